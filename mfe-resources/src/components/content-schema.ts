/**
 * zod fragments shared by the resources area's content schemas (parsed at build time in
 * src/content.check.ts; pages import only the inferred types).
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

/** A link to a route of the table, with its label. */
export const routeLink = z.object({ label: text, route: routeId });

export const pageMeta = z.object({ title: text, description: z.string().min(50).max(160) });

export const sectionIntro = z.object({ eyebrow: text, heading: text, intro: text.optional() });

/** A page's opening: pill, h1 (lead + highlighted words), intro and up to two links. */
export const heroContent = z.object({
  eyebrow: text,
  icon: iconName,
  headingLead: text,
  headingHighlight: text,
  intro: text,
  primary: routeLink.extend({ hash: text.optional() }).optional(),
  secondary: routeLink.optional(),
  /** What the hero's picture shows, in one sentence (its alt text). */
  visualAlt: text,
});

/** A page's closing call to action (CtaPanel). */
export const closingCtaContent = z.object({
  eyebrow: text,
  heading: text,
  text,
  points: z.array(text).max(4),
  primary: routeLink,
  secondary: routeLink,
});

/** A figure of an aggregate strip: value and what it measures. */
export const figure = z.object({ value: text, label: text });

export type HeroContent = z.infer<typeof heroContent>;
export type ClosingCtaContent = z.infer<typeof closingCtaContent>;
export type SectionIntro = z.infer<typeof sectionIntro>;
export type Figure = z.infer<typeof figure>;
