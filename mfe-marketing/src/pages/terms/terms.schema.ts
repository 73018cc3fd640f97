/** Shape of the terms of service [001 §2 "Legal pages": Singapore law, SIAC arbitration]. */
import { z } from 'zod';
import { legalDocument, pageMeta } from '../../components/content.schema';

export const termsContentSchema = z.object({
  meta: pageMeta,
  document: legalDocument.refine((d) => JSON.stringify(d).includes('Singapore International Arbitration Centre'), {
    message: 'the terms must name SIAC arbitration',
  }),
});
export type TermsContent = z.infer<typeof termsContentSchema>;
