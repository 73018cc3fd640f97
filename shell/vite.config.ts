import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { selfHostedFont } from '../scripts/vite/font.ts';
import { iconSprite } from '../scripts/vite/icons.ts';
import { sharedSingletons, ssrExternals } from '../scripts/vite/shared.ts';
import { installedSharedVersions } from '../scripts/vite/shared-versions.ts';
import { styledComponentsBabel } from '../scripts/vite/styled.ts';

const NODE_MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../node_modules');

/** Installed version of every shared singleton: what the shell provides to the remotes. */
const sharedVersions = installedSharedVersions(NODE_MODULES);

/**
 * The host. Production client build: `src/entry-client.tsx`, a plain Vite build — the shell
 * imports its dependencies directly and is the federation host through the runtime API
 * (src/federation/host.ts), so no federation loader code sits between the shell and React.
 * Dev: the federation plugin (remotes served by their own dev servers, hot reload across them).
 * SSR build: `vite build --ssr src/entry-server.tsx` — the render function the prerender calls.
 */
export default defineConfig(({ command, isSsrBuild }): UserConfig => {
  const readable = command === 'serve';
  if (isSsrBuild) {
    return {
      plugins: [styledComponentsBabel('sh', { readable }), react()],
      ssr: { external: [...ssrExternals, 'react-router', 'react-router-dom'], noExternal: [] },
      publicDir: false,
      build: { outDir: 'dist-server', emptyOutDir: true, target: 'node20', minify: false },
    };
  }
  const dev = command === 'serve';
  return {
    define: {
      __MERANTI_SHARED_VERSIONS__: JSON.stringify(sharedVersions),
      // The federation runtime's build-time switches (what the plugin sets for the remotes): the
      // browser is the only target, and remotes are registered by their remoteEntry.js, never by a
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
      ...(dev
        ? [
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
      rolldownOptions: { input: { shell: 'src/entry-client.tsx' } },
    },
  };
});
