/** Copy of /blog/{id} [docs/product-rules.md#articles-and-guides]; parsed at prerender (content.check.ts). */
import { z } from 'zod';

const text = z.string().trim().min(1);

export const blogArticleContentSchema = z.object({
  back: text,
  share: z.literal('Share Article'),
  copied: z.literal('Link copied to clipboard!'),
  copyPrompt: text,
  readTime: text.includes('{minutes}'),
  tagsHeading: text,
});

export const blogArticleClosingContentSchema = z.object({
  relatedHeading: text,
  cta: z.object({ eyebrow: text, heading: text, text, primary: text, secondary: text }),
  notFound: z.object({
    title: z.literal('Article Not Found'),
    text: z.literal("The article you're looking for doesn't exist."),
    back: text,
    metaTitle: text,
    metaDescription: z.string().min(50).max(160),
  }),
});

export type BlogArticleContent = z.infer<typeof blogArticleContentSchema>;
export type BlogArticleClosingContent = z.infer<typeof blogArticleClosingContentSchema>;
