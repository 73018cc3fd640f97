/**
 * Zod fragments for the copy the area's shared components take (section intros, calls to action,
 * phases, stats, FAQs, comparisons, feature cards). Page schemas compose them, so every page
 * checks its copy the same way; components import only the inferred types (no zod in bundles).
 */
import { type IconName, isIconName } from '@meranti/design-system';
import { type RouteId, redirects, routes } from '@meranti/platform';
import { z } from 'zod';
import { coverKeys } from './case-study/cover-keys';
import { figureChanges } from './content-blocks/figures';

export const text = z.string().trim().min(1);

export const routeId = z.custom<RouteId>((v) => typeof v === 'string' && Object.hasOwn(routes, v), {
  message: 'not a route id of the route table',
});

export const iconName = z.custom<IconName>((v) => typeof v === 'string' && isIconName(v), {
  message: 'not an icon of the design system',
});

/** Page meta: a title (brand suffix added) and a description of 50–160 characters. */
export const pageMeta = z.object({ title: text.max(70), description: text.min(50).max(160) });

/** An internal link: a route of the route table, optionally to an anchor on it (`#form`). */
export const ctaLink = z.object({
  label: text,
  route: routeId,
  hash: z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/, 'an anchor id without #')
    .optional(),
});
export type CtaLink = z.infer<typeof ctaLink>;

/** A link to a path of the route table's `redirects` (e.g. `/calculator/invoice-audit-roi`). */
export const redirectLink = z.object({ label: text, redirect: z.enum(redirects.map((r) => r.from)) });
export type RedirectLink = z.infer<typeof redirectLink>;

/** Eyebrow, heading (h2) and intro above a section. */
export const sectionIntro = z.object({ eyebrow: text.optional(), heading: text, intro: text.optional() });
export type SectionIntro = z.infer<typeof sectionIntro>;

/** A step of a phased plan (implementation phases, 30-day blocks, method steps). */
export const phase = z.object({
  title: text,
  /** "Weeks 1-2", "Days 31-60", "Ongoing"; omitted for steps without a time box. */
  duration: text.optional(),
  description: text,
  items: z.array(text).min(1).optional(),
  outcome: text.optional(),
});
export type Phase = z.infer<typeof phase>;

export const stat = z.object({
  value: text,
  label: text,
  description: text.optional(),
  /**
   * The figure's scale, when it has a true one (99 of 100 %): drawn as a bar under the figure
   * (art direction, "A headline figure"). `value` is the figure as a number, `maxText` says what
   * the full track stands for.
   */
  scale: z
    .object({ value: z.number().nonnegative(), max: z.number().positive(), maxText: text.optional() })
    .refine((s) => s.value <= s.max, { message: 'a scale’s value is at most its max' })
    .optional(),
});
export type StatItem = z.infer<typeof stat>;

/** The words around a results section's before/after chart (content-blocks/ResultFigures). */
export const resultChartCopy = z.object({ caption: text, beforeLabel: text, afterLabel: text, note: text });

