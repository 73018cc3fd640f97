/**
 * The shell's browser entry. Production: a staged start — React DOM, styled-components (which
 * takes over the server-rendered styles), the design system and the federation host come in as
 * separate dynamic imports, so the browser evaluates them in separate short tasks instead of one
 * long one (all of them are already downloading: the page announced them after its first paint).
 * Dev: the federation plugin initialises the host around this module.
 */
if (import.meta.env.PROD) {
  await import('react-dom/client');
  await import('styled-components');
  await import('@meranti/design-system');
  const { initFederationHost } = await import('./federation/host');
  initFederationHost();
}
const { start } = await import('./boot/start');
await start();
