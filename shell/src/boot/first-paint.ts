/**
 * The page's only start-up script: the prerendered HTML loads nothing else directly, so the first
 * paint needs nothing but the HTML (and the font). After that paint it announces every module the
 * shell and the page need to hydrate — all at once, as modulepreload links, so there is no chain
 * of requests — and starts the shell. It imports nothing but the boot-data reader, so it is a few
 * hundred bytes.
 */
import { readBootData } from './boot-data';

/** Longest we hold the shell back for a paint that does not come (should never be reached). */
const PAINT_WAIT_LIMIT_MS = 3000;

/**
 * Resolves once the browser has presented the page's first contentful paint (the Paint Timing
 * entry arrives after the frame is on screen), at once for a page opened in the background
 * (it does not paint until shown), and after two frames where Paint Timing is not supported.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const limit = setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    const done = () => {
      clearTimeout(limit);
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        done();
      }
    });
    observer.observe({ type: 'paint', buffered: true });
  });

const boot = readBootData(document);
if (!boot?.shellEntry) throw new Error('shell: the page carries no boot data');
/**
 * Announcements per task. Each one starts a fetch, a few milliseconds of main-thread work on a
 * phone, so thirty in one go would be a long task; in small batches the browser stays responsive.
 */
const ANNOUNCE_BATCH = 4;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await afterFirstPaint();
const preload = boot.preload ?? [];
for (let i = 0; i < preload.length; i += ANNOUNCE_BATCH) {
  if (i > 0) await nextTask();
  for (const href of preload.slice(i, i + ANNOUNCE_BATCH)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
await import(/* @vite-ignore */ boot.shellEntry);
