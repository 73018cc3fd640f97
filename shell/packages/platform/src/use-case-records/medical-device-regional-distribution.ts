import type { UseCaseDetails } from '../use-case-summaries';

/** medical-device-regional-distribution: what its case-study page shows below the hero. */
export const details: UseCaseDetails = {
  heroSubtitle: 'Regulated, temperature-sensitive stock moved across five markets without the wait',
  challengeDescription:
    'Each market had its own medical-device registration and import-permit rules, documents were prepared by hand for every shipment, and cold-chain shipments changed hands up to four times between the Singapore warehouse and the hospital dock. Nobody saw a temperature log until a complaint arrived.',
  challenges: [
    {
      icon: 'Shield',
      title: 'Import permits',
      description: 'Registration numbers and permits checked by hand for every shipment in five markets.',
    },
    { icon: 'AlertTriangle', title: 'Temperature excursions', description: '2.5% of cold-chain shipments arrived outside 2-8 °C.' },
    { icon: 'Clock', title: 'Customs holds', description: 'One shipment in four waited three days or more at the border.' },
    { icon: 'Database', title: 'No shared records', description: 'Permits, batch numbers and temperature logs lived in separate files.' },
  ],
  solutions: [
    {
      title: 'Regulatory document engine',
      description: 'Permits and registrations held once per product and market, attached to every shipment automatically.',
      benefit: 'Clearance 60% faster',
    },
    {
      title: 'Validated cold-chain lanes',
      description: 'Qualified packaging and two vetted cold-chain carriers per lane, with fewer hand-overs.',
      benefit: 'Excursions down to 0.3%',
    },
    {
      title: 'Live temperature monitoring',
      description: 'Data loggers streaming to the control tower, with alerts handled within two hours.',
    },
    {
      title: 'Batch traceability',
      description: 'Batch, expiry and temperature history for every delivery, ready for hospital audits and recalls.',
    },
  ],
  detailedMetrics: [
    { metric: '-60%', label: 'Customs clearance time' },
    { metric: '0.3%', label: 'Cold-chain shipments outside 2-8 °C, down from 2.5%' },
    { metric: '99%', label: 'Hospital orders delivered on the promised day' },
    { metric: '5', label: 'Markets served from one Singapore hub' },
  ],
};
