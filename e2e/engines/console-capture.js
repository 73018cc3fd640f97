// Test only, never part of the site: the cross-engine suite's capture-proxy puts this classic script
// first in the <head> of every page WebKit loads (WebKitWebDriver 2.50 has no WebDriver BiDi, so
// nothing else can report the page's console). It runs before any of the page's own scripts and
// records what a developer console would show as a problem: uncaught errors, unhandled promise
// rejections, console.error and console.warn, elements whose resource failed to load, and CSP
// violations. The suite reads and empties window.__engineConsole.
(() => {
  const entries = [];
  Object.defineProperty(window, '__engineConsole', { value: entries });

  const describe = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value) ?? String(value);
    } catch {
      return String(value);
    }
  };
  for (const level of ['error', 'warn']) {
    const original = console[level];
    console[level] = function (...args) {
      entries.push(`console.${level}: ${args.map(describe).join(' ')}`);
      return original.apply(this, args);
    };
  }
  // Capture phase: a failed <script>, <link> or <img> fires a non-bubbling error on the element.
  window.addEventListener(
    'error',
    (event) => {
      if (event instanceof ErrorEvent) {
        entries.push(`uncaught: ${event.error ? describe(event.error) : event.message} (${event.filename}:${event.lineno})`);
        return;
      }
      const el = event.target;
      if (el && el !== window && el.localName) entries.push(`failed to load <${el.localName}> ${el.currentSrc || el.src || el.href || ''}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => entries.push(`unhandled rejection: ${describe(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    entries.push(`CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`),
  );
})();
