// `npm run stress-build`: one area's production builds (browser, then Node — exactly what
// `buildAreaToScratch` runs for a deploy) built again and again while other processes keep every core
// busy, the way a CI runner or a deploy beside a serving site sees it. The build must never fail:
// any failed run is reported with the first lines of its error and the exit code is 1.
//   node scripts/stress-build.mjs [--area marketing|resources|contact] [--runs 20] [--busy 2]
// Builds go to a scratch folder under .tmp/ and are removed; .site/ and .ssr/ are not touched.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AREAS, ROOT } from './lib/layout.mjs';
import { buildAreaInto, buildPackages } from './lib/publish.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const AREA = arg('area', 'marketing');
const RUNS = Number(arg('runs', 20));
const BUSY = Number(arg('busy', 2));
if (!Object.hasOwn(AREAS, AREA) || !Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(BUSY) || BUSY < 0) {
  console.error(`usage: node scripts/stress-build.mjs [--area <${Object.keys(AREAS).join('|')}>] [--runs <n ≥ 1>] [--busy <n ≥ 0>]`);
  process.exit(2);
}

/** Processes that spin on one core each until stopped. */
const busy = [];
const stopBusy = () => {
  for (const child of busy.splice(0)) child.kill('SIGKILL');
};
process.on('exit', stopBusy);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopBusy();
    process.exit(130);
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The lines of a failed build's output worth reading: the errors, else its last lines. */
const errorLines = (output) => {
  const lines = String(output ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const errors = lines.filter((line) => /error|MISSING_EXPORT/i.test(line));
  return (errors.length ? errors : lines.slice(-5)).slice(0, 3);
};

// The shared packages' dist/ is what the area builds read (a fresh clone has none yet).
await buildPackages();

for (let i = 0; i < BUSY; i++) {
  busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
}
console.log(
  `[stress-build] ${AREA}: ${RUNS} builds (browser + Node) in a row beside ${BUSY} busy-loop processes on ${os.availableParallelism()} cores`,
);

const scratch = path.join(ROOT, '.tmp', 'stress-build', `${AREA}-${process.pid}`);
const results = [];
for (let run = 1; run <= RUNS; run++) {
  const out = path.join(scratch, String(run));
  const started = performance.now();
  let error;
  try {
    await buildAreaInto(AREA, out, { buildId: randomBytes(6).toString('hex'), quiet: true });
  } catch (err) {
    error = err;
  }
  const ms = performance.now() - started;
  await fs.rm(out, { recursive: true, force: true });
  results.push({ ms, failed: Boolean(error) });
  if (error) {
    console.log(`  run ${String(run).padStart(2)}: FAILED after ${seconds(ms)}`);
    for (const line of errorLines(error.output)) console.log(`      ${line.slice(0, 220)}`);
  } else {
    console.log(`  run ${String(run).padStart(2)}: ok in ${seconds(ms)}`);
  }
}
stopBusy();
await fs.rm(scratch, { recursive: true, force: true });

const failures = results.filter((r) => r.failed).length;
const times = results.map((r) => r.ms);
console.log(
  `[stress-build] ${AREA}: ${failures} failure(s) in ${RUNS} builds · per build (browser + Node): median ${seconds(median(times))}, ` +
    `min ${seconds(Math.min(...times))}, max ${seconds(Math.max(...times))} · total ${seconds(times.reduce((a, b) => a + b, 0))}`,
);
process.exit(failures ? 1 : 0);
