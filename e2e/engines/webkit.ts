/**
 * Debian's WebKitGTK: WebKitWebDriver (package webkit2gtk-driver) starting its MiniBrowser on a
 * virtual X display (xvfb-run), driven over classic W3C WebDriver by selenium-webdriver, talking to
 * the running driver (so Selenium Manager never looks for or downloads a driver).
 *
 * WebKitWebDriver 2.50 offers no WebDriver BiDi (a session asking for `webSocketUrl` is refused)
 * and no log endpoint, and MiniBrowser ignores its console-to-stdout setting in automation mode.
 * So WebKit loads the site through the test-only capture proxy, which puts console-capture.js
 * first in every page and watches every request.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Builder, Capabilities, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { waitFor } from '../../scripts/lib/wait.mjs';
import type { CaptureProxy } from './capture-proxy';
import type { EngineElement, EngineSession, Key } from './engine';
import { ports } from './ports';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** MiniBrowser ships with the WebKitGTK library, under /usr/lib/<multiarch>/webkit2gtk-4.1/. */
function miniBrowser(): string {
  for (const dir of readdirSync('/usr/lib')) {
    const candidate = path.join('/usr/lib', dir, 'webkit2gtk-4.1/MiniBrowser');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('webkit: no MiniBrowser under /usr/lib/*/webkit2gtk-4.1 (Debian package libwebkit2gtk-4.1-0)');
}

const KEYS: Record<Key, string> = { Tab: SeleniumKey.TAB, Enter: SeleniumKey.ENTER, Escape: SeleniumKey.ESCAPE };

/** WebKitWebDriver on a virtual display of its own; resolves once it answers /status. */
async function startDriver(): Promise<ChildProcess> {
  // Its own process group: closing the session ends xvfb-run, Xvfb, the driver and MiniBrowser.
  const child = spawn(
    'xvfb-run',
    ['--auto-servernum', '--server-args=-screen 0 1600x1200x24', WEBKIT_DRIVER, `--port=${ports.webkitDriver}`],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const ready = () =>
    fetch(`http://127.0.0.1:${ports.webkitDriver}/status`)
      .then(async (r) => r.ok && ((await r.json()) as { value?: { ready?: boolean } }).value?.ready === true)
      .catch(() => false);
  try {
    await waitFor(ready, {
      timeout: 20_000,
      interval: 100,
      isAlive: () => child.exitCode === null,
      what: `WebKitWebDriver on port ${ports.webkitDriver}`,
    });
  } catch (err) {
    stopDriver(child);
    throw new Error(`WebKitWebDriver did not answer (exit code ${child.exitCode}): ${(err as Error).message}: ${stderr.trim()}`);
  }
  return child;
}

function stopDriver(child: ChildProcess) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** A WebKit session that loads the site through `proxy` (see capture-proxy.ts). */
export async function launchWebKit(proxy: CaptureProxy): Promise<EngineSession> {
  let child: ChildProcess | undefined;
  let driver: WebDriver;
  try {
    child = await startDriver();
    driver = await new Builder()
      .disableEnvironmentOverrides()
      .usingServer(`http://127.0.0.1:${ports.webkitDriver}`)
      .withCapabilities(
        new Capabilities({
          browserName: 'MiniBrowser',
          // 'normal' (open returns after the load event): with 'eager', WebKitWebDriver 2.50 now and
          // then held a script call for over 15 s while the page finished loading.
          pageLoadStrategy: 'normal',
          'webkitgtk:browserOptions': { binary: miniBrowser(), args: ['--automation'] },
        }),
      )
      .build();
  } catch (error) {
    if (child) stopDriver(child);
    throw error;
  }
  const capabilities = await driver.getCapabilities();

  // WebKitWebDriver scrolls an element into view with the page's own scroll behaviour: under the
  // site's `scroll-behavior: smooth` it is still moving when the driver checks it, and the click or
  // key press fails as "not interactable". Bring it into view at once first, as a visitor would
  // have scrolled to it.
  const inView = (element: WebElement) =>
    driver.executeScript((el: Element) => el.scrollIntoView({ block: 'center', behavior: 'instant' }), element);
  const wrap = (element: WebElement): EngineElement => ({
    async click() {
      await inView(element);
      await element.click();
    },
    async fill(text) {
      await inView(element);
      await element.clear();
      await element.sendKeys(text);
    },
  });
  let size = { width: 0, height: 0, innerWidth: 0 };
  const resize = async (width: number, height: number) => {
    if (size.width === width && size.height === height) return size.innerWidth;
    // The window's frame takes some of the size: set it, measure the page, then make up the difference.
    await driver.manage().window().setRect({ width, height });
    const inner = (await driver.executeScript('return [window.innerWidth, window.innerHeight]')) as [number, number];
    await driver
      .manage()
      .window()
      .setRect({ width: width + (width - inner[0]), height: height + (height - inner[1]) });
    size = { width, height, innerWidth: (await driver.executeScript('return window.innerWidth')) as number };
    return size.innerWidth;
  };

  return {
    name: 'webkit',
    version: `${capabilities.getBrowserName()} ${capabilities.getBrowserVersion()}`,
    origin: proxy.origin,
    async open(pathname) {
      await driver.get(new URL(pathname, proxy.origin).href);
      const status = proxy.takeDocumentStatus(new URL(pathname, proxy.origin).pathname);
      if (status === undefined) throw new Error(`webkit: the capture proxy served no document for ${pathname}`);
      return status;
    },
    evaluate: (fn, ...args) => driver.executeScript(fn as never, ...args) as never,
    async element(fn, ...args) {
      const found = (await driver.executeScript(fn as never, ...args)) as WebElement | null;
      if (!found) throw new Error(`webkit: no element for ${fn.toString().slice(0, 200)}`);
      return wrap(found);
    },
    press: (key) => driver.actions().sendKeys(KEYS[key]).perform(),
    resize,
    settle: () => proxy.whenQuiet(),
    async takeProblems() {
      const inPage = (await driver.executeScript(
        'return Array.isArray(window.__engineConsole) ? window.__engineConsole.splice(0) : null',
      )) as string[] | null;
      return [
        ...(inPage ?? ['the page carries no console capture (it was not served through the capture proxy)']),
        ...proxy.takeProblems(),
      ];
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        if (child) stopDriver(child);
      }
    },
  };
}
