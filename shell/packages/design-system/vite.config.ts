import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import { styledComponentsBabel } from '../../../scripts/vite/styled.ts';
import { buildIconSprite } from './src/components/icon/sprite.ts';

/** Writes the icon sprite beside the bundle (dist/icons-<hash>.svg); the shell serves it at /assets/. */
function iconSprite(sprite: ReturnType<typeof buildIconSprite>): Plugin {
  return {
    name: 'meranti:icon-sprite',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.svg });
    },
  };
}

// Built once to dist/ so Node (prerender) and every browser build share the same compiled module;
// at run time it is a Module Federation singleton provided by the shell. Component ids come from
// babel-plugin-styled-components (namespace "ds"), never from load order, so server and client
// class names match. `npm run dev` rebuilds it with `--mode development` (readable class names).
export default defineConfig(({ mode }) => {
  const sprite = buildIconSprite();
  return {
    plugins: [styledComponentsBabel('ds', { readable: mode === 'development' }), iconSprite(sprite)],
    define: { __MERANTI_ICON_SPRITE__: JSON.stringify(`/assets/${sprite.fileName}`) },
    build: {
      lib: {
        // The boot singleton, the static font CSS, and the on-use entries (ADR 15): a page that uses
        // one bundles it (with the few helpers it shares with the singleton, e.g. Icon).
        entry: {
          index: 'src/index.ts',
          fonts: 'src/theme/fonts.ts',
          accordion: 'src/accordion.ts',
          dialog: 'src/dialog.ts',
          forms: 'src/forms.ts',
          tabs: 'src/tabs.ts',
          charts: 'src/charts.ts',
          stat: 'src/stat.ts',
          'card-grid': 'src/card-grid.ts',
          'cta-panel': 'src/cta-panel.ts',
          chip: 'src/chip.ts',
          'inline-checks': 'src/inline-checks.ts',
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
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
  };
});
