import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const DS_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell/packages/design-system/dist');

/** The sprite the design system's build wrote (dist/icons-<hash>.svg), as its Icon component expects it. */
function readSprite() {
  const fileName = readdirSync(DS_DIST).find((f) => /^icons-[\w-]+\.svg$/.test(f));
  if (!fileName) throw new Error('design system not built: no dist/icons-*.svg (npm run build builds it first)');
  return { fileName, source: readFileSync(path.join(DS_DIST, fileName)) };
}

/**
 * Serves the icon sprite at /assets/icons-<hash>.svg: emitted by the shell's build (content-hashed,
 * so cached for good), answered by every dev server (the shell's and each area's standalone one).
 */
export function iconSprite(): Plugin {
  return {
    name: 'meranti:icon-sprite',
    generateBundle() {
      const { fileName, source } = readSprite();
      this.emitFile({ type: 'asset', fileName: `assets/${fileName}`, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/assets\/(icons-[\w-]+\.svg)$/.exec(req.url ?? '');
        if (!match) return next();
        const { fileName, source } = readSprite();
        if (fileName !== match[1]) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(source);
      });
    },
  };
}
