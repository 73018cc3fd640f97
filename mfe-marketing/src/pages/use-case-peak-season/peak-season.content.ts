/**
 * Peak season use case (/use-cases/peak-season) [docs/product-rules.md#case-studies]: four challenges, four solutions, a
 * quarterly event calendar Q1 to Q4, four metrics (99% on-time, 48hrs scaling response, 85% fewer
 * stockouts, 20% lower cost; the 300% volume figure leads the hero) and a preparation timeline of
 * four 2-week steps from 8-12 weeks before down to 2-4 weeks before.
 */
import { company } from '@meranti/platform';
import type { PeakSeasonContent } from './peak-season.schema';

export const peakSeasonContent: PeakSeasonContent = {
  meta: {
    title: 'Peak Season Logistics — Use Case',
    description:
      'Handle 300% volume spikes on 11.11, Chinese New Year and Christmas with pre-booked capacity, 48hrs scaling and 99% on-time delivery.',
  },

  hero: {
    eyebrow: 'Use case: Peak season',
    title: 'Ship 300% more at peak',
    highlight: 'without missing a promise.',
    lead: 'Mega sales, festivals and holidays bring volume spikes your own network cannot absorb. We plan capacity months ahead and scale warehouses, carriers and people within 48 hours when demand jumps.',
    primary: { label: 'Plan Your Peak Season', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore the Control Tower', route: 'serviceControlTower' },
    assurances: ['300% volume handled', '99% on-time at peak', '48hrs scaling response'],
  },

  visual: {
    alt: 'Daily parcels through the fourth quarter, with spikes on 10.10, 11.11 and 12.12 each under pre-booked capacity, and 99% on time on the peak day.',
  },

  challenges: {
    intro: {
      eyebrow: 'The challenge',
      heading: 'What breaks when volume triples',
      intro: 'Peaks are predictable; what they do to an unprepared supply chain is too.',
    },
    items: [
      {
        icon: 'Truck',
        title: 'Carrier capacity runs out',
        description: 'Carriers cap pick-ups and raise surcharges just when every brand in the region needs them.',
      },
      {
        icon: 'Warehouse',
        title: 'Warehouses overflow',
        description: 'Inbound stock, pick-and-pack and returns compete for the same space and staff.',
      },
      {
        icon: 'AlertTriangle',
        title: 'Stockouts on best sellers',
        description: 'Stock sits in the wrong market or arrives too late for the campaign it was bought for.',
      },
      {
        icon: 'DollarSign',
        title: 'Costs spike',
        description: 'Last-minute air freight, overtime and peak surcharges erase the margin the sale was meant to earn.',
      },
    ],
  },

  solutions: {
    intro: {
      eyebrow: 'Our solution',
      heading: 'Peak capacity planned, booked and on standby',
      intro: 'We treat each peak as a project with a start date, a capacity plan and a command centre.',
    },
    items: [
      {
        icon: 'BarChart3',
        title: 'Demand forecasting',
        description: 'Your sales history and campaign plans turn into a forecast per market, lane and week.',
      },
      {
        icon: 'Handshake',
        title: 'Pre-booked carrier capacity',
        description: 'Allocations with several carriers per lane are agreed before the peak, at rates fixed in advance.',
      },
      {
        icon: 'Boxes',
        title: 'Flexible warehousing',
        description: 'Overflow space and temporary staff in our partner warehouses, switched on within 48 hours.',
      },
      {
        icon: 'Gauge',
        title: 'Peak command centre',
        description: 'A dedicated team watches every order and reroutes around delays in real time during the event.',
      },
    ],
  },

  calendar: {
    intro: {
      eyebrow: 'Event calendar',
      heading: 'The peaks we plan for, quarter by quarter',
      intro: 'The main shopping and holiday events across Southeast Asia and Asia Pacific.',
    },
    quarters: [
      {
        icon: 'Calendar',
        badge: 'Q1',
        title: 'January to March',
        description: 'Festive gifting and the end of the financial year.',
        points: ['Chinese New Year', 'Valentine’s Day', '3.3 mega sale'],
      },
      {
        icon: 'Calendar',
        badge: 'Q2',
        title: 'April to June',
        description: 'Festival season in Muslim-majority markets and mid-year sales.',
        points: ['Ramadan and Hari Raya', '5.5 and 6.6 sales', 'Great Singapore Sale'],
      },
      {
        icon: 'Calendar',
        badge: 'Q3',
        title: 'July to September',
        description: 'Mid-year campaigns and the run-up to the year-end peak.',
        points: ['7.7, 8.8 and 9.9 sales', 'Mid-Autumn Festival', 'Back to school'],
      },
      {
        icon: 'Calendar',
        badge: 'Q4',
        title: 'October to December',
        description: 'The biggest quarter of the year for e-commerce volume.',
        points: ['Deepavali', '11.11 Singles’ Day', 'Black Friday and Cyber Monday', '12.12 and Christmas'],
      },
    ],
  },

  metrics: {
    intro: {
      eyebrow: 'Results',
      heading: 'Peak season results our clients see',
      intro: 'Averages across clients who planned their peaks with us.',
    },
    chart: {
      caption: 'Stockouts and peak cost before and after planning with us',
      beforeLabel: 'Before',
      afterLabel: `With ${company.name}`,
      note: 'Percentage changes are drawn against a before of 100.',
    },
    stats: [
      { value: '99%', label: 'On-time delivery at peak' },
      { value: '48hrs', label: 'Scaling response' },
      { value: '85%', label: 'Fewer stockouts' },
      { value: '20%', label: 'Lower peak logistics cost' },
    ],
  },

  plan: {
    intro: {
      eyebrow: 'Preparation timeline',
      heading: 'Counting down to your peak',
      intro: 'Four 2-week steps, from 8-12 weeks before the event down to 2-4 weeks before.',
    },
    stepLabel: 'Step',
    outcomeLabel: 'Ready',
    phases: [
      {
        title: 'Forecast and plan',
        duration: '8-12 weeks before',
        description: 'We forecast volumes per market and lane from your history and campaign calendar.',
        outcome: 'A capacity plan per week',
      },
      {
        title: 'Book capacity',
        duration: '6-8 weeks before',
        description: 'Carrier allocations, overflow warehouse space and temporary staff are booked.',
        outcome: 'Capacity confirmed at fixed rates',
      },
      {
        title: 'Position stock',
        duration: '4-6 weeks before',
        description: 'Inventory moves to the markets and warehouses where the forecast says it will sell.',
        outcome: 'Stock where the orders will be',
      },
      {
        title: 'Test and rehearse',
        duration: '2-4 weeks before',
        description: 'Integrations, labels and escalation paths are tested with a rehearsal at peak volume.',
        outcome: 'A command centre ready to go',
      },
    ],
  },

  cta: {
    eyebrow: 'Get peak-ready',
    heading: 'When is your next peak?',
    text: 'Tell us the event and your expected volumes. We come back with a capacity plan and a preparation timeline for it.',
    primary: { label: 'Plan Your Peak Season', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore All Services', route: 'services' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
