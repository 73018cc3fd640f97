/**
 * writeWhole (api/src/fs/write-whole.mjs), the one atomic write of the API and the scripts: the
 * file is replaced whole, a failure leaves the old file and no temporary file behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isTempName, removeTempFiles, tempNameOf, writeWhole, writeWholeSync } from '../src/fs/write-whole.mjs';

const dirs: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'write-whole-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('writeWhole', () => {
  it('replaces an existing file with the complete new content, and leaves nothing beside it', async () => {
    const dir = scratch();
    const file = path.join(dir, 'state.json');
    fs.writeFileSync(file, 'old content that is longer than the new one');
    const big = 'x'.repeat(3_000_000);
    await writeWhole(file, big);
    expect(fs.readFileSync(file, 'utf8')).toBe(big);
    await writeWhole(file, 'new');
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
    expect(fs.readdirSync(dir)).toEqual(['state.json']);
  });

  it('gives the new file the mode asked for', async () => {
    const file = path.join(scratch(), 'secret');
    await writeWhole(file, 'a', { mode: 0o600 });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    writeWholeSync(file, 'b', { mode: 0o640 });
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
    expect(fs.readFileSync(file, 'utf8')).toBe('b');
  });

  it('fills the temporary file by its path when given a function', async () => {
    const dir = scratch();
    const from = path.join(dir, 'from');
    fs.writeFileSync(from, 'copied');
    const seen: string[] = [];
    await writeWhole(path.join(dir, 'to'), async (tmp) => {
      seen.push(tmp);
      await fs.promises.copyFile(from, tmp);
    });
    expect(fs.readFileSync(path.join(dir, 'to'), 'utf8')).toBe('copied');
    expect(path.dirname(seen[0] as string)).toBe(dir); // the same folder: the rename never crosses file systems
    expect(isTempName(path.basename(seen[0] as string))).toBe(true);
  });

  it.each(['written', 'synced'] as const)('a failure after the "%s" step leaves the old file and no temporary file', async (at) => {
    const dir = scratch();
    const file = path.join(dir, 'f');
    fs.writeFileSync(file, 'old');
    const write = writeWhole(file, 'new', {
      step: (name) => {
        if (name === at) throw new Error(`stopped at ${name}`);
      },
    });
    await expect(write).rejects.toThrow(`stopped at ${at}`);
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir)).toEqual(['f']);
  });

  it('a filler that fails leaves the old file and no temporary file', async () => {
    const dir = scratch();
    const file = path.join(dir, 'f');
    fs.writeFileSync(file, 'old');
    await expect(
      writeWhole(file, async (tmp) => {
        await fs.promises.writeFile(tmp, 'half');
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(fs.readFileSync(file, 'utf8')).toBe('old');
    expect(fs.readdirSync(dir)).toEqual(['f']);
  });

  it('a write into a missing folder fails and creates nothing', async () => {
    const dir = scratch();
    await expect(writeWhole(path.join(dir, 'no/such/f'), 'x')).rejects.toThrow(/ENOENT/);
    expect(() => writeWholeSync(path.join(dir, 'no/such/f'), 'x')).toThrow(/ENOENT/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('removeTempFiles removes what a crash between write and rename left, and nothing else', async () => {
    const dir = scratch();
    const file = path.join(dir, 'sent.ndjson');
    fs.writeFileSync(file, 'whole');
    fs.writeFileSync(tempNameOf(file), 'half');
    fs.writeFileSync(path.join(dir, 'notes.tmp'), 'not ours');
    await removeTempFiles(dir);
    expect(fs.readdirSync(dir).sort()).toEqual(['notes.tmp', 'sent.ndjson']);
  });
});
