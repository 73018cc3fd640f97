import './content.check';

import type { KnownParams } from '@meranti/platform';
import { fixedCaseStudySlugs } from '@meranti/platform/use-cases';

export { pages } from './pages';

/**
 * The known values of the area's detail routes, each prerendered to its own file (ADR 10):
 * /use-cases/{slug} for the six fixed case studies. Other slugs are looked up at run time.
 */
export const knownParams: KnownParams = {
  'use-case-by-slug': () => fixedCaseStudySlugs.map((slug) => ({ slug })),
};
