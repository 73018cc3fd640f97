/**
 * Calculators page copy, figures and lists (docs/product-rules.md#calculators). The maths lives
 * in calculator-math.ts; this module holds only words, icons and the example figures the fields
 * start with.
 */

import { calculatorsHead } from './calculators.head.content';
import type { CalculatorsContent } from './calculators.schema';

export const calculatorsContent: CalculatorsContent = {
  ...calculatorsHead,
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
    chart: {
      caption: 'Your savings against the implementation investment, month by month',
      exampleCaption: 'Example: {spend} a month in logistics spend. Savings against the investment, month by month',
      savingsLabel: 'Cumulative savings',
      costLabel: 'Implementation investment',
      month: 'Month {n}',
      axisMonth: 'M{n}',
      payback: 'Payback {months} months',
    },
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
