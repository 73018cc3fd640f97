/** Pure look-ups over the six success stories (unit-tested): over whole stories or their heads. */
import type { Story } from './stories.schema';

/** The featured story of a list (the one marked featured, else the first) and the others, in order. */
export function splitFeatured<T extends Pick<Story, 'featured'>>(list: readonly T[]): { featured: T | undefined; others: readonly T[] } {
  const featured = list.find((s) => s.featured) ?? list[0];
  return { featured, others: list.filter((s) => s !== featured) };
}

/** The story whose id is the URL's value read as an integer; undefined for anything else. */
export function storyById<T extends Pick<Story, 'id'>>(list: readonly T[], raw: string | undefined): T | undefined {
  if (!raw || !/^\d+$/.test(raw)) return undefined;
  const id = String(Number.parseInt(raw, 10));
  return list.find((s) => s.id === id);
}

/** "Read Next Success Story": the following story, wrapping from the last to the first. */
export function nextStory<T>(list: readonly T[], current: T): T {
  const index = list.indexOf(current);
  const next = list[(index + 1) % list.length];
  if (!next) throw new Error('nextStory: empty list');
  return next;
}
