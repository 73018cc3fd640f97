import './content.check';
import type { KnownParams } from '@meranti/platform';
import { guides } from './content/guides';
import { stories } from './pages/alt-case-studies/stories.content';

export { pages } from './pages';

/** Every known value of the area's detail routes, each prerendered to its own file (ADR 10). */
export const knownParams: KnownParams = {
  guide: () => guides.map((g) => ({ slug: g.slug })),
  'alt-case-study': () => stories.map((s) => ({ id: s.id })),
};
