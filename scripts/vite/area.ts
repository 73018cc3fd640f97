import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import { sharedSingletons } from '../../shell/packages/contract/src/federation.ts';
import { iconSprite } from './icons.ts';
import { leanPreloadHelper } from './lean-preload-helper.ts';
import { pageModules } from './page-modules.ts';
import { pageModuleRefresh } from './page-refresh.ts';
import { consumeOnly, ssrExternals } from './shared.ts';
import { sharedCacheContract } from './shared-cache-contract.ts';
import { sharedUsageGate } from './shared-usage-gate.ts';
import { styledComponentsBabel } from './styled.ts';

/**
 * A page's visuals (SVG illustrations, covers) are files of the area's build, fetched by `<img>`:
 * never inlined into JavaScript as data URLs, where they would count against first-load JS and be
 * decoded twice (docs/design/art-direction.md, ADR 25). The shell's builds use it too.
 */
export const neverInlineImages = (file: string) => (/\.(svg|png|jpe?g|webp|avif)$/i.test(file) ? false : undefined);

export interface AreaOptions {
  /** Federation name; also the area name in the route table and remotes.json. */
  readonly area: 'marketing' | 'resources' | 'contact';
  /** styled-components class namespace for this app. */
  readonly namespace: string;
  /** Port for `vite` dev (standalone and under `npm run dev`). */
  readonly devPort: number;
  /** Further plugins for every build of this area (client, SSR, dev), e.g. its Markdown content. */
  readonly plugins?: readonly PluginOption[];
}

/**
 * One Vite config for every area. Client build: a federated area exposing only `./pages`,
 * published under `/mfe/<area>/<buildId>/` (MF_BASE). SSR build (`vite build --ssr src/ssr.ts`):
 * a plain Node module of the same pages with the shared packages left external.
 */
export function defineAreaConfig({ area, namespace, devPort, plugins = [] }: AreaOptions) {
  return defineConfig(({ command, isSsrBuild }): UserConfig => {
    const readable = command === 'serve';
    if (isSsrBuild) {
      return {
        plugins: [...plugins, styledComponentsBabel(namespace, { readable }), react()],
        // The same base as the browser build, so an imported image (`./hero.svg`) has the same
        // address in the prerendered HTML as after hydration. Its file is the browser build's.
        base: process.env.MF_BASE ?? '/',
        ssr: { external: ssrExternals, noExternal: [] },
        build: { outDir: 'dist/server', emptyOutDir: true, target: 'node20', minify: false, assetsInlineLimit: neverInlineImages },
      };
    }
    return {
      base: process.env.MF_BASE ?? '/',
      plugins: [
        // First: it holds the shared-module wrappers until the whole graph is parsed (ADR 16).
        sharedUsageGate(),
        leanPreloadHelper(),
        pageModules(),
        // The shell's first load reads shared packages from the cache these wrappers read (ADR 8).
        sharedCacheContract(),
        ...plugins,
        styledComponentsBabel(namespace, { readable }),
        react(),
        // Standalone dev only: the shell serves the sprite in production.
        ...(command === 'serve' ? [iconSprite(), pageModuleRefresh()] : []),
        federation({
          name: area,
          filename: 'remoteEntry.js',
          exposes: { './pages': './src/pages.ts' },
          // Builds take every shared module from the shell (no local fallback copies to download);
          // dev keeps fallbacks so an area can also run standalone.
          shared: command === 'build' ? consumeOnly(sharedSingletons) : sharedSingletons,
          dts: false,
          manifest: true,
          // Generous: the plugin waits for module parsing to finish; on a busy 2-core machine (CI) the
          // default 10 s can run out and fail the build.
          moduleParseTimeout: 180,
          // Builds use the shell's federation runtime instead of shipping a second copy; in dev the
          // area keeps its own so it can also run standalone (index.html, dev/standalone.tsx).
          experiments: { externalRuntime: command === 'build' },
          // Hot reload inside the shell's page: the area serves a /@react-refresh proxy that hands
          // its components to the shell's React Refresh runtime (one registry), so an edit here
          // updates the page in place.
          dev: { remoteHmr: true },
        }),
      ],
      server: { port: devPort, strictPort: true, origin: `http://localhost:${devPort}` },
      build: {
        outDir: 'dist/client',
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        modulePreload: false,
        assetsInlineLimit: neverInlineImages,
        // Maps without a sourceMappingURL comment, moved out of what is served by the build
        // (scripts/lib/source-maps.mjs): `npm run errors` maps visitors' stacks with them (ADR 24).
        sourcemap: 'hidden',
        // The area's only production entry is the federation's remoteEntry.js; index.html is
        // the standalone dev harness.
        rolldownOptions: { input: {} },
      },
    };
  });
}