export const faqItem = z.object({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItem>;

/** A side-by-side comparison: every row has one value per column. */
export const comparison = z
  .object({
    caption: text,
    aspectLabel: text,
    columns: z
      .array(z.object({ title: text, tone: z.enum(['negative', 'neutral', 'positive']).optional() }))
      .min(2)
      .max(4),
    rows: z.array(z.object({ aspect: text, values: z.array(text) })).min(2),
  })
  .refine((c) => c.rows.every((r) => r.values.length === c.columns.length), {
    message: 'every comparison row needs one value per column',
  });
export type Comparison = z.infer<typeof comparison>;

/** A card of a feature or module grid; `link` makes it a card that leads somewhere. */
export const featureCard = z.object({
  icon: iconName,
  title: text,
  description: text,
  points: z.array(text).min(1).optional(),
  badge: text.optional(),
  link: ctaLink
    .extend({
      /** Read after the label by screen readers and search engines (visually hidden). */
      context: text.optional(),
    })
    .optional(),
});
export type FeatureCard = z.infer<typeof featureCard>;

/** A card whose link may lead to a redirect path of the route table instead of a route. */
export const featureCardWithRedirect = featureCard.extend({
  link: z.union([featureCard.shape.link.unwrap(), redirectLink.extend({ context: text.optional() })]).optional(),
});

/** A closing call-to-action band. */
export const ctaBand = z.object({
  eyebrow: text.optional(),
  heading: text,
  text: text,
  primary: ctaLink,
  secondary: ctaLink.optional(),
  facts: z
    .array(z.object({ value: text, label: text }))
    .min(2)
    .max(4)
    .optional(),
  note: text.optional(),
});
export type CtaBandContent = z.infer<typeof ctaBand>;

/** A page's opening: pill, h1 (+ highlighted words), lead, one or two calls to action, assurances. */
export const hero = z.object({
  eyebrow: text,
  title: text,
  highlight: text.optional(),
  lead: text,
  primary: ctaLink,
  secondary: ctaLink.optional(),
  assurances: z.array(text).min(2).max(4).optional(),
});
export type HeroContent = z.infer<typeof hero>;

/** The alt text of a hero's visual: one sentence saying what the picture shows (art direction). */
export const visualAlt = text.max(200);

/** An overview page's hero (/services, /solutions): one button that scrolls to the cards. */
export const overviewHero = hero.omit({ primary: true, secondary: true }).extend({ scrollLabel: text });

/**
 * What a page's picture shows, in one sentence (art direction: alt text lives in the page's content
 * module). The file itself is imported by the page (`import heroSrc from './visuals/hero.svg'`).
 */
export const visualCopy = z.object({ alt: visualAlt });
export type VisualCopy = z.infer<typeof visualCopy>;

/** A picture file of the area's build and its intrinsic size (its viewBox), for `<Visual>`. */
export interface VisualFile {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

export const trustStrip = z.object({ label: text, items: z.array(text).min(4).max(8) });

/** Copy beside a highlighted card: "what it is", mission, problem, operations centre. */
export const splitContent = z.object({
  paragraphs: z.array(text).min(1).max(4),
  highlights: z.object({
    title: text,
    items: z.array(text).min(2).max(8),
    /**
     * `problem`: the items are pain points or costs, marked with the problem marker (a danger-toned
     * cross), never a green check. Default: what the visitor gets (checks).
     */
    tone: z.enum(['positive', 'problem']).optional(),
  }),
  stats: z.array(stat).min(2).max(4).optional(),
});
export type SplitContent = z.infer<typeof splitContent>;

/** An engagement or service model, with who it suits, what it includes and how it is priced. */
export const offer = z.object({
  name: text,
  summary: text,
  bestFor: text,
  includes: z.array(text).min(2).max(6),
  pricing: text,
  badge: text.optional(),
});
export type Offer = z.infer<typeof offer>;

/** A legal document: intro paragraphs and numbered sections with in-page anchors. */
export const legalDocument = z.object({
  eyebrow: text,
  title: text,
  updatedLabel: text,
  tocLabel: text,
  intro: z.array(text).min(1),
  sections: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an anchor id'),
        heading: text,
        paragraphs: z.array(text).min(1),
        list: z.array(text).min(2).optional(),
        after: z.array(text).min(1).optional(),
      }),
    )
    .min(5)
    .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, { message: 'section ids must be unique' }),
});
export type LegalDocumentContent = z.infer<typeof legalDocument>;

/** An anonymised testimonial: the quote, the speaker's role and the kind of company (docs/product-rules.md#page-copy). */
export const testimonial = z.object({ text: text, role: text, organisation: text });
export type Testimonial = z.infer<typeof testimonial>;

/** A period of an event calendar (a quarter), with its months and the events that fall in it. */
export const calendarPeriod = z.object({ label: text, months: text, events: z.array(text).min(1).max(6) });
export type CalendarPeriod = z.infer<typeof calendarPeriod>;

const anchorId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'an anchor id');

/** What every block of a landing page has: its section header, an optional anchor and surface. */
const block = { intro: sectionIntro, id: anchorId.optional(), tone: z.enum(['default', 'muted', 'dark']).optional() };

