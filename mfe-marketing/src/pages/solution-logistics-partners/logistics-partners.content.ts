/**
 * Logistics service providers (/solutions/logistics-partners, alias /logistics-partners)
 * [docs/product-rules.md#page-copy]: white-label access to 500+ providers for asset-light expansion;
 * four partnership options; Explore Partnership Opportunities to /contact.
 */
import { company } from '@meranti/platform';
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const logisticsPartnersContent: LandingContent = {
  meta: {
    title: 'Partner Programme for Logistics Service Providers',
    description:
      'White-label access to 500+ vetted providers and our platform: grow asset-light as a reseller, integration, regional or custom partner of a Singapore 4PL.',
  },
  pillIcon: 'Handshake',
  hero: {
    eyebrow: 'For logistics service providers',
    title: 'Expand asset-light',
    highlight: 'with 500+ vetted providers',
    lead: `Offer your customers lanes, modes and markets you do not run yourself. ${company.name} gives you white-label access to our network of 500+ vetted providers and the platform that manages them, under your brand and your customer relationship.`,
    primary: { label: 'Explore Partnership Opportunities', route: 'contact', hash: 'form' },
    assurances: ['No new assets', '30 days to launch', '95%+ partner retention'],
  },
  visual: {
    alt: 'A quote screen under the partner’s own brand, offering air and ocean freight, in front of Meranti’s regional network of 500+ vetted providers.',
  },
  blocks: [
    {
      kind: 'split',
      id: 'why-partner',
      intro: {
        eyebrow: 'Why partner with us',
        heading: 'Say yes to every lane your customers ask for',
        intro: 'Growth without trucks, warehouses or new country offices.',
      },
      content: {
        paragraphs: [
          'Customers want one provider for everything: the domestic trucking you run today, plus air freight to Japan, a warehouse in Manila and last-mile delivery in Jakarta. Building each of those takes assets and years.',
          `As a ${company.name} partner you sell them the same week. Our network carries the freight; your team keeps the customer, the pricing and the brand on every document and tracking page.`,
        ],
        highlights: {
          title: 'What partners get',
          items: [
            'White-label access to 500+ vetted providers',
            'Our platform under your brand: quotes, bookings, tracking',
            'Rates from the buying power of the whole network',
            'One contract and one invoice per month',
            'A partner manager and 24/7 operations support',
          ],
        },
        stats: [
          { value: '30 days', label: 'From signature to first shipment' },
          { value: '95%+', label: 'Partner retention' },
        ],
      },
    },
    {
      kind: 'features',
      id: 'partnership-options',
      intro: {
        eyebrow: 'Partnership options',
        heading: 'Four ways to partner',
        intro: 'Pick the model that fits your business today, and change it as you grow.',
      },
      columns: 2,
      items: [
        {
          icon: 'Award',
          title: 'White-Label Reseller',
          description: 'Sell our network’s services under your own brand, at your own prices, with your logo on every label and update.',
          points: ['Your brand end to end', 'Margin you set', 'No operational overhead'],
        },
        {
          icon: 'Network',
          title: 'Technology Integration',
          description: 'Connect your systems to our platform by API, so your customers book and track network capacity inside your tools.',
          points: ['REST APIs and webhooks', 'Rates and bookings in real time', 'Tracking events into your portal'],
        },
        {
          icon: 'Globe',
          title: 'Geographic Expansion',
          description: 'Enter new Asia Pacific markets through vetted local providers, with our team handling customs and compliance.',
          points: ['15+ countries covered', 'Local partners vetted and audited', 'Customs and compliance handled'],
        },
        {
          icon: 'Handshake',
          title: 'Custom Partnership',
          description: 'Joint ventures, dedicated lanes or shared capacity: a partnership designed around your network and your goals.',
          points: ['Designed with you', 'Shared capacity and lanes', 'Joint go-to-market'],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      variant: 'results',
      chart: {
        caption: 'Partner revenue, before and after joining',
        beforeLabel: 'Before',
        afterLabel: `With ${company.name}`,
        note: 'Percentage changes are drawn against a before of 100.',
      },
      intro: { eyebrow: 'What partners achieve', heading: 'Growth our partners measure' },
      stats: [
        { value: '500+', label: 'Vetted providers to sell' },
        { value: '35%', label: 'Average revenue growth' },
        { value: '95%+', label: 'Partner retention' },
        { value: '30 days', label: 'To launch' },
      ],
    },
  ],
  cta: {
    eyebrow: 'Partner with us',
    heading: 'Grow your network without growing your assets',
    text: `Tell us about your business and the lanes your customers ask for. Our partnerships team replies with the option that fits, at ${company.email.partners}.`,
    primary: { label: 'Explore Partnership Opportunities', route: 'contact', hash: 'form' },
    secondary: { label: 'See Partnership Success Stories', route: 'useCases' },
    note: 'We reply within 24 hours.',
  },
};
