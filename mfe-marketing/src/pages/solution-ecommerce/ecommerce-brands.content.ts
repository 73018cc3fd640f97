/**
 * E-commerce brands (/solutions/ecommerce-brands, alias /ecommerce-brands): the e-commerce
 * landing page (docs/product-rules.md#routes): hero with Get Your Free Logistics Cost Analysis,
 * the cost of in-house logistics, 3PL versus 4PL, a stats row and the closing call to action.
 * Claims: 20-50% savings, 500+ vetted providers, 5-8 3PLs, 3-6 months vs 24 hours vs 2-3 months
 * to onboard, 2 weeks deployment, 99%+ on-time.
 */
import { company } from '@meranti/platform';
import type { LandingContent } from '../../components/landing-page/landingPage.schema';

export const ecommerceBrandsContent: LandingContent = {
  meta: {
    title: '4PL for E-commerce Brands — Cut Logistics Cost by 20-50%',
    description:
      'One 4PL partner instead of 5-8 3PLs: 500+ vetted providers, deployment in 2 weeks and 99%+ on-time delivery for e-commerce brands in Southeast Asia.',
  },
  pillIcon: 'Store',
  hero: {
    eyebrow: 'For e-commerce brands',
    title: 'Cut logistics cost by 20-50%',
    highlight: 'without building a logistics team',
    lead: `Most growing brands end up juggling five to eight 3PLs, each with its own contract, portal and invoice. ${company.name} replaces the patchwork with one partner and a network of 500+ vetted providers, deployed in two weeks.`,
    primary: { label: 'Get Your Free Logistics Cost Analysis', route: 'contact', hash: 'form' },
    assurances: ['500+ vetted providers', 'Deployed in 2 weeks', '99%+ on-time delivery'],
  },
  visual: {
    alt: 'A map of Southeast Asia: lanes from a Singapore warehouse to customers in Malaysia, Thailand, Vietnam, the Philippines and Indonesia, beside today’s orders per market.',
  },
  blocks: [
    {
      kind: 'split',
      id: 'in-house-cost',
      intro: {
        eyebrow: 'The cost of in-house logistics',
        heading: 'Running logistics yourself costs more than the invoices show',
        intro: 'Freight rates are only the visible part. The rest sits in salaries, software, idle capacity and time.',
      },
      content: {
        paragraphs: [
          'A brand that ships across Southeast Asia on its own typically manages five to eight 3PLs: one per country, another for cross-border freight, a warehouse operator and a last-mile carrier or two. Every one of them needs a contract, an integration, a weekly call and a person checking its invoices.',
          'Adding a market or replacing a provider that lets you down takes three to six months of sourcing, negotiation and integration. During peak season, that is time you do not have.',
          `With ${company.name}, one team and one contract cover the whole chain. A new provider from our network is live for you in 24 hours.`,
        ],
        highlights: {
          title: 'What in-house logistics really costs',
          tone: 'problem',
          items: [
            'A logistics team to hire, train and keep',
            '5-8 3PL contracts negotiated one at a time',
            'Separate portals, integrations and invoice formats',
            'Unaudited invoices with 15-20% containing errors',
            'Premium express when capacity runs short',
            '3-6 months to onboard each new provider',
          ],
        },
        stats: [
          { value: '5-8', label: '3PLs in the traditional approach' },
          { value: '3-6 months', label: 'To onboard a new provider in-house' },
        ],
      },
    },
    {
      kind: 'comparison',
      id: 'comparison',
      intro: {
        eyebrow: '3PL versus 4PL',
        heading: 'Why a 4PL beats another 3PL',
        intro: 'A 3PL runs part of your logistics. A 4PL runs all of it, and answers for the result.',
      },
      comparison: {
        caption: 'In-house logistics, a traditional 3PL set-up and a 4PL compared',
        aspectLabel: 'Aspect',
        columns: [
          { title: 'In-house', tone: 'negative' },
          { title: 'Traditional 3PLs', tone: 'neutral' },
          { title: company.name, tone: 'positive' },
        ],
        rows: [
          {
            aspect: 'Providers you manage',
            values: [
              'Your own staff, warehouse and carriers',
              '5-8 3PLs, each with its own contract',
              'One partner, 500+ vetted providers behind it',
            ],
          },
          { aspect: 'Time to onboard a new provider', values: ['3-6 months', '2-3 months', '24 hours'] },
          { aspect: 'Deployment', values: ['A year to build a team and systems', '2-3 months per 3PL', '2 weeks'] },
          {
            aspect: 'Logistics cost',
            values: [
              'Fixed cost of people, space and software',
              'Rates negotiated one 3PL at a time',
              '20-50% lower through network buying power',
            ],
          },
          { aspect: 'Visibility', values: ['Spreadsheets and e-mail', 'One portal per 3PL', 'One dashboard for every order and shipment'] },
          { aspect: 'On-time delivery', values: ['Depends on who is on shift', 'Varies by provider', '99%+, backed by SLAs'] },
        ],
      },
    },
    {
      kind: 'stats',
      id: 'results',
      tone: 'dark',
      variant: 'results',
      chart: {
        caption: 'Logistics cost before and after moving to a 4PL',
        beforeLabel: 'Before',
        afterLabel: `With ${company.name}`,
        note: 'Percentage changes are drawn against a before of 100.',
      },
      intro: { eyebrow: 'What brands get', heading: 'The results brands see with a 4PL' },
      stats: [
        { value: '20-50%', label: 'Savings on logistics cost' },
        { value: '500+', label: 'Vetted providers in one network' },
        { value: '2 weeks', label: 'From kick-off to deployment' },
        { value: '99%+', label: 'On-time delivery' },
      ],
    },
  ],
  cta: {
    eyebrow: 'Free cost analysis',
    heading: 'See what your logistics really cost',
    text: 'Share your volumes, lanes and providers. Our analysts show where the 20-50% sits in your set-up, with no obligation to switch.',
    primary: { label: 'Get Your Free Logistics Cost Analysis', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Our Services', route: 'services' },
    note: 'We reply within 24 hours.',
  },
};
