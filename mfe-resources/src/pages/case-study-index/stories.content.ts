/**
 * The six success stories shared by /case-studies and /case-studies/{id} [001 §3 "Case study
 * (alternative)"]. Clients are anonymised: company type and role, no names (DECISIONS.md).
 */
import type { Story } from './stories.schema';

export const stories: readonly Story[] = [
  {
    id: '1',
    company: 'Regional fashion e-commerce brand',
    industry: 'E-commerce',
    size: 'Mid-market',
    challenge: 'Delivery promises broke every campaign: three 3PLs, no shared stock view and 9% of orders late.',
    solution: 'One managed fulfilment network across Singapore, Malaysia and Thailand with a control tower over every order.',
    results: [
      { label: 'Logistics cost reduction', value: '23%' },
      { label: 'Faster order-to-door', value: '41%' },
      { label: 'On-time delivery', value: '99.1%' },
      { label: 'Fewer customer tickets', value: '58%' },
    ],
    metrics: [
      { label: 'Cost per order', before: 'S$8.40', after: 'S$6.47', improvement: '23% lower' },
      { label: 'Order-to-door time', before: '4.1 days', after: '2.4 days', improvement: '41% faster' },
      { label: 'On-time delivery', before: '91%', after: '99.1%', improvement: '+8.1 points' },
      { label: '“Where is my order?” tickets', before: '1,900 / month', after: '800 / month', improvement: '58% fewer' },
    ],
    testimonial:
      'For the first time our campaign calendar and our logistics plan are the same document. We stopped apologising for late parcels and started planning the next market.',
    clientName: 'Head of Operations',
    clientTitle: 'Regional fashion e-commerce brand, Singapore',
    duration: '5 months',
    featured: true,
    overview:
      'A fast-growing fashion brand selling through its own site and three marketplaces across Southeast Asia. Campaign peaks ran at five times normal volume, and the brand wanted to add two markets without adding a logistics team.',
    detailedChallenge:
      'Orders were split between three 3PLs that did not share stock data, so the web shop sold items one warehouse no longer had. Carriers were chosen by each warehouse, not by lane, and the brand learnt about late parcels from customers. During 11.11, 9% of orders missed their promised date and support tickets tripled.',
    implementationStory:
      'We mapped every lane and SKU, moved fast movers into one Singapore hub with satellite stock in Kuala Lumpur and Bangkok, and put the three warehouses behind one order router. Carriers were re-tendered by lane with service levels in the contract, and exceptions now reach our control tower before they reach the customer. The switch happened warehouse by warehouse, with no day of lost sales.',
    keyFeatures: [
      'One order router over three warehouses',
      'Lane-by-lane carrier tender with SLAs',
      'Control tower with proactive exception alerts',
      'Campaign capacity booked eight weeks ahead',
      'Branded tracking page in the customer’s language',
    ],
    timeline: [
      { phase: 'Assessment', duration: '3 weeks', description: 'Order, stock and carrier data analysed; target network designed.' },
      { phase: 'Network design', duration: '5 weeks', description: 'Hub and satellite stock plan, carrier tender by lane.' },
      { phase: 'Migration', duration: '8 weeks', description: 'Warehouses switched one at a time behind the order router.' },
      { phase: 'Optimisation', duration: 'Ongoing', description: 'Monthly reviews of cost, service and campaign plans.' },
    ],
    longTermImpact:
      'Two years on the brand sells in five markets, runs peaks at six times normal volume with the same team, and treats logistics cost per order as a number it plans rather than one it discovers.',
  },
  {
    id: '2',
    company: 'Precision components manufacturer',
    industry: 'Manufacturing',
    size: 'Enterprise',
    challenge: 'Four plants booked freight separately with 20+ carriers on spot rates and unchecked invoices.',
    solution: 'A consolidated multi-modal tender, indexed contracts with eight carriers and a freight invoice audit.',
    results: [
      { label: 'Freight cost reduction', value: '18%' },
      { label: 'Less time on booking', value: '65%' },
      { label: 'Invoice accuracy', value: '99.4%' },
      { label: 'Lower inbound inventory', value: '12%' },
    ],
    metrics: [
      { label: 'Annual freight spend', before: 'US$14.2M', after: 'US$11.6M', improvement: '18% lower' },
      { label: 'Hours spent booking per week', before: '120', after: '42', improvement: '65% less' },
      { label: 'Invoices billed correctly', before: '88%', after: '99.4%', improvement: '+11.4 points' },
      { label: 'Days of inbound stock', before: '34', after: '30', improvement: '12% lower' },
    ],
    testimonial:
      'We knew we were paying too much for freight; we did not know where. Within a quarter we had one rate card, one process and every invoice checked.',
    clientName: 'Regional Procurement Director',
    clientTitle: 'Precision components manufacturer, Penang',
    duration: '6 months',
    featured: false,
    overview:
      'A manufacturer of precision components with plants in Malaysia, Thailand and Vietnam, moving parts in and finished goods out by road, air and ocean to customers across Asia and Europe.',
    detailedChallenge:
      'Each plant ran its own freight desk. Twenty-three carriers were booked on spot rates, nobody could compare the cost of the same lane between plants, and invoices were paid without being checked against a contract. Urgent air freight had become a habit rather than an exception.',
    implementationStory:
      'We pooled the four plants’ volumes into one tender across road, air and ocean and shortlisted eight carriers on index-linked annual contracts. Bookings moved to one platform with approval rules for air freight, and every invoice now passes an automated audit against the contracted rate before it is paid.',
    keyFeatures: [
      'Multi-modal tender across four plants',
      'Index-linked contracts with eight carriers',
      'Approval rules for urgent air freight',
      'Automated audit of every freight invoice',
      'Monthly lane cost dashboard per plant',
    ],
    timeline: [
      { phase: 'Spend analysis', duration: '4 weeks', description: 'Two years of invoices and bookings analysed by lane.' },
      { phase: 'Tender', duration: '8 weeks', description: 'Consolidated RFQ, negotiation and award to eight carriers.' },
      { phase: 'Rollout', duration: '10 weeks', description: 'Plants moved to one booking platform and audit.' },
      { phase: 'Continuous improvement', duration: 'Ongoing', description: 'Quarterly rate reviews against the index.' },
    ],
    longTermImpact:
      'Savings held through two rate cycles because contracts follow a public index. The procurement team now spends its time on supplier strategy, and the audit recovers overcharges every month.',
  },
  {
    id: '3',
    company: 'Home-furnishing retail chain',
    industry: 'Retail',
    size: 'Enterprise',
    challenge: '45 stores replenished from two ageing warehouses, with frequent stock-outs and costly bulky-item delivery.',
    solution: 'A redesigned store replenishment network and a managed two-person delivery service for bulky items.',
    results: [
      { label: 'Fewer store stock-outs', value: '37%' },
      { label: 'Lower delivery cost per item', value: '21%' },
      { label: 'Delivery slot adherence', value: '97%' },
      { label: 'Less warehouse space needed', value: '15%' },
    ],
    metrics: [
      { label: 'Store stock-outs per week', before: '610', after: '384', improvement: '37% fewer' },
      { label: 'Bulky delivery cost per item', before: 'S$62', after: 'S$49', improvement: '21% lower' },
      { label: 'Delivered in the booked slot', before: '82%', after: '97%', improvement: '+15 points' },
    ],
    testimonial:
      'Our store managers noticed first: the shelves were full on Monday morning. Then our customers noticed that the sofa arrived when we said it would.',
    clientName: 'Chief Supply Chain Officer',
    clientTitle: 'Home-furnishing retail chain, Singapore and Malaysia',
    duration: '8 months',
    featured: false,
    overview:
      'A home-furnishing retailer with 45 stores in Singapore and Malaysia and a growing online channel, selling everything from cushions to three-seater sofas.',
    detailedChallenge:
      'Replenishment ran from two warehouses on fixed weekly runs regardless of what stores had sold. Popular lines ran out mid-week while slow lines filled the back rooms. Bulky online orders were handed to whichever van operator was free, with missed slots and damage claims.',
    implementationStory:
      'We moved replenishment to sales-driven orders with three deliveries a week to high-volume stores, consolidated the two warehouses’ fast movers into one, and set up a managed two-person delivery service with booked two-hour slots and assembly on request.',
    keyFeatures: [
      'Sales-driven store replenishment',
      'Consolidated fast-mover stock',
      'Two-person delivery with two-hour slots',
      'Photo proof of delivery and damage checks',
    ],
    timeline: [
      { phase: 'Diagnosis', duration: '4 weeks', description: 'Store sales, stock-outs and delivery records analysed.' },
      { phase: 'Pilot', duration: '10 weeks', description: 'Ten stores on the new replenishment rules.' },
      { phase: 'Rollout', duration: '16 weeks', description: 'All stores and the bulky delivery service live.' },
      { phase: 'Review', duration: 'Quarterly', description: 'Stock rules tuned to seasons and promotions.' },
    ],
    longTermImpact:
      'The retailer closed one warehouse at the end of its lease, online furniture sales grew by a third, and delivery complaints are no longer a standing item on the board agenda.',
  },
  {
    id: '4',
    company: 'SaaS hardware provider',
    industry: 'Technology',
    size: 'Small',
    challenge: 'Shipping point-of-sale terminals to merchants in eight countries, with customs delays and no returns process.',
    solution: 'Bonded regional stock, pre-cleared customs documents and a managed returns and refurbishment loop.',
    results: [
      { label: 'Faster merchant activation', value: '55%' },
      { label: 'Lower cost per device shipped', value: '26%' },
      { label: 'Customs clearance first time', value: '99%' },
      { label: 'Devices refurbished and reused', value: '72%' },
    ],
    metrics: [
      { label: 'Order to merchant activation', before: '11 days', after: '5 days', improvement: '55% faster' },
      { label: 'Cost per device shipped', before: 'US$31', after: 'US$23', improvement: '26% lower' },
      { label: 'Shipments held at customs', before: '14%', after: '1%', improvement: '13 points fewer' },
      { label: 'Returned devices reused', before: '0%', after: '72%', improvement: 'New revenue stream' },
    ],
    testimonial:
      'Logistics was the slowest part of selling to a new merchant. Now it is the part nobody talks about, which is exactly what we wanted.',
    clientName: 'Co-founder and COO',
    clientTitle: 'Point-of-sale SaaS company, Singapore',
    duration: '3 months',
    featured: false,
    overview:
      'A software company selling a point-of-sale subscription that includes a terminal, growing quickly with restaurants and shops in eight Asia Pacific countries.',
    detailedChallenge:
      'Every terminal shipped from Singapore, and shipments with lithium batteries were often held at customs for missing paperwork. Merchants waited up to two weeks to go live, and returned terminals piled up in the office.',
    implementationStory:
      'We placed bonded stock in Singapore and Sydney, prepared battery and import documents once per country, and set up a returns loop that tests, wipes and refurbishes terminals for reuse.',
    keyFeatures: [
      'Bonded stock in two regional hubs',
      'Pre-approved battery and import documents',
      'Activation-ready devices, configured before dispatch',
      'Returns, data wiping and refurbishment',
    ],
    timeline: [
      { phase: 'Compliance review', duration: '3 weeks', description: 'Import and battery rules checked in eight countries.' },
      { phase: 'Hub set-up', duration: '5 weeks', description: 'Bonded stock and device configuration in two hubs.' },
      { phase: 'Go-live', duration: '4 weeks', description: 'All countries shipping from the new hubs; returns loop live.' },
    ],
    longTermImpact:
      'Merchants go live within a week, refurbished terminals cut hardware purchases by a third, and the company entered two more countries without changing its logistics set-up.',
  },
  {
    id: '5',
    company: 'Health-supplements e-commerce brand',
    industry: 'E-commerce',
    size: 'Small',
    challenge: 'Cross-border orders to Australia and Japan took ten days and too many parcels were returned as undeliverable.',
    solution: 'Duties-paid cross-border shipping with local last-mile partners and address checks at checkout.',
    results: [
      { label: 'Faster cross-border delivery', value: '60%' },
      { label: 'Fewer failed deliveries', value: '70%' },
      { label: 'Higher repeat purchase rate', value: '19%' },
      { label: 'Lower shipping cost per order', value: '14%' },
    ],
    metrics: [
      { label: 'Cross-border delivery time', before: '10 days', after: '4 days', improvement: '60% faster' },
      { label: 'Failed deliveries', before: '6.0%', after: '1.8%', improvement: '70% fewer' },
      { label: 'Shipping cost per order', before: 'S$14.20', after: 'S$12.20', improvement: '14% lower' },
    ],
    testimonial:
      'Our customers in Sydney and Osaka now get their order in four days with nothing to pay at the door. Reviews mention the delivery before they mention the product.',
    clientName: 'Founder and Managing Director',
    clientTitle: 'Health-supplements e-commerce brand, Singapore',
    duration: '10 weeks',
    featured: false,
    overview:
      'A Singapore brand of health supplements selling direct to consumers, with Australia and Japan growing faster than its home market.',
    detailedChallenge:
      'Parcels travelled by postal services, customers were asked to pay duties on delivery, and a share of parcels came back because of incomplete addresses. Delivery took ten days on average, and many first-time buyers never ordered again.',
    implementationStory:
      'We switched to duties-paid shipping with landed cost shown at checkout, consolidated daily line-haul to Sydney and Osaka, and local last-mile partners in each market. Address checks at checkout catch missing unit numbers and postcodes.',
    keyFeatures: [
      'Duties and taxes paid at checkout',
      'Daily consolidated line-haul',
      'Local last-mile partners per market',
      'Address validation at checkout',
    ],
    timeline: [
      { phase: 'Lane design', duration: '2 weeks', description: 'Routes, partners and duty rules for both markets.' },
      { phase: 'Integration', duration: '4 weeks', description: 'Checkout, landed cost and address checks connected.' },
      { phase: 'Launch', duration: '4 weeks', description: 'Australia first, then Japan.' },
    ],
    longTermImpact:
      'Cross-border orders now make up half of the brand’s revenue, and the same set-up took it into New Zealand and Korea within the year.',
  },
  {
    id: '6',
    company: 'Consumer electronics distributor',
    industry: 'Technology',
    size: 'Mid-market',
    challenge: 'High-value electronics moved through six markets with theft, damage and no shipment visibility.',
    solution: 'Secure, tracked distribution through vetted carriers with a single control tower for six markets.',
    results: [
      { label: 'Lower losses in transit', value: '92%' },
      { label: 'Shipments tracked end to end', value: '100%' },
      { label: 'Lower insurance premium', value: '30%' },
      { label: 'Faster distributor replenishment', value: '35%' },
    ],
    metrics: [
      { label: 'Losses in transit per year', before: 'US$640K', after: 'US$51K', improvement: '92% lower' },
      { label: 'Shipments with live tracking', before: '35%', after: '100%', improvement: 'Every shipment' },
      { label: 'Replenishment lead time', before: '9 days', after: '6 days', improvement: '35% faster' },
    ],
    testimonial:
      'We used to find out about a missing pallet from an angry customer. Now we know where every pallet is, and very few go missing.',
    clientName: 'VP Supply Chain',
    clientTitle: 'Consumer electronics distributor, Asia Pacific',
    duration: '6 months',
    featured: false,
    overview:
      'A distributor of smartphones, laptops and accessories supplying retailers in Singapore, Malaysia, Indonesia, Thailand, Vietnam and the Philippines.',
    detailedChallenge:
      'Each market used local transport providers chosen on price. High-value pallets were opened in transit, damage claims took months, and the distributor could not see where a shipment was until it arrived or did not.',
    implementationStory:
      'We rebuilt the network on vetted secure carriers and TAPA-certified warehouses, sealed and tracked every pallet, and brought all six markets into one control tower with alerts on delay, route deviation and door opening.',
    keyFeatures: [
      'Vetted secure carriers and TAPA-certified sites',
      'Sealed, tracked pallets with door sensors',
      'One control tower for six markets',
      'Claims handled within 30 days',
      'Monthly security and service review',
    ],
    timeline: [
      { phase: 'Risk assessment', duration: '4 weeks', description: 'Loss history and routes analysed per market.' },
      { phase: 'Carrier vetting', duration: '6 weeks', description: 'Secure carriers selected and audited.' },
      { phase: 'Rollout', duration: '12 weeks', description: 'Markets moved one by one to the new network.' },
      { phase: 'Managed service', duration: 'Ongoing', description: 'Control tower and monthly reviews.' },
    ],
    longTermImpact:
      'Lower losses brought the insurance premium down by almost a third, and two global brands named the distributor their preferred partner for the region.',
  },
];
