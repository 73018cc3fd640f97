/**
 * The shell's browser entry. Production: a staged start — React DOM, styled-components (which
 * takes over the server-rendered styles), the design system and the shared modules the areas
 * take from the shell come in as separate dynamic imports, so the browser evaluates them in
 * separate short tasks instead of one long one (all of them are already downloading: the page
 * announced them after its first paint). The federation runtime is not among them: the first
 * page's module needs only the shared modules (federation/shared.ts), and the registry loads the
 * runtime after hydration. Dev: the federation plugin initialises the host around this module.
 */
if (import.meta.env.PROD) {
  await import('react-dom/client');
  await import('styled-components');
  await import('@meranti/design-system');
  const { provideSharedModules } = await import('./federation/shared');
  provideSharedModules();
}
const { start } = await import('./boot/start');
await start();
