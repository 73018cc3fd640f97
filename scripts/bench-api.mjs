// `npm run bench:api`: accepted enquiries per second and latency at 50 connections (autocannon,
// loopback, bounded in time), for
//   durable  — the real server (api/src/server.ts): validate, fsync to the outbox (group commit),
//              answer; a background sender mails to the SMTP server;
//   naive    — a handler that sends the mail inside the request (api/bench/naive-server.ts);
// both against the same SMTP server answering every message in 50 ms (api/bench/slow-smtp.ts).
// With --stack, also `npm run stack` (PostgreSQL, Caddy in front) with 1 and with 2 API
// instances, and the one instance without Caddy, with the CPU time each process spent per
// accepted enquiry (where the time goes). Every request carries a unique submission id.
// Options: --duration <s> (default 10), --stack. Stack ports: free ones, or BENCH_PORT (the load
// balancer; the instances follow) and BENCH_PG_PORT.
// --rum instead (ADR 24): the telemetry endpoint on one instance — the beacons per
// second it takes, their latency and the CPU milliseconds per beacon — and the enquiry p99 at a
// steady rate without, then during, a beacon flood (with the endpoint's own limits as shipped);
// with --duration <s> (default 15), --rounds <n> (default 5), --flood-rate <beacons/s> (5,000).
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { beacon, beaconFlood, RUM_CONNECTIONS } from './lib/bench/beacon-flood.mjs';
import { cpuMs } from './lib/bench/proc-cpu.mjs';
import { freePorts } from './lib/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const STACK = process.argv.includes('--stack');
const RUM = process.argv.includes('--rum');
const DURATION = Number(arg('duration', RUM ? 15 : 10));
const CONNECTIONS = 50;
const SMTP_DELAY_MS = 50;
const TARGETS = { acceptedPerSec: 1000, p99Ms: 50, speedup: 10 };

const children = new Set();
/**
 * --rum: the API instance on CPU 0, and everything else — the bench's own load generators (the
 * flood's worker thread too) and the SMTP server — on the other CPUs, when there are two or more
 * and `taskset` is there. In production the visitors' browsers are other machines; on one shared
 * CPU the flood's own client work would delay the API whatever the API does.
 */
