import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { deferred, preloadAll } from '../src/deferred';

// A deferred section as the prerender and a page's `prefetch` use it (here in Node, as the
// prerender runs: no document). What hydrates it in the browser is covered end to end.

/** A section module: the component, and how many times its code was fetched. */
function sectionModule(fail = 0) {
  const calls = { count: 0 };
  let failures = fail;
  const Section = ({ label }: { label: string }) => createElement('p', null, `section: ${label}`);
  const load = () => {
    calls.count += 1;
    if (failures > 0) {
      failures -= 1;
      return Promise.reject(new Error('chunk failed'));
    }
    return Promise.resolve(Section);
  };
  return { calls, load };
}

describe('deferred sections', () => {
  it('fetch their code once, however often and however many at once ask for it', async () => {
    const mod = sectionModule();
    const Faq = deferred<{ label: string }>(mod.load);
    await Promise.all([Faq.preload(), Faq.preload()]);
    await Faq.preload();
    expect(mod.calls.count).toBe(1);
  });

  it('fetch again after a failed load, on the next preload', async () => {
    const mod = sectionModule(1);
    const Faq = deferred<{ label: string }>(mod.load);
    await expect(Faq.preload()).rejects.toThrow('chunk failed');
    await expect(Faq.preload()).resolves.toBeUndefined();
    expect(mod.calls.count).toBe(2);
  });

  it('prerender as the section with its props, in a wrapper without a box of its own, once preloaded', async () => {
    const Faq = deferred<{ label: string }>(sectionModule().load);
    await Faq.preload();
    expect(renderToString(createElement(Faq, { label: 'FAQ' }))).toBe('<div data-deferred=""><!--$--><p>section: FAQ</p><!--/$--></div>');
  });

  it('are not prerendered before their code has loaded: the boundary is left for the browser, with the error', () => {
    const Faq = deferred<{ label: string }>(sectionModule().load);
    const html = renderToString(createElement(Faq, { label: 'FAQ' }));
    expect(html).not.toContain('section: FAQ');
    expect(html).toMatch(/<!--\$!-->.*prerendered before its preload\(\) resolved/s);
  });

  it('are all loaded by a page’s preloadAll, which settles once every one has', async () => {
    const a = sectionModule();
    const b = sectionModule();
    const A = deferred<{ label: string }>(a.load);
    const B = deferred<{ label: string }>(b.load);
    await expect(preloadAll(A, B)()).resolves.toBeUndefined();
    expect([a.calls.count, b.calls.count]).toEqual([1, 1]);
    expect(renderToString(createElement(B, { label: 'B' }))).toContain('section: B');
  });

  it('make preloadAll fail when one section’s code fails to arrive', async () => {
    const A = deferred<{ label: string }>(sectionModule().load);
    const B = deferred<{ label: string }>(sectionModule(1).load);
    await expect(preloadAll(A, B)()).rejects.toThrow('chunk failed');
  });
});
