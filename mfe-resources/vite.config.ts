import { fileURLToPath } from 'node:url';
import { markdownContent } from '../scripts/vite/markdown.ts';
import { defineRemoteConfig } from '../scripts/vite/remote.ts';
import { markdownCollections } from './content.config.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineRemoteConfig({
  area: 'resources',
  namespace: 'rs',
  devPort: 5102,
  plugins: [markdownContent({ root, collections: markdownCollections })],
});
