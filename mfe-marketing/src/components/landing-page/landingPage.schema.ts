/**
 * The rules of a landing page's copy (audience, persona and static use-case pages): the one
 * layout's shape, plus the sections and the hero button each page must have. Each page's
 * `<page>.schema.ts` states its own rules with `landingSchema`.
 */
import type { z } from 'zod';
import { blocksById, type ContentBlock, landingPageContent } from '../content.schema';

export interface LandingRules {
  /** The hero's main button, word for word, where the page's design names it; it leads to /contact. */
  readonly primaryLabel?: string;
  /** Anchor ids of the sections the page must have, each with its kind, in this order. */
  readonly sections: readonly (readonly [id: string, kind: ContentBlock['kind']])[];
  /** The page has a picture in its first screen, so its copy needs the picture's alt text. */
  readonly visual?: boolean;
}

export const landingSchema = ({ primaryLabel, sections, visual = false }: LandingRules) =>
  landingPageContent
    .refine((c) => !visual || c.visual !== undefined, { message: 'the page needs its picture’s alt text', path: ['visual'] })
    .refine((c) => c.hero.primary.route === 'contact' && (primaryLabel === undefined || c.hero.primary.label === primaryLabel), {
      message: `the hero's main button leads to /contact${primaryLabel ? ` and reads "${primaryLabel}"` : ''}`,
      path: ['hero', 'primary'],
    })
    .refine(
      (c) => {
        const byId = blocksById(c.blocks);
        const wanted = sections.map(([id]) => id);
        const order = c.blocks.flatMap((b) => (b.id && wanted.includes(b.id) ? [b.id] : []));
        return sections.every(([id, kind]) => byId.get(id)?.kind === kind) && order.join() === wanted.join();
      },
      {
        message: `the page needs these sections, in order: ${sections.map(([id, kind]) => `${id} (${kind})`).join(', ')}`,
        path: ['blocks'],
      },
    );

export type LandingContent = z.infer<typeof landingPageContent>;

/** The card titles of a page's `features` section with this anchor id ([] when there is none). */
export const cardTitles = (blocks: readonly ContentBlock[], id: string): string[] => {
  const block = blocks.find((b) => b.id === id);
  return block?.kind === 'features' ? block.items.map((i) => i.title) : [];
};
