import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { selfHostedFont } from '../scripts/vite/font.ts';
import { sharedSingletons, ssrExternals } from '../scripts/vite/shared.ts';
import { styledComponentsBabel } from '../scripts/vite/styled.ts';

/**
 * The host. Client build: `src/entry-client.tsx` with Module Federation (no remotes known at
 * build time — their addresses come from remotes.json at run time). SSR build: `vite build --ssr
 * src/entry-server.tsx` — the render function the prerender calls.
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
  return {
    plugins: [
      styledComponentsBabel('sh', { readable }),
      react(),
      selfHostedFont(),
      federation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        hostInitInjectLocation: 'entry',
        dts: false,
        // One federation runtime on the page, published for the remotes (they build with
        // experiments.externalRuntime).
        experiments: { provideExternalRuntime: true },
        // Remotes are addressed by their remoteEntry.js, never by mf-manifest snapshots.
        disableSnapshot: true,
      }),
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
