/** Shape of the solutions overview copy [docs/product-rules.md#page-copy]. */
import type { RouteId } from '@meranti/platform';
import { z } from 'zod';
import { ctaBand, featureCard, overviewHero, pageMeta, sectionIntro, visualCopy } from '../../components/content.schema';

/** The three audience pages the overview's cards lead to, in the order of the header menu. */
export const audienceRoutes = [
  'solutionEcommerce',
  'solutionMarketplaces',
  'solutionLogisticsPartners',
] as const satisfies readonly RouteId[];

/** The four persona pages. */
export const personaRoutes = [
  'personaOperations',
  'personaProcurement',
  'personaSupplyChain',
  'personaFinance',
] as const satisfies readonly RouteId[];

const linkedCard = featureCard.extend({ link: featureCard.shape.link.unwrap() });

const cardsTo = (routes: readonly RouteId[]) =>
  z
    .array(linkedCard)
    .length(routes.length)
    .refine((cards) => cards.every((card, i) => card.link.route === routes[i]), { message: `the cards must link to ${routes.join(', ')}` });

export const solutionsContentSchema = z.object({
  meta: pageMeta,
  hero: overviewHero,
  visual: visualCopy,
  cards: z.object({ intro: sectionIntro, items: cardsTo(audienceRoutes) }),
  roles: z.object({ intro: sectionIntro, items: cardsTo(personaRoutes) }),
  needs: z.object({ intro: sectionIntro, items: z.array(linkedCard).length(6) }),
  cta: ctaBand,
});

export type SolutionsContent = z.infer<typeof solutionsContentSchema>;
