// Brotli (quality 11) and gzip (level 9) copies of every compressible file of the built site,
// written beside it (`x.js.br`, `x.js.gz`), so the server sends the smallest encoding the browser
// accepts without compressing per request. A copy older than its file is rewritten (and the
// server never sends a copy older than its file, so a re-prerendered page is never stale).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { writeWhole } from '../../api/src/fs/write-whole.mjs';

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

const COMPRESS = {
  br: (body) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gz: (body) => gzip(body, { level: 9 }),
};

async function compressOne(file, encodings) {
  const stat = await fs.stat(file);
  if (stat.size < MIN_BYTES) return 0;
  const stale = [];
  for (const ext of encodings) {
    const copy = await fs.stat(`${file}.${ext}`).catch(() => null);
    if (!copy || copy.mtimeMs < stat.mtimeMs) stale.push(ext);
  }
  if (stale.length === 0) return 0;
  const body = await fs.readFile(file);
  // Each copy appears whole (writeWhole): the server may be sending it.
  await Promise.all(stale.map(async (ext) => writeWhole(`${file}.${ext}`, await COMPRESS[ext](body))));
  return 1;
}

/**
 * Compresses what is new or changed under `dir`; returns how many files it compressed.
 * `encodings`: which copies to write (a release writes the fast gzip copies of its pages before it
 * switches and the brotli ones, ~60 times slower at quality 11, right after: scripts/lib/release.mjs).
 */
export async function precompress(dir, { encodings = ['br', 'gz'] } = {}) {
  const queue = [];
  for await (const file of files(dir)) queue.push(file);
  return precompressFiles(queue, { encodings });
}

/** The same for a list of files (those that are not worth compressing are left alone). */
export async function precompressFiles(list, { encodings = ['br', 'gz'] } = {}) {
  const queue = list.filter((file) => COMPRESSIBLE.has(path.extname(file)));
  let done = 0;
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const compressed = await compressOne(file, encodings);
      done += compressed;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return done;
}
