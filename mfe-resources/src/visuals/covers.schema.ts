/** Shape of the alt texts of the area's shared pictures (./covers.content.ts): the covers and the not-found picture: one sentence per drawn cover, parsed at prerender. */
import { z } from 'zod';
import { text } from '../components/content-schema';

/** What a picture shows, in one sentence (docs/design/art-direction.md). */
const alt = text.max(200).regex(/\.$/, 'one sentence, ending with a full stop');

export const coversContentSchema = z.object({
  topics: z.record(z.string(), alt),
  industries: z.record(z.string(), alt),
  /** The picture of an unknown article, post or guide (./not-in-library.svg). */
  notInLibrary: alt,
});

export type CoversContent = z.infer<typeof coversContentSchema>;
