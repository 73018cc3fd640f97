/**
 * Zod fragments for the copy the area's shared components take (section intros, calls to action,
 * phases, stats, FAQs, comparisons, feature cards). Page schemas compose them, so every page
 * checks its copy the same way; components import only the inferred types (no zod in bundles).
 */
import { type IconName, isIconName } from '@meranti/design-system';
import { type RouteId, routes } from '@meranti/platform';
import { z } from 'zod';

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

export const stat = z.object({ value: text, label: text, description: text.optional() });
export type StatItem = z.infer<typeof stat>;

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

export const trustStrip = z.object({ label: text, items: z.array(text).min(4).max(8) });

/** Copy beside a highlighted card: "what it is", mission, problem, operations centre. */
export const splitContent = z.object({
  paragraphs: z.array(text).min(1).max(4),
  highlights: z.object({ title: text, items: z.array(text).min(2).max(8) }),
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

/**
 * The fixed words of a case-study page (spec 000 §2 "Case-study detail pages", §8): section
 * headings, the challenge/result pair, the call to action, the two closing links and the states
 * of the generic page. The record itself comes from the shared use-case module or the API.
 */
export const caseStudyCopy = z.object({
  /** The hero's pill when a record has no category. */
  caseStudyLabel: text,
  heroPrimary: ctaLink,
  keyResults: sectionIntro,
  challenge: sectionIntro,
  solution: sectionIntro,
  pair: z.object({ intro: sectionIntro, challengeLabel: text, resultLabel: text }),
  tagsLabel: text,
  industryLabel: text,
  cta: ctaBand,
  exploreServices: ctaLink,
  backToUseCases: ctaLink,
  loading: text,
  notFound: text,
});
export type CaseStudyCopy = z.infer<typeof caseStudyCopy>;
