/**
 * Shape of the e-commerce scaling use case [docs/product-rules.md#case-studies]: it links to
 * Logistics as a Service and to /case-studies (Read Full Case Study); its plan follows the LaaS
 * phases (weeks 1-2, 3-6, 7-12, ongoing).
 */
import type { z } from 'zod';
import { staticUseCaseSchema } from '../../components/use-case/use-case.schema';

export const ecommerceScalingContentSchema = staticUseCaseSchema({
  durations: ['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-12', 'Ongoing'],
}).refine(
  (c) =>
    c.hero.secondary?.route === 'caseStudyIndex' &&
    c.hero.secondary.label === 'Read Full Case Study' &&
    JSON.stringify(c).includes('"route":"serviceLaas"'),
  { message: 'the page links to /case-studies (Read Full Case Study) and to Logistics as a Service' },
);

export type EcommerceScalingContent = z.infer<typeof ecommerceScalingContentSchema>;
