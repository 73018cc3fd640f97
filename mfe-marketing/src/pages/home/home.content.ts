/**
 * Home page copy, figures and lists [docs/product-rules.md#page-copy].
 * Company facts come from the platform's company module; internal links are route ids of the
 * route table, turned into paths with `href()` by the page.
 */
import { company } from '@meranti/platform';
import type { HomeHeadContent } from './home.schema';

/** What the page renders first: its head and the hero. The sections below are in ./home.sections.content. */
export const homeContent: HomeHeadContent = {
  meta: {
    title: '4PL Logistics Partner for Southeast Asia & APAC',
    description:
      'Singapore-based 4PL for e-commerce brands, marketplaces and logistics providers. Cut freight costs and deliver faster across Southeast Asia and APAC.',
  },

  hero: {
    eyebrow: 'Singapore-based 4PL for Southeast Asia & APAC',
    title: 'Ship faster and spend less across',
    highlight: 'Southeast Asia & APAC',
    lead: `${company.name} is the fourth-party logistics partner for e-commerce brands, marketplaces and logistics providers. We design, run and improve your carrier network: 500+ vetted partners, one dashboard and one accountable team.`,
    primary: { label: 'Book a Consultation', route: 'contact' },
    secondary: { label: 'Explore Solutions', route: 'solutions' },
    assurances: ['Live in 30-60 days', 'SOC 2 and ISO 27001', '98% service level'],
    trustedBy: {
      label: 'Trusted by logistics teams at',
      items: [
        'Top-5 SEA marketplace',
        'Global entertainment leader',
        'Luxury fashion house',
        'Leading fashion marketplace',
        'Wine & spirits retailer',
        'Pan-Asian commerce platform',
      ],
    },
    visual: {
      label: 'Illustration: the control tower view of a regional delivery network',
      title: 'Network overview',
      status: 'Live',
      mapLabel: 'Active lanes from the Singapore hub',
      // Where each city falls on the card's dot map (./visuals/network-map.svg, made by
      // scripts/media/marketing-visuals.mjs: `--home-nodes` prints them). Sydney lies below the
      // map: its node sits on the map's edge, on the way there.
      nodes: [
        { code: 'SG', city: 'Singapore', x: 113.4, y: 201.7, hub: true },
        { code: 'MY', city: 'Kuala Lumpur', x: 103.3, y: 193.2, label: 'left' },
        { code: 'TH', city: 'Bangkok', x: 97.6, y: 142, label: 'left' },
        { code: 'ID', city: 'Jakarta', x: 127.9, y: 237.8 },
        { code: 'PH', city: 'Manila', x: 195.1, y: 137.9 },
        { code: 'HK', city: 'Hong Kong', x: 162.7, y: 99.1, label: 'left' },
        { code: 'TW', city: 'Taipei', x: 197.9, y: 85 },
        { code: 'KR', city: 'Seoul', x: 223.7, y: 14.8, label: 'left' },
        { code: 'JP', city: 'Tokyo', x: 284.2, y: 26 },
        { code: 'AU', city: 'Sydney', x: 372, y: 238, label: 'left' },
      ],
      kpis: [
        { value: '5M+', label: 'Shipments per month', trend: '15+ countries' },
        { value: '99%', label: 'On-time delivery', trend: 'Network-wide' },
        { value: '$23.34', label: 'Avg. cost per shipment', trend: '5 active lanes' },
      ],
      lanesLabel: 'Lanes today',
      alert: { title: 'Exception resolved', detail: 'Customs hold cleared in Jakarta' },
      lanes: [
        { lane: 'Singapore → Kuala Lumpur', mode: 'Land', status: 'On time', tone: 'ok' },
        { lane: 'Hong Kong → Manila', mode: 'Air', status: 'In transit', tone: 'moving' },
        { lane: 'Singapore → Sydney', mode: 'Ocean', status: 'On time', tone: 'ok' },
      ],
    },
  },
};
