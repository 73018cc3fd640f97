import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildReason } from '../lib/freshness.mjs';

let root;
const write = async (rel, text = 'x') => {
  await fs.mkdir(path.dirname(path.join(root, rel)), { recursive: true });
  await fs.writeFile(path.join(root, rel), text);
};
const age = (rel, secondsAgo) => {
  const t = new Date(Date.now() - secondsAgo * 1000);
  return fs.utimes(path.join(root, rel), t, t);
};

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'freshness-'));
  await write('mfe-marketing/src/pages/home/home.content.ts');
  await write('shell/src/entry-client.tsx');
  await write('mfe-marketing/node_modules/x/index.js');
  await age('mfe-marketing/src/pages/home/home.content.ts', 60);
  await age('shell/src/entry-client.tsx', 60);
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('npm start: does the built site reflect the sources?', () => {
  it('builds when there is no build yet', async () => {
    expect(await rebuildReason(root, path.join(root, '.ssr/build-stamp.json'))).toBe('no built site yet');
  });

  it('serves the last build when no source is newer', async () => {
    await write('.ssr/build-stamp.json');
    expect(await rebuildReason(root, path.join(root, '.ssr/build-stamp.json'))).toBeNull();
  });

  it('rebuilds after a source file changed, but not for build output or dependencies', async () => {
    await write('.ssr/build-stamp.json');
    await age('.ssr/build-stamp.json', 30);
    await age('mfe-marketing/node_modules/x/index.js', 0);
    await write('shell/dist/assets/x.js');
    expect(await rebuildReason(root, path.join(root, '.ssr/build-stamp.json'))).toBeNull();
    await write('mfe-marketing/src/pages/home/home.content.ts', 'changed');
    expect(await rebuildReason(root, path.join(root, '.ssr/build-stamp.json'))).toBe('sources changed since the last build');
  });
});
