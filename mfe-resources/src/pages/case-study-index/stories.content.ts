/**
 * The six success stories shared by /case-studies and /case-studies/{id}, whole: their heads
 * (./story-heads.ts) with their details (./story-records/).
 * Clients are anonymised: company type and role, no names (docs/product-rules.md#page-copy).
 */

import type { Story } from './stories.schema';
import { type StoryDetails, storyHeads } from './story-heads';
import { details as story1 } from './story-records/1';
import { details as story2 } from './story-records/2';
import { details as story3 } from './story-records/3';
import { details as story4 } from './story-records/4';
import { details as story5 } from './story-records/5';
import { details as story6 } from './story-records/6';

const details: Readonly<Record<string, StoryDetails>> = { '1': story1, '2': story2, '3': story3, '4': story4, '5': story5, '6': story6 };

export const stories: readonly Story[] = storyHeads.map((head) => {
  const more = details[head.id];
  if (!more) throw new Error(`success story ${head.id}: no details in ./story-records/`);
  return { ...head, ...more };
});
