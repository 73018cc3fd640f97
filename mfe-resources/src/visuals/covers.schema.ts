/** Shape of the covers' alt texts (./covers.content.ts): one sentence per drawn cover, parsed at prerender. */
import { z } from 'zod';
import { text } from '../components/content-schema';

/** What a picture shows, in one sentence (docs/design/art-direction.md). */
const alt = text.max(200).regex(/\.$/, 'one sentence, ending with a full stop');

export const coversContentSchema = z.object({
  topics: z.record(z.string(), alt),
  industries: z.record(z.string(), alt),
});

export type CoversContent = z.infer<typeof coversContentSchema>;
