import { fileURLToPath } from 'node:url';
import { defineAreaConfig } from '../scripts/vite/area.ts';
import { markdownContent } from '../scripts/vite/markdown.ts';
import { markdownCollections } from './content.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineAreaConfig({
  area: 'resources',
  namespace: 'rs',
  devPort: 5102,
  plugins: [markdownContent({ root, collections: markdownCollections })],
});
