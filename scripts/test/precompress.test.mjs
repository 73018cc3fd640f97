import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressFiles } from '../lib/precompress.mjs';

let dir;
const js = 'export const lane = "Singapore → Jakarta";\n'.repeat(100);
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'assets/page.js'), js);
  await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>content</p>'.repeat(200)}`);
  await fs.writeFile(path.join(dir, 'remotes.json'), '{}');
  await fs.writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096));
});
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('precompress (build step)', () => {
  it('writes brotli and gzip copies that decode to the file, for text files worth compressing', async () => {
    expect(await precompress(dir)).toBe(2);
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'assets/page.js.br'))).toString()).toBe(js);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'assets/page.js.gz'))).toString()).toBe(js);
    const names = await fs.readdir(dir);
    expect(names).toContain('index.html.br');
    expect(names).not.toContain('remotes.json.br'); // under 1 KB
    expect(names).not.toContain('logo.png.br'); // already compressed formats are left alone
  });

  it('compresses again only what changed since', async () => {
    await precompress(dir);
    expect(await precompress(dir)).toBe(0);
    const later = new Date(Date.now() + 5000);
    await fs.utimes(path.join(dir, 'index.html'), later, later);
    expect(await precompress(dir)).toBe(1);
  });

  it('writes only the copies asked for (a release: gzip before it switches, brotli after), each once', async () => {
    expect(await precompress(dir, { encodings: ['gz'] })).toBe(2);
    let names = await fs.readdir(dir);
    expect(names).toContain('index.html.gz');
    expect(names).not.toContain('index.html.br');
    expect(await precompressFiles([path.join(dir, 'index.html'), path.join(dir, 'logo.png')], { encodings: ['br'] })).toBe(1);
    names = await fs.readdir(dir);
    expect(names).toContain('index.html.br');
    expect(names).not.toContain('logo.png.br');
    expect(await precompress(dir)).toBe(1); // only page.js still lacks its brotli copy
  });
});
