import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vite';

// Built once to dist/ so Node (prerender) and every browser build share the same compiled module;
// at run time it is a Module Federation singleton provided by the shell. Component ids come from
// babel-plugin-styled-components (namespace "ds"), never from load order, so server and client
// class names match.
export default defineConfig({
  plugins: [
    babel({
      plugins: [['babel-plugin-styled-components', { namespace: 'ds', ssr: true, displayName: true, fileName: false, pure: true }]],
    }),
  ],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    rolldownOptions: {
      external: [/^react($|\/)/, /^react-dom($|\/)/, /^styled-components($|\/)/, /^@meranti\/platform($|\/)/],
      // lucide-react marks its modules "use client"; irrelevant in a bundled library.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
    minify: false,
    sourcemap: true,
    emptyOutDir: true,
  },
});
