/**
 * E-commerce scaling use case (/use-cases/ecommerce-scaling) [docs/product-rules.md#case-studies]: 500% growth, 99.5%
 * accuracy, 40% cost cut, 10x capacity; links to /services/logistics-as-a-service and to
 * /case-studies (Read Full Case Study).
 */
import { company } from '@meranti/platform';
import type { EcommerceScalingContent } from './ecommerce-scaling.schema';

export const ecommerceScalingContent: EcommerceScalingContent = {
  meta: {
    title: 'E-commerce Scaling — Use Case',
    description:
      'How a fast-growing online brand grew 500% without building a logistics department: 99.5% order accuracy, 40% lower cost, 10x capacity.',
  },

  hero: {
    eyebrow: 'Use case: E-commerce scaling',
    title: 'Grow 500%',
    highlight: 'without growing your logistics team.',
    lead: 'When orders multiply, warehouses, carriers and customer service have to keep up. Logistics as a Service gives a growing brand a complete logistics department that scales with every campaign.',
    primary: { label: 'Scale Your Operations', route: 'contact', hash: 'form' },
    secondary: { label: 'Read Full Case Study', route: 'caseStudyIndex' },
    assurances: ['99.5% order accuracy', '40% lower logistics cost', '10x capacity on demand'],
  },

  visual: {
    alt: 'Monthly orders growing 500% over 24 months while our capacity steps up ahead of demand, past the point where in-house capacity runs out, at 99.5% order accuracy.',
  },

  challenges: {
    intro: {
      eyebrow: 'The challenge',
      heading: 'What holds fast-growing brands back',
      intro: 'Growth exposes every weak link in a logistics set-up built for a smaller business.',
    },
    items: [
      {
        icon: 'Warehouse',
        title: 'Fulfilment cannot keep up',
        description: 'A single warehouse and a small team hit their limit during every campaign and sale.',
      },
      {
        icon: 'AlertTriangle',
        title: 'Errors grow with volume',
        description: 'Wrong items, late dispatches and lost parcels rise faster than the order count.',
      },
      {
        icon: 'DollarSign',
        title: 'Cost per order climbs',
        description: 'Ad hoc carriers, overtime and express shipping eat into the margin of each new order.',
      },
      {
        icon: 'Users',
        title: 'Hiring a logistics team takes too long',
        description: 'Building in-house expertise in warehousing and carriers takes years the business does not have.',
      },
    ],
  },

  solutions: {
    intro: {
      eyebrow: 'Our solution',
      heading: 'A logistics department that scales on demand',
      intro: 'We take over fulfilment and delivery end to end, under service levels we report on every month.',
    },
    items: [
      {
        icon: 'Boxes',
        title: 'Multi-warehouse fulfilment',
        description: 'Stock placed in partner warehouses close to your customers, with capacity added as you grow.',
      },
      {
        icon: 'Route',
        title: 'Multi-carrier delivery',
        description: 'Each order goes to the best carrier for its destination, price and promised date.',
      },
      {
        icon: 'Gauge',
        title: 'One dashboard',
        description: 'Orders, stock, shipments and costs across every warehouse and carrier in one live view.',
      },
      {
        icon: 'Layers',
        title: 'Logistics as a Service',
        description: 'Warehousing, land, air, ocean and last-mile run for you as one service with SLA guarantees.',
        link: { label: 'Explore Logistics as a Service', route: 'serviceLaas', context: 'for growing e-commerce brands' },
      },
    ],
  },

  metrics: {
    intro: {
      eyebrow: 'Results',
      heading: 'What scaling with us delivered',
      intro: 'The results of a Southeast Asian online brand over its first two years with us.',
    },
    chart: {
      caption: 'Orders, cost and capacity before and after two years with us',
      beforeLabel: 'Before',
      afterLabel: `With ${company.name}`,
      note: 'Percentage changes are drawn against a before of 100.',
    },
    stats: [
      { value: '500%', label: 'Order growth' },
      { value: '99.5%', label: 'Order accuracy' },
      { value: '40%', label: 'Lower logistics cost' },
      { value: '10x', label: 'Fulfilment capacity' },
    ],
  },

  plan: {
    intro: {
      eyebrow: 'How we get there',
      heading: 'From first call to scaled operation',
      intro: 'Your operation keeps running while we take it over, phase by phase.',
    },
    stepLabel: 'Phase',
    outcomeLabel: 'Outcome',
    phases: [
      {
        title: 'Assess',
        duration: 'Weeks 1-2',
        description: 'We review your order profile, warehouses, carriers and costs, and agree the service levels.',
        outcome: 'A scaling plan with costs per order',
      },
      {
        title: 'Set up',
        duration: 'Weeks 3-6',
        description: 'Warehouses, carriers and your store are connected; stock is moved without interrupting sales.',
        outcome: 'Orders flowing through the new network',
      },
      {
        title: 'Scale',
        duration: 'Weeks 7-12',
        description: 'Capacity is added for campaigns and new markets, with peak plans for the sales calendar.',
        outcome: 'Capacity ahead of demand',
      },
      {
        title: 'Optimise',
        duration: 'Ongoing',
        description: 'Monthly reviews of cost, accuracy and delivery times drive continuous improvement.',
        outcome: 'Lower cost per order every quarter',
      },
    ],
  },

  cta: {
    eyebrow: 'Ready to scale?',
    heading: 'Grow your orders, not your logistics headaches',
    text: 'Tell us about your growth plans. We show you what fulfilment and delivery would cost at two, five and ten times your volume.',
    primary: { label: 'Scale Your Operations', route: 'contact', hash: 'form' },
    secondary: { label: 'Explore Logistics as a Service', route: 'serviceLaas' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },
};
