// Brotli (quality 11) and gzip (level 9) copies of every compressible file of the built site,
// written beside it (`x.js.br`, `x.js.gz`), so the server sends the smallest encoding the browser
// accepts without compressing per request. A copy older than its file is rewritten (and the
// server never sends a copy older than its file, so a re-prerendered page is never stale).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** Below this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

async function compressOne(file) {
  const [stat, copy] = await Promise.all([fs.stat(file), fs.stat(`${file}.br`).catch(() => null)]);
  if (stat.size < MIN_BYTES || (copy && copy.mtimeMs >= stat.mtimeMs)) return 0;
  const body = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return 1;
}

/** Compresses what is new or changed under `dir`; returns how many files it compressed. */
export async function precompress(dir) {
  const queue = [];
  for await (const file of files(dir)) queue.push(file);
  let done = 0;
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const compressed = await compressOne(file);
      done += compressed;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return done;
}
