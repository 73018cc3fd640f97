/**
 * Shape of the download dialog copy [docs/product-rules.md#leads]. Parsed during prerender (src/content.check.ts);
 * only the inferred type reaches browsers.
 */
import { z } from 'zod';
import { companySizeValues } from './post-lead';

const text = z.string().trim().min(1);

const field = <L extends string>(label: L) => z.object({ label: z.literal(label), placeholder: text.optional() });

export const downloadDialogContentSchema = z.object({
  title: text,
  description: text,
  requesting: text,
  closeLabel: text,
  fields: z.object({
    firstName: field('First Name *'),
    lastName: field('Last Name *'),
    email: field('Work Email *'),
    company: field('Company *'),
    jobTitle: field('Job Title *'),
    companySize: field('Company Size'),
    currentChallenges: field('Current Logistics Challenges (Optional)'),
  }),
  companySizeOptions: z
    .array(z.object({ value: z.enum(companySizeValues), label: text }))
    .length(companySizeValues.length)
    .refine((options) => options.map((o) => o.value).join() === companySizeValues.join(), {
      message: 'company size options must be startup, small, medium, large in that order',
    }),
  honeypotLabel: text,
  consent: z.object({
    text: z.literal('By downloading, you agree to receive logistics insights via email.'),
    linkPrefix: text,
    linkLabel: text,
    route: z.literal('privacy'),
  }),
  submit: text,
  sending: text,
  error: text,
  thanks: z.object({
    title: z.literal('Thank You!'),
    message: z.literal('Your download link has been sent to your email. Check your inbox (and spam folder) for immediate access.'),
    download: z.literal('Download Now'),
    supportPrefix: text,
    support: z.literal('Contact support'),
    supportRoute: z.literal('contact'),
  }),
  analytics: z.object({ category: text, openAction: text, submitAction: text }),
});

export type DownloadDialogContent = z.infer<typeof downloadDialogContentSchema>;
