// `npm run typecheck`: strict TypeScript over every workspace (each extends tsconfig.base.json).
import path from 'node:path';
import { ROOT } from './lib/layout.mjs';
import { run } from './lib/run.mjs';

const projects = [
  'shell/packages/contract',
  'shell/packages/platform',
  'shell/packages/design-system',
  'shell',
  'mfe-marketing',
  'mfe-resources',
  'mfe-contact',
  'api',
  'e2e',
];
const tsc = path.join(ROOT, 'node_modules/.bin/tsc');
const results = await Promise.allSettled(
  projects.map((p) => run(tsc, ['--noEmit', '-p', `${p}/tsconfig.json`], { cwd: ROOT, quiet: true })),
);
let failed = 0;
results.forEach((r, i) => {
  if (r.status === 'rejected') {
    failed++;
    console.error(`✗ ${projects[i]}\n${r.reason.message}`);
  } else console.log(`✓ ${projects[i]}`);
});
if (failed) process.exit(1);
