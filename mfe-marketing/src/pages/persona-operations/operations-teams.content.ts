/**
 * Operations teams (/solutions/operations-teams) [docs/product-rules.md#page-copy]:
 * growth-focus headline, pain points, LaaS feature cards, an anonymised testimonial and a call
 * to action; links to /contact, /services/logistics-as-a-service and /case-studies.
 */
import { company } from '@meranti/platform';
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const operationsTeamsContent: LandingContent = {
  meta: {
    title: 'Logistics for Operations Teams — Focus on Growth, Not Firefighting',
    description:
      'Hand carriers, warehouses and exceptions to one 4PL partner: Logistics as a Service with SLAs, 98% service level and 12-20% lower cost for operations teams.',
  },
  pillIcon: 'Boxes',
  hero: {
    eyebrow: 'For operations teams',
    title: 'Spend your time on growth,',
    highlight: 'not on chasing shipments',
    lead: `Your team should be opening markets and launching products, not calling carriers about late pickups. With Logistics as a Service, ${company.name} runs warehousing, freight and last-mile for you, against SLAs you agree up front.`,
    primary: { label: 'Book a Consultation', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Logistics as a Service', route: 'serviceLaas' },
    assurances: ['98% service level', '12-20% lower cost', 'Live in 30-60 days'],
  },
  visual: {
    alt: 'An operations view: the exceptions queue with a customs hold being worked, a missed pickup being rebooked and an address query resolved, and a 98% on-time rate.',
  },
  blocks: [
    {
      kind: 'features',
      id: 'pain-points',
      variant: 'problems',
      intro: {
        eyebrow: 'Sound familiar?',
        heading: 'Where operations teams lose their week',
        intro: 'The work that keeps shipments moving leaves little time for the work that grows the business.',
      },
      columns: 4,
      items: [
        {
          icon: 'AlertTriangle',
          title: 'Constant firefighting',
          description: 'Missed pickups, stock-outs and customs holds land on your desk every day.',
        },
        {
          icon: 'Users',
          title: 'Too many providers',
          description: 'Each carrier and warehouse has its own contact, portal and way of reporting.',
        },
        {
          icon: 'TrendingUp',
          title: 'Growth outpaces the team',
          description: 'Every new market or channel needs people you cannot hire fast enough.',
        },
        {
          icon: 'BarChart3',
          title: 'No single view',
          description: 'Performance lives in spreadsheets, so problems show up after customers notice.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      intro: {
        eyebrow: 'Logistics as a Service',
        heading: 'Your outsourced logistics department',
        intro: 'One partner runs every mode and every provider, and answers for the result.',
      },
      items: [
        {
          icon: 'Warehouse',
          title: 'Warehousing and fulfilment',
          description: 'Regional warehouses that receive, store, pick and pack to your standards.',
          points: ['50+ warehouses', 'Same-day dispatch cut-offs'],
        },
        {
          icon: 'Truck',
          title: 'Land, air and ocean freight',
          description: 'The right mode and carrier for each lane, booked and managed by our team.',
          points: ['500+ carrier partnerships', 'Peak capacity secured ahead'],
        },
        {
          icon: 'Package',
          title: 'Last-mile delivery',
          description: 'Delivery to your customers in 500+ cities, with proactive delay notices.',
          points: ['500+ cities', 'Returns handled in-market'],
        },
        {
          icon: 'Gauge',
          title: 'One dashboard',
          description: 'Every order, shipment and exception in one view, updated in real time.',
          points: ['Live SLA tracking', 'Monthly performance reviews'],
        },
        {
          icon: 'Headphones',
          title: 'Exception management',
          description: 'A 24/7 operations centre resolves problems before they reach your inbox.',
          points: ['2-hour exception response', 'Escalation you define'],
        },
        {
          icon: 'ShieldCheck',
          title: 'SLA guarantees',
          description: 'Service levels agreed up front and reported every month against the baseline.',
          points: ['98% service level', 'Credits when we miss'],
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      variant: 'results',
      chart: {
        caption: 'Logistics cost before and after Logistics as a Service',
        beforeLabel: 'Before',
        afterLabel: `With ${company.name}`,
        note: 'Percentage changes are drawn against a before of 100.',
      },
      intro: { eyebrow: 'What changes', heading: 'What operations teams measure after the switch' },
      stats: [
        { value: '98%', label: 'Service level, agreed in the SLA' },
        { value: '12-20%', label: 'Lower logistics cost' },
        { value: '2 hours', label: 'Exception response, around the clock' },
        { value: '30-60 days', label: 'From kick-off to live' },
      ],
    },
    {
      kind: 'quote',
      id: 'testimonial',
      intro: { eyebrow: 'From an operations lead', heading: 'What changes for the team' },
      quote: {
        text: 'We used to spend Monday mornings chasing five providers for last week’s numbers. Now one dashboard has them, exceptions are handled before we hear about them, and my team spends its time on the two markets we are opening this year.',
        role: 'Head of Operations',
        organisation: 'Consumer electronics brand, Singapore',
      },
    },
    {
      kind: 'features',
      id: 'next-steps',
      variant: 'compact',
      intro: { eyebrow: 'Next steps', heading: 'See how it would work for your team' },
      columns: 2,
      items: [
        {
          icon: 'Boxes',
          title: 'Logistics as a Service',
          description: 'How we take over warehousing, freight and last-mile in four phases, from weeks 1-2 to ongoing.',
          link: { label: 'Explore Logistics as a Service', route: 'serviceLaas' },
        },
        {
          icon: 'BookOpen',
          title: 'Case studies',
          description: 'How operations teams at brands and marketplaces scaled without scaling headcount.',
          link: { label: 'Read Case Studies', route: 'caseStudyIndex' },
        },
      ],
    },
  ],
  cta: {
    eyebrow: 'Talk to us',
    heading: 'Give your team its week back',
    text: 'Book a consultation and we map your current providers, costs and service levels, and show what Logistics as a Service would change.',
    primary: { label: 'Book a Consultation', route: 'contact', hash: 'form' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
