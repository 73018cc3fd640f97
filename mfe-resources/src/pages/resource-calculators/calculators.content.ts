/**
 * Calculators page copy, figures and lists [001 §2 "Resources calculators page", §3, §9;
 * DECISIONS.md]. The maths lives in calculator-math.ts; this module holds only words, icons
 * and the example figures the fields start with.
 */
import type { CalculatorsContent } from './calculators.schema';

export const calculatorsContent: CalculatorsContent = {
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

  roi: {
    heading: '4PL ROI Calculator',
    intro: 'How much could a managed 4PL model return on your current logistics spend?',
    fields: {
      monthlyLogisticsSpend: {
        label: 'Monthly Logistics Spend',
        hint: 'Freight, warehousing and fulfilment combined',
        prefix: '$',
        placeholder: '250000',
        defaultValue: '250000',
      },
      shipmentVolume: {
        label: 'Monthly Shipment Volume',
        suffix: 'shipments',
        placeholder: '12000',
        defaultValue: '12000',
      },
      averageShipmentCost: {
        label: 'Average Cost per Shipment',
        prefix: '$',
        placeholder: '18',
        defaultValue: '18',
      },
      onTimePercentage: {
        label: 'Current On-Time Delivery',
        suffix: '%',
        placeholder: '91',
        defaultValue: '91',
      },
      warehouseCosts: {
        label: 'Monthly Warehouse Costs',
        prefix: '$',
        placeholder: '60000',
        defaultValue: '60000',
      },
    },
    drivingInputNote:
      'The estimate is driven by your monthly logistics spend. Volume, cost per shipment, on-time rate and warehouse costs help our analysts tailor your full report.',
    results: {
      annualSpend: { label: 'Annual Logistics Spend' },
      potentialSavings: { label: 'Potential Annual Savings' },
      implementationCost: { label: 'Implementation Investment' },
      netSavings: { label: 'Net First-Year Savings', hint: 'Savings after the implementation investment' },
      roi: { label: 'Return on Investment' },
      payback: { label: 'Payback Period' },
    },
    monthsUnit: 'months',
    assumptions: ['20% average cost reduction', '5% implementation investment', '12-month implementation timeline'],
    download: {
      label: 'Download Full Report',
      resourceTitle: '4PL ROI Calculator: Full Savings Report',
      note: 'A detailed PDF with your figures, benchmarks for your markets and a 12-month roadmap.',
    },
  },

  freight: {
    heading: 'Freight Savings Calculator',
    intro: 'What are rate optimisation, process automation and carrier consolidation worth to your freight budget?',
    fields: {
      currentFreightSpend: {
        label: 'Annual Freight Spend',
        hint: 'Total freight spend over the last 12 months',
        prefix: '$',
        placeholder: '2400000',
        defaultValue: '2400000',
      },
      numberOfCarriers: {
        label: 'Number of Carriers',
        hint: 'Carriers, forwarders and 3PLs you manage today',
        placeholder: '6',
        defaultValue: '6',
      },
      manualProcessTime: {
        label: 'Manual Process Time',
        hint: 'Hours per week spent on rate checks, bookings, tracking and invoices',
        suffix: 'hours/week',
        placeholder: '20',
        defaultValue: '20',
      },
      employeeCost: {
        label: 'Employee Hourly Cost',
        hint: 'Fully loaded cost of one hour of your team’s time',
        prefix: '$',
        suffix: '/hour',
        placeholder: '35',
        defaultValue: '35',
      },
    },
    results: {
      freightSavings: { label: 'Freight Cost Savings', hint: '15% of your annual freight spend' },
      laborSavings: { label: 'Labour Savings', hint: 'Manual hours × hourly cost × 52 weeks' },
      carrierManagementSavings: { label: 'Carrier Management Savings', hint: '$5,000 per carrier per year' },
      totalSavings: { label: 'Total Annual Savings', hint: 'Freight, labour and carrier management combined' },
    },
    assumptions: [
      '15% freight cost reduction from competitive procurement and lane optimisation',
      'Manual hours fully automated across 52 working weeks',
      '$5,000 a year saved in management overhead per carrier',
    ],
    download: {
      label: 'Download Full Report',
      resourceTitle: 'Freight Savings Calculator: Full Savings Report',
      note: 'Your savings broken down by lane, mode and carrier, with negotiation priorities.',
    },
  },

  comingSoon: {
    badge: 'Coming Soon',
    action: 'Request Early Access',
    note: 'Early-access members get the calculator first, plus a free review of their results with a Meranti 4PL analyst.',
    automation: {
      title: 'Automation Value Calculator',
      description:
        'We are finishing a calculator that prices the manual work in your order-to-delivery flow and shows the return on automating it.',
      icon: 'Zap',
      featuresHeading: 'What it will calculate',
      features: [
        'Hours saved on order routing, labels and tracking updates',
        'Error and rework reduction from automated data flows',
        'Cost per order before and after automation',
        'Peak-season capacity without extra headcount',
      ],
      resourceTitle: 'Automation Value Calculator: Early Access',
    },
    inventory: {
      title: 'Inventory Optimization Calculator',
      description:
        'We are finishing a calculator that sizes the working capital you could release by right-sizing stock across your regional network.',
      icon: 'Boxes',
      featuresHeading: 'What it will calculate',
      features: [
        'Carrying cost of your current inventory',
        'Working capital released by optimised safety stock',
        'Stock-out risk by market and fulfilment centre',
        'The right stock split across regional warehouses',
      ],
      resourceTitle: 'Inventory Optimization Calculator: Early Access',
    },
  },

  closing: {
    eyebrow: 'Turn estimates into a plan',
    heading: 'Validate your savings with a 4PL expert',
    text: 'Book a free consultation and our team will review your numbers against real shipment data, then map out where the savings are across your Southeast Asia and APAC network.',
    primary: { label: 'Schedule Consultation', route: 'contact' },
    secondary: { label: 'View All Resources', route: 'resources' },
    points: ['Free 30-minute session', 'Figures checked against your shipment data', 'No obligation'],
  },
};
