/** Shape of the terms of service [Singapore law, SIAC arbitration; docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import { legalDocument, pageMeta } from '../../components/content.schema';

export const termsContentSchema = z.object({
  meta: pageMeta,
  document: legalDocument.refine((d) => JSON.stringify(d).includes('Singapore International Arbitration Centre'), {
    message: 'the terms must name SIAC arbitration',
  }),
});
export type TermsContent = z.infer<typeof termsContentSchema>;
