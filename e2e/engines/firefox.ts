/**
 * Debian's Firefox ESR, driven over WebDriver BiDi by puppeteer-core: Firefox's own remote agent,
 * no geckodriver and no download. BiDi reports the page's console and its uncaught errors as they
 * happen, from the very start of each document, and every request's outcome.
 */
import puppeteer, { type ConsoleMessage, type ElementHandle, type HTTPRequest, type HTTPResponse, type JSHandle } from 'puppeteer-core';
import type { EngineElement, EngineSession, Key } from './engine';
import { ports, siteOrigin } from './ports';

export const FIREFOX = '/usr/bin/firefox-esr';

/** Failures that only mean a request was cancelled: the page navigated away or replaced a prefetch. */
const CANCELLED = /NS_BINDING_ABORTED|NS_ERROR_ABORT/;

export async function launchFirefox(): Promise<EngineSession> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    debuggingPort: ports.firefoxRemote,
    defaultViewport: { width: 1280, height: 900 },
  });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  let viewport = { width: 1280, height: 900 };
  let problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    const type: string = message.type();
    if (type === 'error' || type === 'warn' || type === 'warning') problems.push(`console.${type}: ${message.text()}`);
  });
  // Requests under way, and when the network last did anything: what `settle` waits on.
  const inFlight = new Set<HTTPRequest>();
  let lastActivity = Date.now();
  const settled = (request: HTTPRequest) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request: HTTPRequest) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  // BiDi's message already starts with the error's type ("TypeError: …").
  page.on('pageerror', (error: unknown) => problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  page.on('response', (response: HTTPResponse) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      problems.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request: HTTPRequest) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (!CANCELLED.test(reason)) problems.push(`request failed (${reason}): ${request.method()} ${request.url()}`);
  });

  // The session's verbs take any serialisable arguments; puppeteer's own signatures are narrower.
  type InPage = (...args: unknown[]) => unknown;
  const evaluate = page.evaluate.bind(page) as unknown as (fn: InPage, ...args: unknown[]) => Promise<unknown>;
  const evaluateHandle = page.evaluateHandle.bind(page) as unknown as (fn: InPage, ...args: unknown[]) => Promise<JSHandle>;

  // Under the site's `scroll-behavior: smooth`, puppeteer's own scrolling is still under way when it
  // measures the element ("not clickable"): bring it into view at once, as a visitor would have.
  const inView = (handle: ElementHandle<Element>) => handle.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const wrap = (handle: ElementHandle<Element>): EngineElement => ({
    async click() {
      await inView(handle);
      await handle.click();
    },
    async fill(text) {
      await inView(handle);
      await handle.focus();
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await handle.type(text);
    },
  });

  return {
    name: 'firefox',
    version: await browser.version(),
    origin: siteOrigin,
    async open(path) {
      // A new document: what the last one had under way is no longer its business.
      inFlight.clear();
      const response = await page.goto(new URL(path, siteOrigin).href, { waitUntil: 'domcontentloaded' });
      if (!response) throw new Error(`firefox: no response for ${path}`);
      return response.status();
    },
    evaluate: (fn, ...args) => evaluate(fn as InPage, ...args) as never,
    async element(fn, ...args) {
      const handle = (await evaluateHandle(fn as InPage, ...args)).asElement();
      if (!handle) throw new Error(`firefox: no element for ${fn.toString().slice(0, 200)}`);
      return wrap(handle as ElementHandle<Element>);
    },
    async press(key: Key) {
      if (key !== 'Enter') return page.keyboard.press(key);
      // Firefox's remote agent (153 ESR) sends Enter and Space to a focused <button> or checkbox
      // without the browser's keyboard activation: no click follows (see ADR 17; reproducible on a
      // bare <button onclick>). Where the key press produced no click on a focused button, finish
      // what the browser does for a visitor's Enter: activate it. A Firefox that activates by itself
      // makes this a no-op.
      await page.evaluate(() => {
        const w = window as unknown as { __engineKeyClicked?: boolean };
        w.__engineKeyClicked = false;
        document.activeElement?.addEventListener('click', () => (w.__engineKeyClicked = true), { once: true, capture: true });
      });
      await page.keyboard.press('Enter');
      await page.evaluate(() => {
        const focused = document.activeElement;
        if (!(window as unknown as { __engineKeyClicked?: boolean }).__engineKeyClicked && focused instanceof HTMLButtonElement)
          focused.click();
      });
    },
    async resize(width, height) {
      if (viewport.width !== width || viewport.height !== height) {
        await page.setViewport({ width, height }).catch((err: unknown) => {
          // puppeteer sends a screen-orientation override with every viewport change, a WebDriver
          // BiDi command this Firefox ESR does not have; the viewport itself is set by the same call
          // (the width read below says so).
          if (!(err instanceof Error && /unknown command emulation\.setScreenOrientationOverride/.test(err.message))) throw err;
        });
        // That call rejects as soon as the orientation command does, before the viewport command
        // has answered: wait until the page has the new width.
        for (let i = 0; i < 100 && (await page.evaluate(() => window.innerWidth)) !== width; i += 1)
          await new Promise((resolve) => setTimeout(resolve, 50));
        viewport = { width, height };
      }
      return page.evaluate(() => window.innerWidth);
    },
    // Quiet: no request under way and none started or ended for 250 ms. Firefox's BiDi sometimes
    // never reports the end of a module fetch the page has long finished (puppeteer's
    // waitForNetworkIdle then waits for ever): a request the page's own resource timing shows as
    // finished counts as finished.
    async settle() {
      const deadline = Date.now() + 15_000;
      for (;;) {
        if (inFlight.size > 0) {
          const urls = [...new Set([...inFlight].map((r) => r.url()))];
          const done = (await page.evaluate(
            (list: string[]) =>
              list.filter((u) => performance.getEntriesByName(u).some((e) => (e as PerformanceResourceTiming).responseEnd > 0)),
            urls,
          )) as string[];
          for (const r of [...inFlight]) if (done.includes(r.url())) inFlight.delete(r);
        }
        if (inFlight.size === 0 && Date.now() - lastActivity >= 250) return;
        if (Date.now() > deadline) {
          const waiting = [...inFlight].map((r) => `${r.method()} ${r.url()}`);
          throw new Error(`the page did not go quiet in 15 s; requests under way: ${JSON.stringify(waiting)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async takeProblems() {
      const taken = problems;
      problems = [];
      return taken;
    },
    close: () => browser.close(),
  };
}
