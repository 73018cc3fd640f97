import { defineConfig } from 'vite';

/**
 * The page's start-up script (src/boot/first-paint.ts), built on its own: outside the federated
 * build, which would wrap it in the federation's start-up and so defeat its purpose (nothing of
 * the shell evaluated before the first paint). A few hundred bytes, content-hashed.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist-boot',
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    modulePreload: false,
    sourcemap: 'hidden',
    rolldownOptions: { input: { boot: 'src/boot/first-paint.ts' } },
  },
});
