/**
 * The cross-engine suite's loopback ports: six in a row from ENGINES_PORT (default 3320), so two
 * checkouts can run the suite side by side on one machine.
 */
const base = Number(process.env.ENGINES_PORT ?? 3320);

export const ports = {
  /** The API server serving the built site (`npm start` as a visitor meets it). */
  site: base,
  /** WebKitWebDriver (W3C WebDriver over HTTP). */
  webkitDriver: base + 1,
  /** Firefox's remote agent (WebDriver BiDi over a WebSocket). */
  firefoxRemote: base + 2,
  /** The SMTP test server the API mails enquiries to. */
  smtp: base + 3,
  /** The test-only capture proxy (capture-proxy.ts) of each engine's worker: WebKit loads every page through it. */
  captureProxy: { webkit: base + 4, firefox: base + 5 },
} as const;

export const siteOrigin = `http://127.0.0.1:${ports.site}`;
