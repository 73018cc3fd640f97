/** Shape of the privacy policy [001 §2 "Legal pages"; DECISIONS.md: PDPA]. */
import { z } from 'zod';
import { legalDocument, pageMeta } from '../../components/content.schema';

export const privacyContentSchema = z.object({ meta: pageMeta, document: legalDocument });
export type PrivacyContent = z.infer<typeof privacyContentSchema>;
