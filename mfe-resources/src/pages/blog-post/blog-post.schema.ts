/** Copy of /resources/blogs/{slug} [docs/product-rules.md#articles-and-guides]; parsed at prerender (content.check.ts). */
import { z } from 'zod';

const text = z.string().trim().min(1);

export const blogPostContentSchema = z.object({
  back: z.literal('Back to Blog'),
  share: text,
  copied: z.literal('Link copied to clipboard!'),
  copyPrompt: text,
  readTime: text.includes('{minutes}'),
  tagsHeading: text,
});

export const blogPostClosingContentSchema = z.object({
  sidebar: z.object({
    newsletter: z.object({ heading: z.literal('Get Weekly Insights'), text, cta: z.literal('Subscribe') }),
    quickStats: z.object({
      heading: z.literal('Quick Stats'),
      stats: z.tuple([
        z.object({ value: z.literal('18%'), label: text }),
        z.object({ value: z.literal('500+'), label: text }),
        z.object({ value: z.literal('6 months'), label: text }),
      ]),
    }),
  }),
  relatedHeading: text,
  cta: z.object({ eyebrow: text, heading: text, text, primary: text, secondary: text }),
  notFound: z.object({
    title: z.literal('Blog Post Not Found'),
    text: z.literal("The blog post you're looking for doesn't exist."),
    back: z.literal('Back to Blog'),
    metaTitle: text,
    metaDescription: z.string().min(50).max(160),
  }),
});

export type BlogPostContent = z.infer<typeof blogPostContentSchema>;
export type BlogPostClosingContent = z.infer<typeof blogPostClosingContentSchema>;
