/**
 * One browser session of one engine, as the cross-engine checks use it: the same few verbs over
 * WebDriver BiDi (Firefox, puppeteer-core) and classic WebDriver (WebKitGTK, selenium-webdriver).
 */
export type EngineName = 'firefox' | 'webkit';

/** An element of the current page, driven by real input (WebDriver clicks and key presses). */
export interface EngineElement {
  click(): Promise<void>;
  /** Empties the field, then types `text` key by key. */
  fill(text: string): Promise<void>;
}

export type Key = 'Tab' | 'Enter' | 'Escape';

export interface EngineSession {
  readonly name: EngineName;
  /** Browser name and version as the driver reports them. */
  readonly version: string;
  /** Where the site is reached from this engine. */
  readonly origin: string;
  /** Loads `path` as a new document (waits for its load event); returns the document's HTTP status. */
  open(path: string): Promise<number>;
  /** Runs `fn` in the page (it must not use anything from this module's scope); returns its result. */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** The element `fn` finds in the page; fails when there is none. */
  element<A extends unknown[]>(fn: (...args: A) => Element | null, ...args: A): Promise<EngineElement>;
  /** Presses and releases `key` on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Sizes the viewport (WebKit: the window) for `width` × `height`; returns the width the page gets. */
  resize(width: number, height: number): Promise<number>;
  /** Resolves once the page has had no request in flight for a moment. */
  settle(): Promise<void>;
  /**
   * What went wrong since the last call: uncaught errors, unhandled rejections, console errors and
   * warnings, and requests that failed (documents excluded: `open` returns their status).
   */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}
