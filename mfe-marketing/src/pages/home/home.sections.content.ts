/**
 * Home page copy below the hero [docs/product-rules.md#page-copy]: loaded with the sections
 * that show it, when they near the viewport (ADR 21), not with the page's first load.
 */
import { company } from '@meranti/platform';
import type { HomeSectionsContent } from './home.schema';

export const homeSectionsContent: HomeSectionsContent = {
  audiences: {
    eyebrow: 'Who we serve',
    heading: 'Built for the way you sell and ship',
    intro:
      'Whether you ship your own brand, run a marketplace or move freight for others, we plug into your operation and take ownership of the result.',
    cards: [
      {
        icon: 'Store',
        title: 'Ecommerce Brands',
        description:
          'Launch in new Southeast Asian markets without building a logistics department. We run warehousing, freight and last-mile so your team can focus on growth.',
        points: ['Last-mile delivery in 500+ cities', 'Regional warehousing and fulfilment', 'Live in 30-60 days'],
        link: { label: 'Learn More', route: 'solutionEcommerce' },
        linkContext: 'about 4PL for e-commerce brands',
      },
      {
        icon: 'Layers',
        title: 'Marketplaces',
        description:
          'Cut cross-border freight cost by about 15% and speed up delivery for your sellers with a warehouse-to-warehouse service across the region.',
        points: ['One network for all your sellers', 'Warehouse-to-warehouse service', 'Peak-season capacity on demand'],
        link: { label: 'Learn More', route: 'solutionMarketplaces' },
        linkContext: 'about 4PL for marketplaces',
      },
      {
        icon: 'Truck',
        title: 'Logistics Service Providers',
        description:
          'Expand asset-light with white-label access to 500+ vetted providers and the technology to manage them under your own brand.',
        points: ['White-label reseller programme', 'Technology and API integration', 'New lanes without new assets'],
        link: { label: 'Learn More', route: 'solutionLogisticsPartners' },
        linkContext: 'about partnering as a logistics service provider',
      },
    ],
    allLink: { label: 'View All Solutions', route: 'solutions' },
  },

  services: {
    eyebrow: 'What we do',
    heading: 'Services that cover your whole supply chain',
    intro: 'Start with one service or combine them into a fully managed logistics department.',
    items: [
      {
        icon: 'Network',
        title: 'Multi-Carrier Platform (MCPMS)',
        description: 'One platform for allocation rules, 90-day lane forecasting, integrations and carrier finance.',
        route: 'serviceMcpms',
      },
      {
        icon: 'Warehouse',
        title: 'Logistics as a Service',
        description: 'Your outsourced logistics department: warehousing, land, air, ocean and last-mile, with SLA guarantees.',
        route: 'serviceLaas',
      },
      {
        icon: 'Handshake',
        title: 'Transportation Procurement',
        description: 'Managed RFQs that award the right carriers in 30-60 days, with savings of up to 25%.',
        route: 'serviceProcurement',
      },
      {
        icon: 'Gauge',
        title: 'Supply Chain Control Tower',
        description: 'Real-time visibility, predictive analytics and a 24/7 operations centre that resolves exceptions.',
        route: 'serviceControlTower',
      },
      {
        icon: 'FileText',
        title: 'Freight Invoice Audit',
        description: '15-20% of freight invoices contain errors. We find them, dispute them and recover the overcharges.',
        route: 'serviceInvoiceAudit',
      },
    ],
    allLink: { label: 'View All Services', route: 'services' },
  },

  process: {
    eyebrow: 'How we work',
    heading: 'From first audit to a running network in three steps',
    intro:
      'A proven method that turns scattered carriers, contracts and invoices into one managed network, with measurable savings before you scale.',
    stepLabel: 'Step',
    outcomeLabel: 'Outcome',
    steps: [
      {
        title: 'Assess',
        duration: 'Weeks 1-2',
        description:
          'We audit your lanes, carriers, contracts and invoices to map cost, service levels and risk in every market you ship to.',
        outcome: 'A cost baseline and a quantified savings case',
      },
      {
        title: 'Design',
        duration: 'Weeks 3-6',
        description:
          'We design the right carrier mix, allocation rules, SLAs and integrations, then run a managed RFQ to secure the best rates.',
        outcome: 'A network blueprint with committed rates',
      },
      {
        title: 'Execute',
        duration: 'Weeks 7-12',
        description: 'We go live with onboarded carriers, one dashboard and a 24/7 operations centre that manages every exception for you.',
        outcome: 'Live operations at a 98% service level',
      },
    ],
  },

  numbers: {
    eyebrow: 'By the numbers',
    heading: 'Logistics performance you can measure',
    intro: 'The scale of a regional network with the accountability of a single partner.',
    stats: [
      { value: '500+', label: 'Clients', description: 'Brands, marketplaces and logistics providers' },
      { value: '5M+', label: 'Shipments per month', description: 'Across land, air, ocean and last-mile' },
      { value: '15+', label: 'Countries', description: 'Served across Southeast Asia and APAC' },
      {
        value: '99%',
        label: 'On-time delivery',
        description: 'Tracked lane by lane in one dashboard',
        scale: { value: 99, max: 100, maxText: 'of 100%' },
      },
      { value: '$10M+', label: 'Saved per year', description: 'In freight, fulfilment and recovered invoices' },
    ],
  },

  benefits: {
    eyebrow: 'Why choose us',
    heading: `Why growing businesses choose ${company.name}`,
    intro: 'We are carrier-neutral, so every recommendation is made for your network, not for our own trucks or warehouses.',
    items: [
      {
        icon: 'Network',
        title: 'Carrier-neutral network',
        description: '500+ vetted carriers and providers, chosen lane by lane for cost and service, never for our own assets.',
      },
      {
        icon: 'Gauge',
        title: 'One dashboard, full visibility',
        description: 'Every shipment, exception and invoice from every carrier in one real-time view your whole team can use.',
      },
      {
        icon: 'ShieldCheck',
        title: 'SLA-backed performance',
        description: 'Contracted service levels with a 98% target and a 2-hour response on every exception.',
      },
      {
        icon: 'TrendingUp',
        title: 'Savings you can verify',
        description: 'Average cost reductions of 15-30%, reported against an audited baseline, not an estimate.',
      },
      {
        icon: 'Headphones',
        title: '24/7 regional operations',
        description: 'An operations centre that watches your freight around the clock and acts before customers notice.',
      },
      {
        icon: 'Lock',
        title: 'Enterprise-grade security',
        description: 'SOC 2 and ISO 27001 controls and a 99.9% platform uptime guarantee for your data and integrations.',
      },
    ],
  },

  ctaBand: {
    eyebrow: 'Free logistics assessment',
    heading: 'Find out what your logistics network could save',
    text: 'Work through a short assessment with one of our specialists and get a benchmark of your costs, service levels and risks, with the savings we see in similar networks.',
    facts: [
      { value: '15', label: 'minutes' },
      { value: '45', label: 'questions' },
      { value: '8', label: 'dimensions' },
    ],
    primary: { label: 'Get Your Free Assessment', route: 'contact' },
    note: 'No cost and no commitment. We reply within 24 hours.',
  },

  coverage: {
    eyebrow: 'Coverage',
    heading: 'Regional reach, local expertise',
    intro: 'From our headquarters we run cross-border and domestic logistics across the key markets of Southeast Asia and Asia Pacific.',
    countriesLabel: 'Key markets',
    countries: [
      'Singapore',
      'Malaysia',
      'Thailand',
      'Indonesia',
      'Philippines',
      'Hong Kong',
      'Taiwan',
      'South Korea',
      'Japan',
      'Australia',
    ],
    capabilitiesLabel: 'Capabilities',
    capabilities: [
      'Last-mile delivery in 500+ cities',
      '50+ partner warehouses for regional fulfilment',
      'Import customs clearance with 99%+ accuracy',
      'Land, air and ocean freight on every key lane',
      `Multi-currency billing in ${company.currencies.join(', ')}`,
    ],
    hqLabel: `Headquartered in ${company.address.city}`,
  },

  featuredUseCase: {
    eyebrow: 'Featured use case',
    heading: 'International expansion across APAC',
    summary:
      'How a growing brand entered new Asia Pacific markets with one partner for freight, customs and last-mile, and cut delays at the border.',
    metrics: [
      { value: '95%', label: 'On-time delivery' },
      { value: '30%', label: 'Fewer customs delays' },
      { value: '25%', label: 'Cost savings' },
      { value: '90%', label: 'Lower compliance risk' },
    ],
    link: { label: 'Read the Use Case', route: 'useCaseInternational' },
    allLink: { label: 'View All Use Cases', route: 'useCases' },
  },
};
