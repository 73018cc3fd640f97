/**
 * The order of a page's speculative prefetches (link-prefetch.ts): links in view in `<main>` first
 * (what the visitor is reading), then links in the header and footer, then the main pages (/services, /solutions, /contact, /about);
 * in each rank in the order they came. And the budget of the links on screen, which renews as the
 * visitor reads on (ADR 28). Pure: the browser's side (observers, idle callbacks, Resource Timing)
 * stays in link-prefetch.ts.
 */

/** Which speculative prefetches go first: links in view in `<main>`, then in the chrome, then the main pages. */
export const RANK = { main: 0, chrome: 1, idle: 2 } as const;
export type Priority = keyof typeof RANK;

export interface Queued {
  /** One page with its params: two links to it are one prefetch. */
  readonly key: string;
  readonly priority: Priority;
}

/** The speculative prefetches waiting on a page, in the order they go. */
export class PrefetchQueue<T extends Queued> {
  #waiting: T[] = [];

  get length(): number {
    return this.#waiting.length;
  }

  /**
   * Queues `target` after every target of its rank or higher, before the lower ranks. A page
   * already waiting moves up when it comes again with a higher rank (a link to it came into view
   * in `<main>`), and stays where it is otherwise. Returns whether the queue changed.
   */
  add(target: T): boolean {
    const waiting = this.#waiting.findIndex((t) => t.key === target.key);
    if (waiting >= 0) {
      if (RANK[target.priority] >= RANK[this.#waiting[waiting]?.priority ?? 'idle']) return false;
      this.#waiting.splice(waiting, 1);
    }
    const firstLower = this.#waiting.findIndex((t) => RANK[t.priority] > RANK[target.priority]);
    if (firstLower >= 0) this.#waiting.splice(firstLower, 0, target);
    else this.#waiting.push(target);
    return true;
  }

  /**
   * Takes the next target to prefetch: the first one whose link is near the viewport now (the
   * visitor may have scrolled past what came before), else the first in line. Targets already
   * fetched meanwhile (`done`: an intent prefetch, a navigation) are dropped on the way.
   */
  take(isNear: (key: string) => boolean, isDone: (key: string) => boolean): T | undefined {
    for (;;) {
      const nearNow = this.#waiting.findIndex((t) => isNear(t.key));
      const [next] = this.#waiting.splice(Math.max(nearNow, 0), 1);
      if (!next || !isDone(next.key)) return next;
    }
  }

  /** Puts a taken target back at the head of the line (no room for it in the budget yet). */
  putBack(target: T): void {
    this.#waiting.unshift(target);
  }

  /** Drops everything waiting (a new page view, the budget spent, prefetching turned off). */
  clear(): void {
    this.#waiting.length = 0;
  }
}

/**
 * Whether a prefetch that holds `reserve` bytes fits the page's `budget` beside the bytes already
 * `spent` and those `reserved` by the prefetches under way (as transferred).
 */
export const fitsBudget = (spent: number, reserved: number, reserve: number, budget: number): boolean =>
  spent + reserved + reserve <= budget;

/**
 * The budget of the prefetches for links on screen (ADR 28): `bytes` per screen the visitor reads.
 * It renews once the page has scrolled a screen's height from where it last renewed, and on a new
 * page view (`reset`). Bytes are counted as they arrive (`spend`); a prefetch under way holds a
 * reserve of what it may cost until then (`hold`, `release`).
 */
export class ViewBudget {
  #spent = 0;
  #reserved = 0;
  #anchor: number;

  constructor(
    readonly bytes: number,
    scrollTop: number,
  ) {
    this.#anchor = scrollTop;
  }

  /** Renews the budget if the visitor has scrolled at least `screen` pixels since it last did; returns whether it did. */
  renewIfMoved(scrollTop: number, screen: number): boolean {
    if (Math.abs(scrollTop - this.#anchor) < screen) return false;
    this.#anchor = scrollTop;
    this.#spent = 0;
    return true;
  }

  /** A new page view: the whole budget, from this scroll position. */
  reset(scrollTop: number): void {
    this.#anchor = scrollTop;
    this.#spent = 0;
  }

  fits(reserve: number): boolean {
    return fitsBudget(this.#spent, this.#reserved, reserve, this.bytes);
  }

  hold(reserve: number): void {
    this.#reserved += reserve;
  }

  release(reserve: number): void {
    this.#reserved = Math.max(0, this.#reserved - reserve);
  }

  spend(bytes: number): void {
    this.#spent += bytes;
  }

  get spent(): number {
    return this.#spent;
  }
}
