import { describe, expect, it } from 'vitest';
import { fitsBudget, PrefetchQueue, type Priority } from '../src/prefetch/prefetch-queue';

// The order and the budget of a page's speculative prefetches (src/prefetch/link-prefetch.ts
// takes its next prefetch from this queue, in idle time, while the budget has room).

const t = (key: string, priority: Priority) => ({ key, priority });
const nothingNear = () => false;
const nothingDone = () => false;

/** Everything the queue hands out, in order. */
function drain(queue: PrefetchQueue<{ key: string; priority: Priority }>, isNear = nothingNear, isDone = nothingDone): string[] {
  const out: string[] = [];
  for (let next = queue.take(isNear, isDone); next; next = queue.take(isNear, isDone)) out.push(next.key);
  return out;
}

describe('the prefetch queue', () => {
  it('hands out links in <main> first, then the header and footer, then the main pages; each rank in the order they came', () => {
    const queue = new PrefetchQueue();
    queue.add(t('/services', 'idle'));
    queue.add(t('/about', 'chrome'));
    queue.add(t('/use-cases', 'main'));
    queue.add(t('/contact', 'idle'));
    queue.add(t('/solutions', 'chrome'));
    queue.add(t('/services/mcpms', 'main'));
    expect(drain(queue)).toEqual(['/use-cases', '/services/mcpms', '/about', '/solutions', '/services', '/contact']);
  });

  it('holds a page once: a link to it seen again moves it up to a higher rank, never down', () => {
    const queue = new PrefetchQueue();
    expect(queue.add(t('/contact', 'idle'))).toBe(true);
    expect(queue.add(t('/about', 'chrome'))).toBe(true);
    expect(queue.add(t('/contact', 'idle'))).toBe(false);
    expect(queue.add(t('/about', 'idle'))).toBe(false);
    expect(queue.add(t('/contact', 'main'))).toBe(true);
    expect(queue.length).toBe(2);
    expect(drain(queue)).toEqual(['/contact', '/about']);
  });

  it('yields to a link near the viewport now, ahead of its rank (the visitor scrolled on)', () => {
    const queue = new PrefetchQueue();
    for (const key of ['/a', '/b', '/c']) queue.add(t(key, 'main'));
    queue.add(t('/footer-link', 'chrome'));
    const near = new Set(['/c', '/footer-link']);
    expect(queue.take((key) => near.has(key), nothingDone)?.key).toBe('/c');
    expect(queue.take((key) => near.has(key), nothingDone)?.key).toBe('/footer-link');
    expect(drain(queue)).toEqual(['/a', '/b']);
  });

  it('drops what was fetched meanwhile (an intent prefetch, a navigation) instead of fetching it again', () => {
    const queue = new PrefetchQueue();
    for (const key of ['/a', '/b', '/c']) queue.add(t(key, 'main'));
    const done = new Set(['/a', '/c']);
    expect(drain(queue, nothingNear, (key) => done.has(key))).toEqual(['/b']);
    expect(queue.length).toBe(0);
  });

  it('puts back a target the budget has no room for yet at the head of the line, and clears on a new page', () => {
    const queue = new PrefetchQueue();
    queue.add(t('/a', 'main'));
    queue.add(t('/b', 'chrome'));
    const first = queue.take(nothingNear, nothingDone);
    if (!first) throw new Error('nothing queued');
    queue.add(t('/c', 'main'));
    queue.putBack(first);
    expect(queue.take(nothingNear, nothingDone)?.key).toBe('/a');
    queue.clear();
    expect(queue.length).toBe(0);
    expect(queue.take(nothingNear, nothingDone)).toBeUndefined();
  });
});

describe('the prefetch budget', () => {
  it('takes a prefetch while what is spent, held by those under way and held for it stays within the budget', () => {
    expect(fitsBudget(0, 0, 32 * 1024, 100 * 1024)).toBe(true);
    expect(fitsBudget(50 * 1024, 18 * 1024, 32 * 1024, 100 * 1024)).toBe(true);
    expect(fitsBudget(50 * 1024, 18 * 1024 + 1, 32 * 1024, 100 * 1024)).toBe(false);
    expect(fitsBudget(100 * 1024, 0, 0, 100 * 1024)).toBe(true);
    expect(fitsBudget(90 * 1024, 0, 12 * 1024, 100 * 1024)).toBe(false);
  });
});
