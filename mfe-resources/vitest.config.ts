import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { markdownContent } from '../scripts/vite/markdown.ts';
import { markdownCollections } from './content.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [markdownContent({ root, collections: markdownCollections })],
  test: { include: ['test/**/*.test.ts', 'test/**/*.test.tsx'] },
});
