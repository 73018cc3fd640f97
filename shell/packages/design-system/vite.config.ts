import { defineConfig } from 'vite';
import { styledComponentsBabel } from '../../../scripts/vite/styled.ts';

// Built once to dist/ so Node (prerender) and every browser build share the same compiled module;
// at run time it is a Module Federation singleton provided by the shell. Component ids come from
// babel-plugin-styled-components (namespace "ds"), never from load order, so server and client
// class names match. `npm run dev` rebuilds it with `--mode development` (readable class names).
export default defineConfig(({ mode }) => ({
  plugins: [styledComponentsBabel('ds', { readable: mode === 'development' })],
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
}));
