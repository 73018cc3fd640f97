import { defineConfig } from 'vite';

// Built once to dist/ so Node (prerender) and every browser build use the same compiled module;
// at run time it is a Module Federation singleton provided by the shell.
export default defineConfig({
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        'structured-data': 'src/structured-data.ts',
        'use-cases': 'src/use-cases.ts',
        hydration: 'src/hydration.ts',
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, 'zustand', /^zod($|\/)/] },
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
  },
});
