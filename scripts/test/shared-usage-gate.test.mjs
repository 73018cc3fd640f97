// The shared-usage gate (scripts/vite/shared-usage-gate.ts, ADR 16), on an area in miniature whose
// one module loads late, as any module can on a busy machine: real `vite build` runs of
// test/fixtures/shared-usage-gate.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../lib/layout.mjs';
import { run } from '../lib/run.mjs';

const FIXTURE = path.join(ROOT, 'scripts/test/fixtures/shared-usage-gate');
const vite = path.join(ROOT, 'node_modules/.bin/vite');
let out;

/** Build the fixture; resolves with { ok, output, code } (the built JavaScript when it succeeded). */
async function buildFixture(gate) {
  const outDir = path.join(out, gate);
  // A production build, as outside Vitest (whose variables would switch the federation plugin off).
  const env = { SHARED_USAGE_GATE: gate, VITEST: undefined, NODE_ENV: undefined };
  try {
    const output = await run(vite, ['build', '--outDir', outDir, '--emptyOutDir'], { cwd: FIXTURE, env, quiet: true });
    const files = (await readdir(path.join(outDir, 'assets'))).filter((f) => f.endsWith('.js'));
    const code = (await Promise.all(files.map((f) => readFile(path.join(outDir, 'assets', f), 'utf8')))).join('\n');
    return { ok: true, output, code };
  } catch (err) {
    return { ok: false, output: String(err.output), code: '' };
  }
}

describe('shared-usage gate', () => {
  let withGate;
  let withoutGate;
  beforeAll(async () => {
    out = await mkdtemp(path.join(os.tmpdir(), 'shared-usage-gate-'));
    [withGate, withoutGate] = await Promise.all([buildFixture('on'), buildFixture('off')]);
  }, 180_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  it('builds, and the shared wrapper provides every name the area imports, from the late module too', () => {
    expect(withGate.output).not.toMatch(/MISSING_EXPORT/);
    expect(withGate.ok).toBe(true);
    expect(withGate.code).toContain('exportModule["createStore"]');
    expect(withGate.code).toContain('exportModule["create"]');
  });

  it('keeps the wrapper narrowed to those names (no byte for an export the area does not use)', () => {
    expect(withGate.ok).toBe(true);
    expect(withGate.code).not.toMatch(/exportModule\["useStore"\]/);
  });

  it('the fixture reproduces the failure without the gate (if this ever builds, see ADR 16: the plugin may have fixed it)', () => {
    expect(withoutGate.ok).toBe(false);
    expect(withoutGate.output).toMatch(/MISSING_EXPORT[\s\S]*"create" is not exported by[\s\S]*__loadShare__zustand/);
  });
});
