// Source maps out of the served build (ADR 24): scripts/lib/source-maps.mjs moves every map of a
// browser build to the server side, with sources relative to the repository.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moveSourceMaps } from '../lib/source-maps.mjs';

describe('moveSourceMaps', () => {
  it('leaves no map in the build, and keeps each under the server folder with repository-relative sources', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'meranti-maps-'));
    const build = path.join(root, '.tmp/builds/resources-1-abc/client');
    const server = path.join(root, '.tmp/builds/resources-1-abc/server/client-maps');
    await fs.mkdir(path.join(build, 'assets'), { recursive: true });
    await fs.writeFile(path.join(build, 'remoteEntry.js'), 'export {};');
    await fs.writeFile(path.join(build, 'assets/pages-Ab12Cd34.js'), 'export const p = 1;');
    await fs.writeFile(
      path.join(build, 'assets/pages-Ab12Cd34.js.map'),
      JSON.stringify({ version: 3, sources: ['../../../../../mfe-resources/src/pages.ts', '\0virtual:mf'], mappings: 'AAAA' }),
    );
    const moved = await moveSourceMaps(build, server, { root });
    expect(moved).toEqual(['assets/pages-Ab12Cd34.js.map']);
    expect((await fs.readdir(build, { recursive: true })).filter((f) => f.endsWith('.map'))).toEqual([]);
    const map = JSON.parse(await fs.readFile(path.join(server, 'assets/pages-Ab12Cd34.js.map'), 'utf8'));
    expect(map.sources).toEqual(['mfe-resources/src/pages.ts', '\0virtual:mf']);
    expect(map.mappings).toBe('AAAA');
  });

  it('drops the stand-in content of imported pictures (an id that changes from build to build), keeping the code', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'meranti-maps-'));
    const build = path.join(root, 'client');
    const server = path.join(root, 'server/client-maps');
    await fs.mkdir(path.join(build, 'assets'), { recursive: true });
    const mapOf = (id) =>
      JSON.stringify({
        version: 3,
        sources: ['../../mfe-marketing/src/Page.tsx', '../../mfe-marketing/src/visuals/hero.svg'],
        sourcesContent: ["import src from './visuals/hero.svg';", `export default import.meta.ROLLDOWN_FILE_URL_${id}`],
        mappings: 'AAAA',
      });
    const moved = [];
    for (const id of ['DUq8YoikZL', 'Qx7pLm2vRt']) {
      await fs.writeFile(path.join(build, 'assets/Page.js.map'), mapOf(id));
      await moveSourceMaps(build, server, { root });
      moved.push(await fs.readFile(path.join(server, 'assets/Page.js.map'), 'utf8'));
    }
    expect(moved[0]).toBe(moved[1]);
    expect(JSON.parse(moved[0]).sourcesContent).toEqual(["import src from './visuals/hero.svg';", null]);
  });
});
