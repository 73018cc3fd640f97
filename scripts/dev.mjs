// `npm run dev`: the shell, the three areas and the API together, with hot reload.
//   shell      http://localhost:5100   (open this one)
//   marketing  http://localhost:5101   resources 5102   contact 5103   (each also runs alone)
//   API        http://localhost:3000   (proxied under /api by the shell's dev server)
// The two shared packages are rebuilt on change (vite build --watch) so every app sees edits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AREAS, ROOT } from './lib/layout.mjs';

const vite = path.join(ROOT, 'node_modules/.bin/vite');
const procs = [];

// A NODE_ENV left in the environment (`production` from a shell profile, or set by a tool that ran
// `vite build` in the same process) would make Vite serve production code: React Fast Refresh off,
// every edit a full page reload. Each tool here picks its own (Vite: development when serving,
// production when building the shared packages).
const { NODE_ENV: inheritedNodeEnv, ...inherited } = process.env;
if (inheritedNodeEnv)
  console.log(`[dev]        NODE_ENV=${inheritedNodeEnv} from the environment is not passed on: npm run dev serves in development`);

/**
 * Starts a process with its output prefixed; resolves once a line of it matches `ready`. Of its
 * standard output, only the lines `show` matches are passed on (all by default).
 */
const start = (name, cmd, args, cwd, { env = {}, ready, show } = {}) => {
  let isReady;
  const started = new Promise((resolve) => {
    isReady = resolve;
  });
  const child = spawn(cmd, args, { cwd: path.join(ROOT, cwd), env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(12);
  const pipe = (stream, out, filter) =>
    stream.on('data', (d) => {
      for (const l of String(d).split('\n').filter(Boolean)) {
        if (!filter || filter.test(l)) out.write(`${prefix} ${l}\n`);
        if (ready?.test(l)) isReady();
      }
    });
  pipe(child.stdout, process.stdout, show);
  pipe(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (ready) isReady(Promise.reject(new Error(`${name} exited (${code}) before it was ready`)));
  });
  procs.push(child);
  return started;
};

// The apps import the two shared packages' compiled dist/ (a fresh clone has none). Their watchers
// build them (and rebuild them on change); the apps start only once both first builds are written,
// so no package file changes under an app while it starts or while the first page loads (that
// change turned the app's next hot updates into full reloads).
// The watchers never empty dist/: an emptied dist/ while the apps run makes them fail to resolve
// the packages' entries.
const keepDist = '--emptyOutDir=false';
// A watcher says "built in …" after each build (its file list is left out).
const watcher = { ready: /built in/, show: /built in|error/i };
await Promise.all([
  start('platform', vite, ['build', '--watch', keepDist], 'shell/packages/platform', watcher),
  start('design', vite, ['build', '--watch', keepDist, '--mode', 'development'], 'shell/packages/design-system', watcher),
]);
start('api', process.execPath, ['--import', 'tsx', '--watch', 'src/server.ts'], 'api', { env: { PORT: '3000' } });
for (const [area, dir] of Object.entries(AREAS)) start(area, vite, [], dir);
start('shell', vite, [], 'shell');

const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
