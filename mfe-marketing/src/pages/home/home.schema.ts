/**
 * Shape of the home page copy. Parsed during prerender (src/content.check.ts), so missing or
 * malformed copy fails the build; only the inferred type reaches the page bundle.
 */

import { type IconName, isIconName } from '@meranti/design-system';
import { company, type RouteId, routes } from '@meranti/platform';
import { z } from 'zod';
import { ctaBand, hero, stat, trustStrip } from '../../components/content.schema';

const text = z.string().trim().min(1);

const routeId = z.custom<RouteId>((v) => typeof v === 'string' && Object.hasOwn(routes, v), {
  message: 'not a route id of the route table',
});

const iconName = z.custom<IconName>((v) => typeof v === 'string' && isIconName(v), {
  message: 'not an icon of the design system',
});

const link = z.object({ label: text, route: routeId });

const sectionIntro = z.object({ eyebrow: text, heading: text, intro: text });

/** The ten key markets, in the order of the company module (docs/product-rules.md#brand-and-company-facts). */
export const keyMarkets = company.keyMarkets;

const mapNode = z.object({
  code: z.string().regex(/^[A-Z]{2,3}$/),
  city: text,
  /** Position inside the map's 400 × 250 viewBox. */
  x: z.number().min(0).max(400),
  y: z.number().min(0).max(250),
  hub: z.boolean().optional(),
  /** Which side of its hub the market code goes (default right). */
  label: z.enum(['left', 'right']).optional(),
});

export const homeContentSchema = z.object({
  meta: z.object({
    title: text.max(70),
    description: text.min(120).max(160),
  }),
  hero: hero.extend({
    highlight: text,
    primary: z.object({ label: z.literal('Book a Consultation'), route: z.literal('contact') }),
    secondary: z.object({ label: z.literal('Explore Solutions'), route: z.literal('solutions') }),
    assurances: z.array(text).min(2).max(4),
    trustedBy: trustStrip,
    visual: z.object({
      label: text,
      title: text,
      status: text,
      mapLabel: text,
      nodes: z.array(mapNode).min(6),
      kpis: z.array(z.object({ value: text, label: text, trend: text })).length(3),
      lanesLabel: text,
      alert: z.object({ title: text, detail: text }),
      lanes: z.array(z.object({ lane: text, mode: text, status: text, tone: z.enum(['ok', 'moving']) })).length(3),
    }),
  }),
  audiences: sectionIntro.extend({
    cards: z
      .array(
        z.object({
          icon: iconName,
          title: text,
          description: text,
          points: z.array(text).length(3),
          link: z.object({ label: z.literal('Learn More'), route: routeId }),
          /** Read after "Learn More" by screen readers and search engines (visually hidden). */
          linkContext: text,
        }),
      )
      .length(3),
    allLink: link,
  }),
  process: sectionIntro.extend({
    steps: z.tuple([
      z.object({ title: z.literal('Assess'), duration: text, description: text, outcome: text }),
      z.object({ title: z.literal('Design'), duration: text, description: text, outcome: text }),
      z.object({ title: z.literal('Execute'), duration: text, description: text, outcome: text }),
    ]),
    stepLabel: text,
    outcomeLabel: text,
  }),
  numbers: sectionIntro.extend({
    stats: z.array(stat.extend({ description: text })).length(5),
  }),
  services: sectionIntro.extend({
    items: z.array(z.object({ icon: iconName, title: text, description: text, route: routeId })).min(4),
    allLink: link,
  }),
  benefits: sectionIntro.extend({
    items: z.array(z.object({ icon: iconName, title: text, description: text })).length(6),
  }),
  ctaBand: ctaBand.extend({
    eyebrow: text,
    facts: z.array(z.object({ value: text, label: text })).length(3),
    primary: z.object({ label: text, route: z.literal('contact') }),
    note: text,
  }),
  coverage: sectionIntro.extend({
    countriesLabel: text,
    countries: z.array(text).refine((list) => list.length === keyMarkets.length && list.every((c, i) => c === keyMarkets[i]), {
      message: 'coverage must list the ten key markets of the company module',
    }),
    capabilitiesLabel: text,
    capabilities: z.array(text).length(5),
    hqLabel: text,
  }),
  featuredUseCase: z.object({
    eyebrow: text,
    heading: text,
    summary: text,
    metrics: z.array(z.object({ value: text, label: text })).length(4),
    link: link,
    allLink: link,
  }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
/** The copy the page renders first (head, hero). */
export type HomeHeadContent = Pick<HomeContent, 'meta' | 'hero'>;
/** The copy of the sections below the hero, loaded with them. */
export type HomeSectionsContent = Omit<HomeContent, 'meta' | 'hero'>;
