/**
 * The six success stories [docs/product-rules.md#case-studies], part one: what a story's page shows
 * in its hero and head, for every story. Part two — what its page shows below the hero — is one
 * module per story in ./story-records/, so /case-studies/{id} loads only its own
 * (`loadStoryDetails`, ADR 21); ./stories.content.ts puts the two together for the listing.
 * Clients are anonymised: company type and role, no names (docs/product-rules.md#page-copy).
 */
import type { Story } from './stories.schema';

/** What a story's hero and head show. */
export type StoryHead = Pick<Story, 'id' | 'company' | 'industry' | 'size' | 'solution' | 'duration' | 'results'>;
/** Everything else: what its page shows below the hero. */
export type StoryDetails = Omit<Story, keyof StoryHead>;

export const storyHeads: readonly StoryHead[] = [
  {
    id: '1',
    company: 'Regional fashion e-commerce brand',
    industry: 'E-commerce',
    size: 'Mid-market',
    solution: 'One managed fulfilment network across Singapore, Malaysia and Thailand with a control tower over every order.',
    results: [
      { label: 'Logistics cost reduction', value: '23%' },
      { label: 'Faster order-to-door', value: '41%' },
      { label: 'On-time delivery', value: '99.1%' },
      { label: 'Fewer customer tickets', value: '58%' },
    ],
    duration: '5 months',
  },
  {
    id: '2',
    company: 'Precision components manufacturer',
    industry: 'Manufacturing',
    size: 'Enterprise',
    solution: 'A consolidated multi-modal tender, indexed contracts with eight carriers and a freight invoice audit.',
    results: [
      { label: 'Freight cost reduction', value: '18%' },
      { label: 'Less time on booking', value: '65%' },
      { label: 'Invoice accuracy', value: '99.4%' },
      { label: 'Lower inbound inventory', value: '12%' },
    ],
    duration: '6 months',
  },
  {
    id: '3',
    company: 'Home-furnishing retail chain',
    industry: 'Retail',
    size: 'Enterprise',
    solution: 'A redesigned store replenishment network and a managed two-person delivery service for bulky items.',
    results: [
      { label: 'Fewer store stock-outs', value: '37%' },
      { label: 'Lower delivery cost per item', value: '21%' },
      { label: 'Delivery slot adherence', value: '97%' },
      { label: 'Less warehouse space needed', value: '15%' },
    ],
    duration: '8 months',
  },
  {
    id: '4',
    company: 'SaaS hardware provider',
    industry: 'Technology',
    size: 'Small',
    solution: 'Bonded regional stock, pre-cleared customs documents and a managed returns and refurbishment loop.',
    results: [
      { label: 'Faster merchant activation', value: '55%' },
      { label: 'Lower cost per device shipped', value: '26%' },
      { label: 'Customs clearance first time', value: '99%' },
      { label: 'Devices refurbished and reused', value: '72%' },
    ],
    duration: '3 months',
  },
  {
    id: '5',
    company: 'Health-supplements e-commerce brand',
    industry: 'E-commerce',
    size: 'Small',
    solution: 'Duties-paid cross-border shipping with local last-mile partners and address checks at checkout.',
    results: [
      { label: 'Faster cross-border delivery', value: '60%' },
      { label: 'Fewer failed deliveries', value: '70%' },
      { label: 'Higher repeat purchase rate', value: '19%' },
      { label: 'Lower shipping cost per order', value: '14%' },
    ],
    duration: '10 weeks',
  },
  {
    id: '6',
    company: 'Consumer electronics distributor',
    industry: 'Technology',
    size: 'Mid-market',
    solution: 'Secure, tracked distribution through vetted carriers with a single control tower for six markets.',
    results: [
      { label: 'Lower losses in transit', value: '92%' },
      { label: 'Shipments tracked end to end', value: '100%' },
      { label: 'Lower insurance premium', value: '30%' },
      { label: 'Faster distributor replenishment', value: '35%' },
    ],
    duration: '6 months',
  },
];

const records = import.meta.glob<StoryDetails>('./story-records/*.ts', { import: 'details' });

/** One story's details, loaded on their own (a chunk each in a browser build); undefined for no such story. */
export function loadStoryDetails(id: string): Promise<StoryDetails | undefined> {
  const load = records[`./story-records/${id}.ts`];
  return load ? load() : Promise.resolve(undefined);
}
