import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { neverInlineImages } from '../scripts/vite/area.ts';
import { selfHostedFont } from '../scripts/vite/font.ts';
import { iconSprite } from '../scripts/vite/icons.ts';
import { leanPreloadHelper } from '../scripts/vite/lean-preload-helper.ts';
import { pageModuleRefresh } from '../scripts/vite/page-refresh.ts';
import { ssrExternals } from '../scripts/vite/shared.ts';
import { installedSharedVersions } from '../scripts/vite/shared-versions.ts';
import { styledComponentsBabel } from '../scripts/vite/styled.ts';
import { sharedSingletons } from './packages/contract/src/federation.ts';

const NODE_MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules');

/** Installed version of every shared singleton: what the shell provides to the areas. */
const sharedVersions = installedSharedVersions(NODE_MODULES);

/**
 * Where the shell's files are served from, in both builds: an image the shell's own pages import
 * (the not-found page's and the area fallback's pictures) has the same address in the prerendered
 * HTML (Node build) as after hydration (browser build), and is a file of the browser build, never
 * inlined into JavaScript (as the areas' images: scripts/vite/area.ts).
 */
const BASE = '/';

/**
 * react-router's production build declares components and contexts with un-annotated calls at the
 * top level (`var Link = React.forwardRef(…)`, `var MemoizedDataRoutes = React.memo(…)`,
 * `React.createContext(…)`) and names them for React DevTools (`X.displayName = "…"`). A bundler
 * must keep a call or a property write it cannot prove free of side effects, so these kept `Link`,
 * `NavLink`, `Form`, the fetchers and the framework-mode prefetching in every page, though the
 * shell uses none of them. The browser build marks those calls pure and drops the DevTools names.
 */
function reactRouterTreeShakable(): Plugin {
  return {
    name: 'meranti:react-router-tree-shakable',
    transform(code, id) {
      if (!id.includes('/react-router/dist/production/')) return null;
      const shakable = code
        .replace(/^([A-Za-z_$][\w$]*)\.displayName = "[^"]*";$/gm, '')
        .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2')
        // Module-level values only the server and framework modes read.
        .replace(/^(var [A-Za-z_$][\w$]* = )(new Set\(|Object\.getOwnPropertyNames\()/gm, '$1/* @__PURE__ */ $2');
      return { code: shortMessages(shakable, this.parse(shakable)), map: null };
    },
  };
}

/** react-router's assertion helpers and which argument is the message. */
const ROUTER_ASSERTIONS: Readonly<Record<string, number>> = { invariant: 1, invariant2: 1, warning: 1, warningOnce: 2 };
const SHORT_MESSAGE = '"react-router: assertion failed (the development build has the message)"';

/**
 * The messages of react-router's assertions (`invariant(cond, "…")`, 86 of them) are developer
 * help: a visitor never reads them, and each is built on every call. The browser build shortens
 * them to one repeated string, as React's production build does with its error codes; the
 * development build (`npm run dev`) keeps them.
 */
function shortMessages(code: string, program: unknown): string {
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as {
      type?: string;
      callee?: { type: string; name?: string };
      arguments?: { type: string; start: number; end: number }[];
    };
    if (n.type === 'CallExpression' && n.callee?.type === 'Identifier' && n.callee.name && n.callee.name in ROUTER_ASSERTIONS) {
      const message = n.arguments?.[ROUTER_ASSERTIONS[n.callee.name] as number];
      if (message && (message.type === 'Literal' || message.type === 'TemplateLiteral'))
        cuts.push({ start: message.start, end: message.end });
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(program);
  let out = code;
  for (const { start, end } of cuts.sort((a, b) => b.start - a.start)) {
    const quotes = `${out[start]}${out[end - 1]}`;
    if (!['""', "''", '``'].includes(quotes)) throw new Error(`react-router messages: offsets do not match the code (${quotes})`);
    out = out.slice(0, start) + SHORT_MESSAGE + out.slice(end);
  }
  return out;
}

/**
 * The host. Production client build: `src/entry-client.tsx`, a plain Vite build — the shell
 * imports its dependencies directly and is the federation host through the runtime API
 * (src/federation/host.ts), so no federation loader code sits between the shell and React.
 * Dev: the federation plugin (areas served by their own dev servers, hot reload across them).
 * SSR build: `vite build --ssr src/entry-server.tsx` — the render function the prerender calls.
 */
export default defineConfig(({ command, isSsrBuild }): UserConfig => {
  const readable = command === 'serve';
  if (isSsrBuild) {
    return {
      plugins: [styledComponentsBabel('sh', { readable }), react()],
      base: BASE,
      ssr: { external: [...ssrExternals, 'react-router', 'react-router-dom', 'react-helmet-async'], noExternal: [] },
      publicDir: false,
      build: { outDir: 'dist-server', emptyOutDir: true, target: 'node20', minify: false, assetsInlineLimit: neverInlineImages },
    };
  }
  const dev = command === 'serve';
  return {
    base: BASE,
    define: {
      __MERANTI_SHARED_VERSIONS__: JSON.stringify(sharedVersions),
      // The federation runtime's build-time switches (what the plugin sets for the areas): the
      // browser is the only target, and areas are registered by their remoteEntry.js, never by a
      // manifest snapshot, so the snapshot plugin and Node loaders drop out (−3.3 KB gzip).
      ...(dev ? {} : { ENV_TARGET: JSON.stringify('web'), FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true' }),
    },
    // react-router publishes its production build beside the development one but exports only the
    // latter; the browser bundle takes the production build (no dev-only warnings).
    resolve: dev
      ? {}
      : { alias: [{ find: /^react-router$/, replacement: path.join(NODE_MODULES, 'react-router/dist/production/index.mjs') }] },
    plugins: [
      styledComponentsBabel('sh', { readable }),
      react(),
      selfHostedFont(),
      iconSprite(),
      ...(dev ? [] : [reactRouterTreeShakable(), leanPreloadHelper()]),
      ...(dev
        ? [
            // The areas' page modules hot-reload inside this page.
            pageModuleRefresh(),
            federation({
              name: 'shell',
              remotes: {},
              shared: sharedSingletons,
              hostInitInjectLocation: 'entry',
              dts: false,
              experiments: { provideExternalRuntime: true },
              disableSnapshot: true,
            }),
          ]
        : []),
    ],
    // Dev: the API (npm run dev starts it on 3000) answers /api on the same origin.
    server: { port: 5100, strictPort: true, proxy: { '/api': 'http://localhost:3000' } },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      manifest: true,
      modulePreload: false,
      assetsInlineLimit: neverInlineImages,
      // Maps without a sourceMappingURL comment, kept on the server side only (ADR 24).
      sourcemap: 'hidden',
      rolldownOptions: { input: { shell: 'src/entry-client.tsx' } },
    },
  };
});