/**
 * One section of a landing page (audience, persona and use-case pages): cards, prose beside a
 * checklist, a comparison, figures, a phased plan, a testimonial or an event calendar.
 */
export const contentBlock = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('features'),
    ...block,
    items: z.array(featureCardWithRedirect).min(2).max(8),
    columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional(),
    /**
     * `problems`: pain points or costs, marked with the problem colour (no link, no check marks).
     * `compact`: rows (pictogram, title, one line, chevron) for next steps and related links.
     * Default: standard cards.
     */
    variant: z.enum(['standard', 'problems', 'compact']).optional(),
  }),
  z.object({ kind: z.literal('split'), ...block, content: splitContent }),
  z.object({ kind: z.literal('comparison'), ...block, comparison }),
  z.object({
    kind: z.literal('stats'),
    ...block,
    stats: z.array(stat).min(2).max(6),
    /** `results`: the figures drawn (scale, before and after) beside their numerals. Default: a strip of figures. */
    variant: z.enum(['strip', 'results']).optional(),
    /** The before/after chart's words, for `results`. */
    chart: resultChartCopy.optional(),
  }),
  z.object({ kind: z.literal('phases'), ...block, stepLabel: text, outcomeLabel: text.optional(), phases: z.array(phase).min(2).max(6) }),
  z.object({ kind: z.literal('quote'), ...block, quote: testimonial }),
  z.object({ kind: z.literal('calendar'), ...block, periods: z.array(calendarPeriod).min(2).max(4) }),
]);
export type ContentBlock = z.infer<typeof contentBlock>;

/** A results section with a change to draw needs the words around its chart. */
export const contentBlockRules = contentBlock.refine(
  (b) => b.kind !== 'stats' || b.variant !== 'results' || b.chart !== undefined || figureChanges(b.stats).length === 0,
  { message: 'a results section with a change to draw needs its chart copy (chart)' },
);

/** A landing page: hero (with an optional trusted-by strip), its blocks in order, the closing band. */
export const landingPageContent = z.object({
  meta: pageMeta,
  pillIcon: iconName,
  hero: hero.extend({ trustedBy: trustStrip.optional() }),
  /** The first screen's picture beside the copy (its file is passed to `landingPage`). */
  visual: visualCopy.optional(),
  blocks: z.array(contentBlockRules).min(3),
  cta: ctaBand,
});
export type LandingPageContent = z.infer<typeof landingPageContent>;

/** The blocks of a landing page by anchor id (schemas use it to require a page's sections). */
export const blocksById = (blocks: readonly ContentBlock[]): ReadonlyMap<string, ContentBlock> =>
  new Map(blocks.flatMap((b) => (b.id ? [[b.id, b] as const] : [])));

/**
 * The fixed words of a case-study page (docs/product-rules.md#case-studies), in two parts
 * so a case study's first load carries only its hero's (ADR 21). The hero: the pill, the call to
 * action, the labels, the cover's alt text, the generic page's states and its back link. The
 * record itself comes from the shared use-case module or the API.
 */
export const caseStudyCopy = z.object({
  /** The hero's pill when a record has no category. */
  caseStudyLabel: text,
  heroPrimary: ctaLink,
  tagsLabel: text,
  industryLabel: text,
  /** What each industry's cover shows (the hero's picture), one sentence each. */
  coverAlt: z.record(z.enum(coverKeys), text.max(160)),
  backToUseCases: ctaLink,
  loading: text,
  notFound: text,
});
export type CaseStudyCopy = z.infer<typeof caseStudyCopy>;

/** Below the hero (loaded with the body's code): section headings, the chart's words, the pair, the call to action, Explore Services. */
export const caseStudyBodyCopy = z.object({
  keyResults: sectionIntro,
  /** The key results' list name and the words around their before/after chart. */
  keyResultsList: text,
  keyResultsChart: resultChartCopy,
  challenge: sectionIntro,
  solution: sectionIntro,
  pair: z.object({ intro: sectionIntro, challengeLabel: text, resultLabel: text }),
  cta: ctaBand,
  exploreServices: ctaLink,
});
export type CaseStudyBodyCopy = z.infer<typeof caseStudyBodyCopy>;
