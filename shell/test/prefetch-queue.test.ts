import { describe, expect, it } from 'vitest';
import { fitsBudget, PrefetchQueue, type Priority, ViewBudget } from '../src/prefetch/prefetch-queue';

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

describe('the budget of links on screen', () => {
  const KB = 1024;
  const SCREEN = 800;

  it('holds what prefetches under way may cost and counts what arrived, within its bytes', () => {
    const budget = new ViewBudget(48 * KB, 0);
    expect(budget.fits(32 * KB)).toBe(true);
    budget.hold(32 * KB);
    expect(budget.fits(12 * KB)).toBe(true);
    budget.hold(12 * KB);
    expect(budget.fits(12 * KB)).toBe(false);
    // The first arrived and cost 20 KB: its reserve goes, its bytes count.
    budget.release(32 * KB);
    budget.spend(20 * KB);
    expect(budget.spent).toBe(20 * KB);
    expect(budget.fits(12 * KB)).toBe(true);
    budget.spend(20 * KB);
    expect(budget.fits(12 * KB)).toBe(false);
  });

  it('renews once the visitor has scrolled a screen further, in either direction, and not before', () => {
    const budget = new ViewBudget(48 * KB, 1000);
    budget.spend(48 * KB);
    expect(budget.renewIfMoved(1000 + SCREEN - 1, SCREEN)).toBe(false);
    expect(budget.fits(1)).toBe(false);
    expect(budget.renewIfMoved(1000 + SCREEN, SCREEN)).toBe(true);
    expect(budget.fits(48 * KB)).toBe(true);
    // Renewed from the new position: another screen from there, up or down.
    budget.spend(48 * KB);
    expect(budget.renewIfMoved(1000 + 1.5 * SCREEN, SCREEN)).toBe(false);
    expect(budget.renewIfMoved(1000, SCREEN)).toBe(true);
    expect(budget.spent).toBe(0);
  });

  it('starts whole on a new page view, wherever the page is scrolled', () => {
    const budget = new ViewBudget(48 * KB, 0);
    budget.spend(40 * KB);
    budget.reset(300);
    expect(budget.spent).toBe(0);
    expect(budget.renewIfMoved(300 + SCREEN / 2, SCREEN)).toBe(false);
  });

  it('keeps a reserve released twice from going below nothing', () => {
    const budget = new ViewBudget(48 * KB, 0);
    budget.hold(12 * KB);
    budget.release(12 * KB);
    budget.release(12 * KB);
    expect(budget.fits(48 * KB)).toBe(true);
    expect(budget.fits(48 * KB + 1)).toBe(false);
  });
});
