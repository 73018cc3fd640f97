/** Shape of the privacy policy [Singapore's PDPA; docs/product-rules.md#page-copy]. */
import { z } from 'zod';
import { legalDocument, pageMeta } from '../../components/content.schema';

export const privacyContentSchema = z.object({ meta: pageMeta, document: legalDocument });
export type PrivacyContent = z.infer<typeof privacyContentSchema>;
