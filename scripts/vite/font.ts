import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The one web font file, served by the site itself (no third-party request). */
export const FONT_FILE = 'fonts/inter-latin-wght-normal.woff2';

/** Emits Inter (variable, latin) from @fontsource-variable/inter at a stable address. */
export function selfHostedFont(): Plugin {
  return {
    name: 'meranti:self-hosted-font',
    apply: 'build',
    generateBundle() {
      const source = readFileSync(require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'));
      this.emitFile({ type: 'asset', fileName: FONT_FILE, source });
    },
  };
}
