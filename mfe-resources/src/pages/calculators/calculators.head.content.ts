import type { CalculatorsContent } from './calculators.schema';

/** What the page's first load needs of its copy (ADR 21); the rest is in ./calculators.content.ts. */
export const calculatorsHead: Pick<CalculatorsContent, 'meta' | 'hero' | 'catalogue' | 'calculators'> = {
  meta: {
    title: 'Logistics ROI Calculators',
    description:
      'Estimate your 4PL ROI, payback period and freight savings in minutes with free logistics calculators built for shippers in Southeast Asia and APAC.',
  },

  hero: {
    eyebrow: 'Free logistics calculators',
    headingLead: 'See what a 4PL could',
    headingHighlight: 'save your supply chain',
    intro:
      'Put your own figures into our calculators and get an instant estimate of savings, ROI and payback. Built on results from e-commerce brands, marketplaces and manufacturers shipping across Southeast Asia and APAC.',
    primaryCta: { label: 'Start Calculating' },
    secondaryCta: { label: 'Talk to an Expert', route: 'contact' },
    factsTitle: 'At a glance',
    facts: [
      { value: '20%', label: 'average logistics cost reduction' },
      { value: '2 min', label: 'to your first estimate' },
      { value: 'No sign-up', label: 'needed to see your results' },
    ],
  },

  catalogue: {
    eyebrow: 'Choose your calculator',
    heading: 'Four ways to size the opportunity',
    intro:
      'Start with the overall 4PL business case, drill into freight, or get early access to the automation and inventory models our analysts use with clients.',
    benefitsLabel: 'Key benefits',
    metricsLabel: 'What it measures',
    availableBadge: 'Available now',
    comingSoonBadge: 'Coming Soon',
    cards: [
      {
        id: 'roi-calculator',
        tab: 'roi',
        title: '4PL ROI Calculator',
        description:
          'Estimate the return on moving your logistics to a managed 4PL model, from first-year savings to the month you break even.',
        icon: 'TrendingUp',
        available: true,
        benefits: [
          'Build the business case for your leadership team',
          'See net savings after implementation costs',
          'Know your payback period before you commit',
        ],
        metrics: ['Annual savings', 'ROI', 'Payback period'],
        action: 'Calculate ROI',
      },
      {
        id: 'freight-savings',
        tab: 'freight',
        title: 'Freight Savings Calculator',
        description:
          'Quantify what smarter carrier procurement, fewer manual hours and a consolidated carrier base are worth to your freight budget.',
        icon: 'Truck',
        available: true,
        benefits: [
          'Benchmark your freight spend against optimised rates',
          'Put a dollar value on manual booking and tracking work',
          'See the cost of managing too many carriers',
        ],
        metrics: ['Freight cost savings', 'Labour savings', 'Carrier management savings'],
        action: 'Estimate Savings',
      },
      {
        id: 'automation-value',
        tab: 'automation',
        title: 'Automation Value Calculator',
        description:
          'Model the value of automating order routing, label generation, tracking updates and freight invoice checks across your operation.',
        icon: 'Zap',
        available: false,
        benefits: [
          'Find the manual processes worth automating first',
          'Estimate error and rework reduction',
          'Plan capacity for peak season without extra headcount',
        ],
        metrics: ['Hours saved', 'Error reduction', 'Cost per order'],
        action: 'Get Early Access',
      },
      {
        id: 'inventory-optimization',
        tab: 'inventory',
        title: 'Inventory Optimization Calculator',
        description:
          'Work out how much working capital you could release by right-sizing safety stock and positioning inventory closer to your customers.',
        icon: 'Boxes',
        available: false,
        benefits: [
          'Release cash tied up in excess stock',
          'Cut stock-outs in fast-moving markets',
          'Balance inventory across regional fulfilment centres',
        ],
        metrics: ['Carrying cost', 'Working capital released', 'Stock-out risk'],
        action: 'Get Early Access',
      },
    ],
  },

  calculators: {
    anchor: 'calculators',
    eyebrow: 'Run the numbers',
    heading: 'Logistics savings calculators',
    intro: 'Results update as you type. Every field starts with the figures of a typical mid-market shipper: replace them with your own.',
    tabsLabel: 'Calculators',
    loadingLabel: 'Loading the calculator…',
    tabs: [
      { id: 'roi', label: '4PL ROI', icon: 'TrendingUp' },
      { id: 'freight', label: 'Freight Savings', icon: 'Truck' },
      { id: 'automation', label: 'Automation', icon: 'Zap' },
      { id: 'inventory', label: 'Inventory', icon: 'Boxes' },
    ],
    inputsHeading: 'Your current operation',
    prefillNote: 'Example figures shown. Replace them with your own.',
    resultsHeading: 'Your estimated savings',
    assumptionsHeading: 'Assumptions',
    disclaimer:
      'Estimates for planning only. Your Meranti 4PL consultant will validate them against your shipment data in a free assessment.',
  },
};
