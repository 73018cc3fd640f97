/**
 * Procurement teams (/solutions/procurement-teams) [docs/product-rules.md#page-copy]:
 * headline on cutting freight cost by up to 15%; links to /contact and the procurement ROI
 * calculator path (which redirects to the Freight Savings calculator).
 */
import { company } from '@meranti/platform';
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const procurementTeamsContent: LandingContent = {
  meta: {
    title: 'Freight Procurement for Procurement Teams — Cut Cost by up to 15%',
    description:
      'Managed freight RFQs, carrier benchmarks and contract compliance: procurement teams cut freight cost by up to 15% and award in 30-60 days.',
  },
  pillIcon: 'Handshake',
  hero: {
    eyebrow: 'For procurement teams',
    title: 'Cut freight cost',
    highlight: 'by up to 15%',
    lead: 'Run every freight tender on real lane data, with a shortlist of carriers benchmarked against the market, and award in weeks instead of quarters.',
    primary: { label: 'Book a Procurement Review', route: 'contact', hash: 'form' },
    assurances: ['30-60 days to award', '60% shorter cycle time', '200+ 3PLs onboarded a year'],
  },
  visual: {
    alt: 'Five carriers’ bids for a Singapore to Thailand ocean lane against the market rate, the awarded bid 15% below the incumbent’s.',
  },
  blocks: [
    {
      kind: 'features',
      id: 'pain-points',
      variant: 'problems',
      intro: {
        eyebrow: 'Sound familiar?',
        heading: 'Why freight tenders leave money on the table',
        intro: 'Freight is one of the largest categories you buy, and one of the hardest to benchmark.',
      },
      columns: 4,
      items: [
        {
          icon: 'Database',
          title: 'Messy lane data',
          description: 'Volumes and rates sit in invoices and e-mails, not in a clean tender pack.',
        },
        {
          icon: 'Clock',
          title: 'Long tender cycles',
          description: 'RFQs run for months, so rates are out of date by the time they are awarded.',
        },
        {
          icon: 'Search',
          title: 'Few real alternatives',
          description: 'The same incumbent carriers bid every year, with no market benchmark.',
        },
        {
          icon: 'FileText',
          title: 'Contracts not enforced',
          description: 'Awarded rates drift once invoices arrive, and nobody checks them.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'features',
      intro: {
        eyebrow: 'Transportation procurement as a service',
        heading: 'A managed RFQ, from lane data to award',
        intro: 'Our procurement team runs the tender with you, on the data and the carrier network you do not have.',
      },
      items: [
        {
          icon: 'BarChart3',
          title: 'Lane and spend analysis',
          description: 'We turn a year of invoices into a clean tender pack: lanes, volumes, service needs.',
        },
        {
          icon: 'Users',
          title: 'Carrier shortlists',
          description: 'Vetted carriers from 500+ partnerships, shortlisted for each lane and mode.',
        },
        {
          icon: 'Percent',
          title: 'Benchmarked bid rounds',
          description: 'Bids compared against market rates, with negotiation rounds we run for you.',
        },
        {
          icon: 'ClipboardCheck',
          title: 'Award and onboarding',
          description: 'Contracts awarded in 30-60 days and carriers onboarded without disruption.',
        },
        {
          icon: 'ShieldCheck',
          title: 'Contract compliance',
          description: 'Every invoice checked against the awarded rates, so savings stay savings.',
        },
        {
          icon: 'DollarSign',
          title: 'Paid from savings',
          description: 'End-to-end engagements are priced as a percentage of verified savings.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      variant: 'results',
      chart: {
        caption: 'Freight cost and tender cycle before and after a managed RFQ',
        beforeLabel: 'Before',
        afterLabel: `With ${company.name}`,
        note: 'Percentage changes are drawn against a before of 100.',
      },
      intro: { eyebrow: 'What changes', heading: 'What a managed tender delivers' },
      stats: [
        { value: 'Up to 15%', label: 'Lower freight cost' },
        { value: '60%', label: 'Shorter tender cycle' },
        { value: '30-60 days', label: 'From tender to award' },
        { value: '200+', label: '3PLs onboarded a year' },
      ],
    },
    {
      kind: 'features',
      id: 'next-steps',
      variant: 'compact',
      intro: { eyebrow: 'Next steps', heading: 'Put a number on your savings' },
      columns: 2,
      items: [
        {
          icon: 'Calculator',
          title: 'Procurement ROI calculator',
          description: 'Enter your annual freight spend and carriers, and see what a managed RFQ would save.',
          link: { label: 'Calculate Your Savings', redirect: '/calculator/transportation-procurement-roi' },
        },
        {
          icon: 'Handshake',
          title: 'Transportation Procurement',
          description: 'Our 3-phase method, the modes we cover and the 90-day timeline to first savings.',
          link: { label: 'Explore Transportation Procurement', route: 'serviceProcurement' },
        },
      ],
    },
  ],
  cta: {
    eyebrow: 'Talk to us',
    heading: 'Start your next tender with a benchmark',
    text: 'Send us a year of freight invoices. We show which lanes are above market and what an RFQ would save, before you commit.',
    primary: { label: 'Book a Procurement Review', route: 'contact', hash: 'form' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
