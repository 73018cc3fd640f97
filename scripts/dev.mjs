// `npm run dev`: the shell, the three remotes and the API together, with hot reload.
//   shell      http://localhost:5100   (open this one)
//   marketing  http://localhost:5101   resources 5102   contact 5103   (each also runs alone)
//   API        http://localhost:3000   (proxied under /api by the shell's dev server)
// The two shared packages are rebuilt on change (vite build --watch) so every app sees edits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AREAS, ROOT } from './lib/layout.mjs';
import { buildPackages } from './lib/publish.mjs';

const vite = path.join(ROOT, 'node_modules/.bin/vite');
const procs = [];
const start = (name, cmd, args, cwd, env = {}) => {
  const child = spawn(cmd, args, { cwd: path.join(ROOT, cwd), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  const pipe = (stream, out) =>
    stream.on('data', (d) => {
      for (const l of String(d).split('\n').filter(Boolean)) out.write(`${prefix} ${l}\n`);
    });
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  procs.push(child);
};

// The apps import the two shared packages' compiled dist/ (a fresh clone has none): build them once
// before anything starts, then keep rebuilding them on change.
// The watchers never empty dist/: an emptied dist/ while the apps start (or optimise their
// dependencies) makes them fail to resolve the packages' entries.
await buildPackages();
const keepDist = '--emptyOutDir=false';
start('platform', vite, ['build', '--watch', keepDist, '--logLevel', 'warn'], 'shell/packages/platform');
start('design', vite, ['build', '--watch', keepDist, '--mode', 'development', '--logLevel', 'warn'], 'shell/packages/design-system');
start('api', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], 'api', { PORT: '3000' });
for (const [area, dir] of Object.entries(AREAS)) start(area, vite, [], dir);
start('shell', vite, [], 'shell');

const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
