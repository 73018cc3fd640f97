/**
 * Article bodies (rendered Markdown HTML) without putting every body in the page's first-load
 * JavaScript (ADR 14). Listings and pages import only front matter (`*.md?meta`); a body is its
 * own chunk, read through `readBody(key)`:
 *
 * - Prerender: the SSR entry seeds every body synchronously (`seedBodies`), so the HTML holds it.
 * - Browser, first view: the page hydrates while the body's Suspense boundary stays dehydrated
 *   (the prerendered HTML stays as it is); the body's chunk is fetched once the shell reports the
 *   page hydrated (`<html data-hydrated="true">`), then that boundary hydrates against the same HTML.
 * - Browser, client-side navigation: the chunk is fetched at once; the boundary's fallback shows.
 */

import type { MarkdownDocument } from '@meranti/contract/markdown';
import { whenHydrated } from '@meranti/platform';

type BodyLoader = () => Promise<MarkdownDocument>;

const loaders = new Map<string, BodyLoader>();
const html = new Map<string, string>();
const pending = new Map<string, Promise<string>>();

/** Registers lazy loaders (from `import.meta.glob('./x/*.md', { import: 'default' })`), keyed by `${prefix}${file name without .md}`. */
export function registerBodies(prefix: string, glob: Record<string, BodyLoader>): void {
  for (const [file, load] of Object.entries(glob)) loaders.set(prefix + baseName(file), load);
}

/** Seeds bodies that are already loaded (the SSR entry and tests: `import.meta.glob(…, { eager: true })`). */
export function seedBodies(prefix: string, glob: Record<string, MarkdownDocument>): void {
  for (const [file, doc] of Object.entries(glob)) html.set(prefix + baseName(file), doc.html);
}

const baseName = (file: string) => (file.split('/').pop() ?? file).replace(/\.md$/, '');

/** The body's HTML if it is already here, else a promise of it (for React's `use`). */
export function readBody(key: string): string | Promise<string> {
  const ready = html.get(key);
  if (ready !== undefined) return ready;
  let promise = pending.get(key);
  if (!promise) {
    const load = loaders.get(key);
    if (!load) throw new Error(`no Markdown body registered as "${key}"`);
    promise = new Promise<void>((resolve) => whenHydrated(resolve)).then(load).then((doc) => {
      html.set(key, doc.html);
      return doc.html;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Loads a body ahead of a navigation (a page's `prefetch`): resolves once `readBody(key)` answers
 * at once. A key with no body registered (an unknown id: the page shows its not-found state) has
 * nothing to load.
 */
export function preloadBody(key: string): Promise<void> {
  if (!html.has(key) && !loaders.has(key)) return Promise.resolve();
  const body = readBody(key);
  return typeof body === 'string' ? Promise.resolve() : body.then(() => undefined);
}
