import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { FONT_PATH } from '../../shell/packages/design-system/src/theme/fonts.ts';

const require = createRequire(import.meta.url);
const fontSource = () => readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));

/**
 * The one web font file (Inter, variable, latin, from @fontsource-variable/inter), served by the
 * site itself at FONT_PATH (no third-party request): emitted by the build, answered in dev.
 */
export function selfHostedFont(): Plugin {
  return {
    name: 'meranti:self-hosted-font',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FONT_PATH.slice(1), source: fontSource() });
    },
    configureServer(server) {
      server.middlewares.use(FONT_PATH, (_req, res) => {
        res.setHeader('Content-Type', 'font/woff2');
        res.end(fontSource());
      });
    },
  };
}