const CPUS = os.cpus().length;
const PIN = RUM && CPUS >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0;
const API_CPU = '0';
const LOAD_CPUS = `1-${CPUS - 1}`;
/** Spawn `node --import tsx <file>` (on `cpus` when given) and resolve with what `pattern` captures from its stdout. */
function start(name, file, args, env, pattern, { cpus } = {}) {
  const node = [process.execPath, '--import', 'tsx', path.join(ROOT, file), ...args];
  const [cmd, ...argv] = PIN && cpus ? ['taskset', '-c', cpus, ...node] : node;
  const child = spawn(cmd, argv, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start in 30 s:\n${out}`)), 30_000);
    const check = () => {
      const m = pattern.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout.off('data', check);
        resolve({ child, value: m[1], output: () => out });
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}):\n${out}`)));
  });
}
async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
process.on('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

const enquiry = () =>
  JSON.stringify({
    name: 'Bench Visitor',
    email: 'bench.visitor@example.com',
    company: 'Bench Logistics Pte Ltd',
    phone: '+65 6000 0000',
    serviceInterest: 'logistics-outsourcing',
    companySize: '50k-200k',
    message: 'We would like to outsource our regional fulfilment. '.repeat(4),
    referrerPage: '/services/logistics-as-a-service',
    referrerUrl: 'http://127.0.0.1/contact',
    ctaSourceUrl: '/services/logistics-as-a-service',
    submissionTimestamp: new Date().toISOString(),
    userAgent: 'autocannon',
    submissionId: randomUUID(),
    website: '',
    formStartedAt: Date.now() - 30_000,
  });

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration,
        timeout: 20,
        requests: [
          {
            method: 'POST',
            path: '/api/contact',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: enquiry() }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function bench(name, url) {
  process.stdout.write(`[bench] ${name}: warm-up 2 s, then ${DURATION} s at ${CONNECTIONS} connections… `);
  const warm = await load(url, 2);
  const r = await load(url, DURATION);
  const ok = r['2xx'];
  const row = {
    handler: name,
    'accepted/s': Math.round(ok / r.duration),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    accepted: ok,
    'non-2xx': r.non2xx
      ? Object.entries(r.statusCodeStats)
          .filter(([code]) => !code.startsWith('2'))
          .map(([code, { count }]) => `${count}× ${code}`)
          .join(', ')
      : 0,
    errors: r.errors + r.timeouts,
  };
  Object.defineProperty(row, 'warmup', { value: warm['2xx'], enumerable: false });
  console.log('done');
  return row;
}

// ---------------------------------------------------------------- --stack

/** The processes whose parent is `pid` (PostgreSQL's backends and workers). */
function childrenOf(pid) {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}
/** CPU time so far of each part of the stack, and of this process (autocannon) and the SMTP server. */
function stackCpu(state, smtpPid) {
  const byRole = (role) => state.processes.filter((p) => p.role === role).map((p) => p.pid);
  const pg = byRole('postgres');
  const sum = (pids) => pids.reduce((t, pid) => t + cpuMs(pid), 0);
  const self = process.cpuUsage();
  return {
    'load balancer (Caddy)': sum(byRole('lb')),
    'API instances (Node)': sum(byRole('api')),
    PostgreSQL: sum([...pg, ...pg.flatMap(childrenOf)]),
    'SMTP server': cpuMs(smtpPid),
    'load generator': (self.user + self.system) / 1000,
  };
}

/** `npm run stack` with `instances` API instances: the load balancer's figures (and, with one, the instance's own). */
async function benchStack(instances, smtp) {
  const stackData = mkdtempSync(path.join(os.tmpdir(), 'meranti-bench-stack-'));
  chmodSync(stackData, 0o755); // PostgreSQL's user reaches its cluster under it
  const [port] = process.env.BENCH_PORT ? [Number(process.env.BENCH_PORT)] : await freePorts(instances + 1);
  const pgPort = process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : (await freePorts(1))[0];
  const env = {
    PORT: String(port),
    STACK_INSTANCES: String(instances),
    STACK_API_PORT: String(port + 1),
    STACK_PG_PORT: String(pgPort),
    DATA_DIR: stackData,
    SMTP_URL: `smtp://127.0.0.1:${smtp.value}`,
    LOG_LEVEL: 'warn',
    MIN_FILL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_BURST: '10000000',
    // The figures are the enquiry path's: no Prometheus or Alertmanager beside it.
    STACK_MONITORING: '0',
  };
  process.stdout.write(`[bench] starting npm run stack with ${instances} instance(s)… `);
  const stack = await start('npm run stack', 'scripts/stack.mjs', [], env, /\[stack\] (http:\/\/\S+) — /);
  console.log('up');
  const rows = [];
  try {
    const state = JSON.parse(readFileSync(path.join(stackData, 'stack/state.json'), 'utf8'));
    const url = `http://127.0.0.1:${port}`;
    const measure = async (name, target) => {
      const before = stackCpu(state, smtp.child.pid);
      const row = await bench(name, target);
      const after = stackCpu(state, smtp.child.pid);
      // CPU ms per accepted enquiry, by process (warm-up included in both the time and the count).
      const accepted = row.accepted + row.warmup;
      row.cpu = Object.fromEntries(Object.keys(after).map((k) => [k, +((after[k] - before[k]) / Math.max(1, accepted)).toFixed(2)]));
      rows.push(row);
    };
    await measure(`PostgreSQL, ${instances} instance(s), through Caddy`, url);
    if (instances === 1) await measure('PostgreSQL, 1 instance, direct (no Caddy)', `http://127.0.0.1:${port + 1}`);
    const health = await (await fetch(`${url}/healthz`)).json();
    rows.at(-1).queued = health.pendingMail;
  } finally {
    await stop(stack.child);
    rmSync(stackData, { recursive: true, force: true });
  }
  return rows;
}

// ---------------------------------------------------------------- --rum

const RUM_TARGETS = { beaconsPerSec: 2000, p99Ms: 50 };
/** Enquiries at a steady rate (a busy sales day, far below capacity): the latency a visitor gets. */
const ENQUIRY_RATE = 20;
/**
 * Alone, then during a flood, this many times over, so a busy moment of the machine does not fall
 * on one side only; the verdict compares the p99s of all the rounds' enquiries pooled (one
 * round's p99 rests on 200 enquiries, its second-slowest).
 */
const ROUNDS = Number(arg('rounds', 5));
/** The flood during the enquiries: twice the beacons an instance takes by default (RUM_MAX_PER_SECOND, 2,500). */
const FLOOD_RATE = Number(arg('flood-rate', 5000));

/** Enquiries at ENQUIRY_RATE for `duration` s: autocannon's result, and every answer's latency (ms) in `latencies`. */
function loadEnquiriesSteady(url, duration, latencies = []) {
  return new Promise((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections: 5,
        overallRate: ENQUIRY_RATE,
        duration,
        timeout: 20,
        requests: [
          {
            method: 'POST',
            path: '/api/contact',
            headers: { 'content-type': 'application/json' },
            setupRequest: (req) => ({ ...req, body: enquiry() }),
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
}

/** The q-quantile of `xs` (nearest rank). */
const quantile = (xs, q) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};
const ms = (x) => +x.toFixed(1);

/**
 * How much higher the p99 of `b` is than that of `a`, with a 95 % bootstrap interval (both samples
 * resampled with replacement, 2,000 times; a fixed seed, so a run's figures can be recomputed). A
 * p99 rests on its few slowest answers, so two runs of the same load differ by milliseconds; the
 * interval says how far the difference could be chance.
 */
function p99Difference(a, b, rounds = 2000) {
  let seed = 27;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const resample = (xs) => Array.from(xs, () => xs[Math.floor(random() * xs.length)]);
  const diffs = Array.from({ length: rounds }, () => quantile(resample(b), 0.99) - quantile(resample(a), 0.99)).sort((x, y) => x - y);
  return {
    diff: quantile(b, 0.99) - quantile(a, 0.99),
    low: diffs[Math.floor(rounds * 0.025)],
    high: diffs[Math.ceil(rounds * 0.975) - 1],
  };
}

const statusCounts = (r) =>
  Object.entries(r.statusCodeStats ?? {})
    .map(([code, { count }]) => `${count}× ${code}`)
    .join(', ');

async function benchRum(smtpUrl) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meranti-bench-rum-'));
  const base = {
    HOST: '127.0.0.1',
    PORT: '0',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'site'),
    MIN_FILL_MS: '0',
    // One load generator is one client: its per-client limits out of the way (they are per visitor).
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_BURST: '10000000',
    RUM_RATE_LIMIT_PER_MINUTE: '10000000',
    RUM_RATE_LIMIT_BURST: '10000000',
  };
  const rows = [];
  try {
    // 1. Capacity: how many beacons one instance takes (no shedding, no instance cap).
    const capacity = await start(
      'server',
      'api/src/server.ts',
      [],
      { ...base, RUM_SHED_LAG_MS: '0', RUM_MAX_PER_SECOND: '1000000' },
      /listening on (http:\/\/\S+)/,
      { cpus: API_CPU },
    );
    process.stdout.write(`[bench] beacons: warm-up 2 s, then ${DURATION} s at ${RUM_CONNECTIONS} connections… `);
    await beaconFlood(capacity.value, 2);
    const cpu0 = cpuMs(capacity.child.pid);
    const flood = await beaconFlood(capacity.value, DURATION);
    const cpu = cpuMs(capacity.child.pid) - cpu0;
    console.log('done');
    const taken = flood['2xx'];
    rows.push({
      row: 'beacons alone (capacity: no shedding)',
      'beacons/s': Math.round(taken / flood.duration),
      'beacon p50 ms': flood.latency.p50,
      'beacon p99 ms': flood.latency.p99,
      'CPU ms per beacon': +(cpu / Math.max(1, taken)).toFixed(3),
      'enquiry p50 ms': '–',
      'enquiry p99 ms': '–',
      answers: statusCounts(flood),
    });
    await stop(capacity.child);

    // 2. and 3. The enquiries' latency without, then during, a flood — as shipped (shedding on,
    // instance cap) — in ROUNDS alternating pairs.
    const server = await start('server', 'api/src/server.ts', [], base, /listening on (http:\/\/\S+)/, { cpus: API_CPU });
    await loadEnquiriesSteady(server.value, 2);
    const alone = [];
    const during = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stdout.write(
        `[bench] round ${round}/${ROUNDS}: enquiries at ${ENQUIRY_RATE}/s for ${DURATION} s alone, then during a beacon flood… `,
      );
      const quiet = await loadEnquiriesSteady(server.value, DURATION, alone);
      const cpu1 = cpuMs(server.child.pid);
      const [busy, beacons] = await Promise.all([
        loadEnquiriesSteady(server.value, DURATION, during),
        beaconFlood(server.value, DURATION, FLOOD_RATE),
      ]);
      const cpu2 = cpuMs(server.child.pid) - cpu1;
      console.log('done');
      rows.push({
        row: `round ${round}: enquiries at ${ENQUIRY_RATE}/s, alone`,
        'beacons/s': '–',
        'beacon p50 ms': '–',
        'beacon p99 ms': '–',
        'CPU ms per beacon': '–',
        'enquiry p50 ms': quiet.latency.p50,
        'enquiry p99 ms': quiet.latency.p99,
        answers: statusCounts(quiet),
      });
      rows.push({
        row: `round ${round}: enquiries during a beacon flood (as shipped)`,
        'beacons/s': Math.round(beacons['2xx'] / beacons.duration),
        'beacon p50 ms': beacons.latency.p50,
        'beacon p99 ms': beacons.latency.p99,
        'CPU ms per beacon': +(cpu2 / Math.max(1, beacons['2xx'])).toFixed(3),
        'enquiry p50 ms': busy.latency.p50,
        'enquiry p99 ms': busy.latency.p99,
        answers: `enquiries ${statusCounts(busy)}; beacons ${statusCounts(beacons)}`,
      });
    }
    await stop(server.child);

    console.log(
      `\nPOST /api/rum (beacons of ~${beacon().length} bytes: a view, five vitals, an error in one of 20) and POST /api/contact, one instance on files, ${CPUS} CPUs, Node ${process.version}; ${
        PIN
          ? `the API on CPU ${API_CPU}, the load generators (the flood in a worker thread of its own) and the SMTP server on CPU ${LOAD_CPUS}`
          : 'the load generators (the flood in a worker thread of its own) share the CPUs with the API'
      }`,
    );
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')} (1 / 5 / 15 min) at the end`,
    );
    console.table(rows);
    const verdict = (ok) => (ok ? 'ok' : 'MISSED');
    const cap = rows[0];
    const worse = p99Difference(alone, during);
    console.log(
      [
        `beacons/s ${cap['beacons/s']} (target ≥ ${RUM_TARGETS.beaconsPerSec}): ${verdict(cap['beacons/s'] >= RUM_TARGETS.beaconsPerSec)}`,
        `beacon p99 ${cap['beacon p99 ms']} ms (target ≤ ${RUM_TARGETS.p99Ms} ms): ${verdict(cap['beacon p99 ms'] <= RUM_TARGETS.p99Ms)}`,
        `enquiry p99 during the flood ${ms(quantile(during, 0.99))} ms vs ${ms(quantile(alone, 0.99))} ms alone (p50 ${ms(quantile(during, 0.5))} vs ${ms(quantile(alone, 0.5))} ms), ${during.length} and ${alone.length} enquiries of ${ROUNDS} rounds pooled: ${ms(worse.diff)} ms (95 % interval ${ms(worse.low)} to ${ms(worse.high)} ms) (target: no worse — the interval reaches 0 or below): ${verdict(worse.low <= 0)}`,
      ].join('\n'),
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Linux CPU pressure (share of the last 10 s some task waited for a CPU): other load skews a bench. */
const cpuPressure = () => {
  try {
    return Number(/some avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1]);
  } catch {
    return Number.NaN;
  }
};
const pressureBefore = cpuPressure();
if (pressureBefore > 10) console.log(`[bench] note: the machine is busy (CPU pressure ${pressureBefore}%), figures will be low and noisy`);

if (RUM) {
  // This process (its flood worker is started later, and inherits it) on the load generators' CPUs.
  if (PIN) spawnSync('taskset', ['-a', '-p', '-c', LOAD_CPUS, String(process.pid)], { stdio: 'ignore' });
  const smtp = await start('slow-smtp', 'api/bench/slow-smtp.ts', [String(SMTP_DELAY_MS)], {}, /listening on (\d+)/, { cpus: LOAD_CPUS });
  try {
    await benchRum(`smtp://127.0.0.1:${smtp.value}`);
  } finally {
    await stop(smtp.child);
  }
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'meranti-bench-'));
try {
  const smtp = await start('slow-smtp', 'api/bench/slow-smtp.ts', [String(SMTP_DELAY_MS)], {}, /listening on (\d+)/);
  const smtpUrl = `smtp://127.0.0.1:${smtp.value}`;
  const common = { HOST: '127.0.0.1', PORT: '0', SMTP_URL: smtpUrl, LOG_LEVEL: 'warn' };

  // The durable pipeline: the real server, rate limiter raised so it does not spoil the bench.
  const durableEnv = {
    ...common,
    DATA_DIR: dataDir,
    SITE_DIR: path.join(dataDir, 'site'),
    MIN_FILL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '10000000',
    RATE_LIMIT_BURST: '10000000',
  };
  const durable = await start('durable server', 'api/src/server.ts', [], durableEnv, /listening on (http:\/\/\S+)/);
  const cpuBefore = { api: cpuMs(durable.child.pid), smtp: cpuMs(smtp.child.pid), self: process.cpuUsage() };
  const durableRow = await bench('durable (fsync + background mail)', durable.value);
  const selfCpu = process.cpuUsage(cpuBefore.self);
  const perEnquiry = (ms) => +(ms / Math.max(1, durableRow.accepted + durableRow.warmup)).toFixed(2);
  durableRow.cpu = {
    'load balancer (Caddy)': 0,
    'API instances (Node)': perEnquiry(cpuMs(durable.child.pid) - cpuBefore.api),
    PostgreSQL: 0,
    'SMTP server': perEnquiry(cpuMs(smtp.child.pid) - cpuBefore.smtp),
    'load generator': perEnquiry((selfCpu.user + selfCpu.system) / 1000),
  };
  const health = await (await fetch(`${durable.value}/healthz`)).json();
  await stop(durable.child);

  const naive = await start('naive server', 'api/bench/naive-server.ts', [], common, /listening on (http:\/\/\S+)/);
  const naiveRow = await bench('naive (mail inside the request)', naive.value);
  await stop(naive.child);
  const stackRows = STACK ? [...(await benchStack(1, smtp)), ...(await benchStack(2, smtp))] : [];
  await stop(smtp.child);

  const pressureAfter = cpuPressure();
  console.log(
    `\nPOST /api/contact, ${CONNECTIONS} connections, ${DURATION} s, SMTP server answering in ${SMTP_DELAY_MS} ms, ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  if (pressureAfter > 10)
    console.log(`(CPU pressure from other processes during the run: ${pressureAfter}% — rerun on a quiet machine for reliable figures)`);
  console.log(
    `load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min) at the end; other processes share these CPUs`,
  );
  console.table([durableRow, naiveRow, ...stackRows].map(({ cpu, queued, ...row }) => row));
  if (stackRows.length) {
    console.log('CPU time per accepted enquiry (ms), by process — where the time goes on this machine:');
    console.table(Object.fromEntries([durableRow, ...stackRows].map((r) => [r.handler, r.cpu])));
    console.log(
      `stack: ${stackRows.at(-1).queued} accepted enquiries still queued for the mail server at the end (in PostgreSQL; any instance delivers them).`,
    );
  }
  const speedup = durableRow['accepted/s'] / Math.max(1, naiveRow['accepted/s']);
  console.log(
    `durable: ${health.pendingMail} accepted enquiries still queued for the mail server at the end (all on disk; the sender drains them, and a restart resumes).`,
  );
  const verdict = (okay) => (okay ? 'ok' : 'MISSED');
  console.log(
    [
      `accepted/s ${durableRow['accepted/s']} (target ≥ ${TARGETS.acceptedPerSec}): ${verdict(durableRow['accepted/s'] >= TARGETS.acceptedPerSec)}`,
      `p99 ${durableRow['p99 ms']} ms (target ≤ ${TARGETS.p99Ms} ms): ${verdict(durableRow['p99 ms'] <= TARGETS.p99Ms)}`,
      `${speedup.toFixed(1)}× the naive handler (target ≥ ${TARGETS.speedup}×): ${verdict(speedup >= TARGETS.speedup)}`,
    ].join('\n'),
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
