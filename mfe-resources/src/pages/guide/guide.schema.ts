/** Shape of the guide detail copy [docs/product-rules.md#leads]. */
import { z } from 'zod';
import { closingCtaContent, iconName, routeLink, text } from '../../components/content-schema';

export const guideContentSchema = z.object({
  notFound: z.object({
    title: z.literal('Guide Not Found'),
    text: z.literal("The guide you're looking for doesn't exist."),
    description: z.string().min(50).max(160),
    back: routeLink,
  }),
  back: routeLink,
  gate: z.object({
    titlePrefix: z.literal('Access: '),
    intro: text,
    submit: z.literal('Access Guide Now'),
    includesHeading: text,
  }),
  labels: z.object({
    readTime: text,
    pages: text,
    audience: text,
    level: text,
    published: text,
    keyBenefits: text,
    topics: text,
    tags: text,
    details: text,
    loading: text,
  }),
  support: z.object({ heading: text, text, cta: routeLink.extend({ label: z.literal('Get Implementation Support') }) }),
  download: z.object({ label: text, note: text }),
  share: z.object({ heading: text, linkedin: z.literal('LinkedIn'), email: z.literal('Email'), newTab: text }),
  /** Shown after the gate opens [docs/product-rules.md#leads]: exactly these three phrases. */
  results: z.object({
    heading: text,
    items: z.tuple([
      z.object({ icon: iconName, text: z.literal('10-20% cost reduction') }),
      z.object({ icon: iconName, text: z.literal('6-12 months implementation') }),
      z.object({ icon: iconName, text: z.literal('improved carrier relationships') }),
    ]),
  }),
  closing: closingCtaContent,
});

export type GuideContent = z.infer<typeof guideContentSchema>;
