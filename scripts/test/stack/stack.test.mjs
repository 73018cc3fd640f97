// Proven against `npm run stack` (PostgreSQL, two API instances, Caddy) with the real
// SMTP test server: nothing accepted is lost and nothing is mailed twice when an instance is
// killed, when PostgreSQL restarts, when a retry lands on the other instance, when the mail
// server is down for a while; a rolling restart and an area deploy under load fail no request;
// the bot and dead-letter handling of today works the same in stack mode. One stack for the file.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, fullEnquiry, headerOf, minimalEnquiry, parseMail, startSmtp } from '../../../api/test/helpers.ts';
import { isRunning } from '../../lib/process-alive.mjs';
import { postEnquiry, ROOT, request, startStack, waitFor } from './harness.mjs';
import { loadDuring } from './load.mjs';

let smtp;
let smtpPort;
let stack;
/** Every mail so far, across SMTP server restarts, by submission id. */
const mailsById = new Map();
const mailsFor = (id) => mailsById.get(id) ?? [];

async function startMailServer(options = {}) {
  smtp = await startSmtp({ port: smtpPort, ...options });
  const push = smtp.mails.push.bind(smtp.mails);
  smtp.mails.push = (...received) => {
    for (const m of received) {
      const id = headerOf(m.raw, 'x-meranti-submission-id');
      mailsById.set(id, [...mailsFor(id), m]);
    }
    return push(...received);
  };
  return smtp;
}

beforeAll(async () => {
  smtpPort = await freePort();
  await startMailServer();
  stack = await startStack({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_BURST: '1000000',
      REQUEUE_POLL_MS: '200',
      // A delivery held by an instance that dies is taken over after this (default 30 s).
      MAIL_LEASE_SECONDS: '10',
    },
  });
});
afterAll(async () => {
  await stack?.stop();
  await smtp?.close();
});

/** Sends `bodies` through the load balancer, `concurrency` at a time; `during(nAnswered)` runs as answers come in. */
async function burst(bodies, { concurrency = 10, during = async () => {} } = {}) {
  const answers = new Array(bodies.length);
  let next = 0;
  let answered = 0;
  const worker = async () => {
    for (let i = next++; i < bodies.length; i = next++) {
      answers[i] = await postEnquiry(stack.url, bodies[i]);
      answered++;
      await during(answered);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** Waits until every id was mailed, then a little more; returns the ids mailed more than once. */
async function mailedAtLeastOnce(ids, { timeout = 120_000 } = {}) {
  await waitFor(() => ids.every((id) => mailsFor(id).length >= 1), {
    timeout,
    interval: 200,
    what: `${ids.filter((id) => mailsFor(id).length === 0).length} of ${ids.length} accepted enquiries to be mailed`,
  });
  // A duplicate would come from a second delivery of the same job: give it time to show.
  await new Promise((r) => setTimeout(r, 3000));
  return ids.filter((id) => mailsFor(id).length !== 1);
}

/** Every id mailed, each exactly once. */
async function expectMailedOnce(ids, options) {
  const wrong = await mailedAtLeastOnce(ids, options);
  expect(wrong.map((id) => `${id}: mailed ${mailsFor(id).length}×`)).toEqual([]);
}

/**
 * After a kill -9 of an instance that was mailing: every id mailed; a submission whose message the
 * mail server had accepted (250) but whose delivery the killed instance had not yet recorded goes
 * out once more, by the instance that takes the job over — with the same Message-ID, so a mailbox
 * shows one message. SMTP gives no way to close that window (ADR 18); at most one per SMTP
 * connection the killed instance had open (SMTP_MAX_CONNECTIONS, 5), and never a third copy.
 */
async function expectMailedOnceBarTheKillWindow(ids, label) {
  const twice = await mailedAtLeastOnce(ids);
  console.log(`[stack test] ${label}: ${ids.length} accepted, ${twice.length} sent a second time after the kill (same Message-ID)`);
  for (const id of twice) {
    expect(mailsFor(id), id).toHaveLength(2);
    const messageIds = new Set(mailsFor(id).map((m) => headerOf(m.raw, 'message-id')));
    expect(messageIds.size, `${id}: one Message-ID for both copies`).toBe(1);
  }
  expect(twice.length).toBeLessThanOrEqual(5);
}

const is2xx = (a) => a.status >= 200 && a.status < 300;

describe('the stack', () => {
  it('serves the site and the API through one address; /healthz says which instance answered; state.json lists every process', async () => {
    const state = stack.state();
    expect(state.processes.map(({ role, id, port }) => ({ role, id, port }))).toEqual([
      { role: 'postgres', id: 'postgres', port: stack.pgPort },
      { role: 'api', id: 'api-1', port: stack.port + 1 },
      { role: 'api', id: 'api-2', port: stack.port + 2 },
      { role: 'lb', id: 'lb', port: stack.port },
      // Monitoring (ADR 24): Debian's Alertmanager and Prometheus, on free loopback ports.
      { role: 'alertmanager', id: 'alertmanager', port: expect.any(Number) },
      { role: 'prometheus', id: 'prometheus', port: expect.any(Number) },
    ]);
    for (const p of state.processes) expect(isRunning(p.pid)).toBe(true);
    expect(stack.output()).toContain(`http://localhost:${stack.port}`);

    const home = await request(stack.url, '/', { headers: { 'accept-encoding': 'br' } });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect((await request(stack.url, '/no-such-page')).status).toBe(404);
    const seen = new Set();
    await waitFor(
      async () => {
        const res = await request(stack.url, '/healthz');
        if (res.status === 200) seen.add(res.json.instance);
        return seen.size === 2;
      },
      { what: 'both instances to answer /healthz' },
    );
    expect([...seen].sort()).toEqual(['api-1', 'api-2']);
  });

  it('keeps its files to its own user: logs 0600 in a 0700 folder, postgres.log included; DATA_DIR only passable where PostgreSQL runs as another user', async () => {
    const mode = (file) => (fs.statSync(path.join(stack.dataDir, file)).mode & 0o777).toString(8);
    // Started as root, the cluster runs as `postgres`, which must pass through DATA_DIR and stack/ to its folder.
    const passage = process.getuid?.() === 0 ? '711' : '700';
    expect([mode('.'), mode('stack')]).toEqual([passage, passage]);
    expect([mode('stack/logs'), mode('stack/postgres'), mode('stack/caddy'), mode('stack/database-url')]).toEqual([
      '700',
      '700',
      '700',
      '600',
    ]);
    const logs = fs.readdirSync(path.join(stack.dataDir, 'stack/logs')).sort();
    expect(logs).toEqual(['alertmanager.log', 'api-1.log', 'api-2.log', 'lb.log', 'postgres.log', 'prometheus.log']);
    for (const log of logs) expect(`${log} ${mode(`stack/logs/${log}`)}`).toBe(`${log} 600`);
  });

  it('a retried submission sent to the other instance is mailed once', async () => {
    const enquiry = fullEnquiry();
    const [one, two] = [stack.process('api-1').port, stack.process('api-2').port].map((p) => `http://127.0.0.1:${p}`);
    expect((await postEnquiry(one, enquiry)).status).toBe(200);
    expect((await postEnquiry(two, enquiry)).status).toBe(200);
    // …and through the load balancer, twice more, at once.
    const again = await Promise.all([postEnquiry(stack.url, enquiry), postEnquiry(stack.url, enquiry)]);
    expect(again.map((a) => a.status)).toEqual([200, 200]);
    await expectMailedOnce([enquiry.submissionId]);
  });
});

describe('failures under load', () => {
  it('200 enquiries while an API instance is killed (SIGKILL): every 2xx mailed (a second copy only for what the killed instance was mailing), the rest failed without a 2xx; the stack starts the instance again', async () => {
    const victim = stack.process('api-1');
    const bodies = Array.from({ length: 200 }, () => fullEnquiry());
    let killed = false;
    const answers = await burst(bodies, {
      during: async (n) => {
        if (n >= 50 && !killed) {
          killed = true;
          process.kill(victim.pid, 'SIGKILL');
        }
      },
    });
    const accepted = bodies.filter((_, i) => is2xx(answers[i])).map((b) => b.submissionId);
    const failed = answers.filter((a) => !is2xx(a));
    // The survivor took the rest: at most the requests the victim held when it died failed.
    expect(accepted.length).toBeGreaterThanOrEqual(180);
    for (const f of failed) expect([0, 502, 503]).toContain(f.status);
    await expectMailedOnceBarTheKillWindow(accepted, 'kill -9 during 200 enquiries');

    // The supervisor noticed, and started api-1 again.
    await waitFor(() => stack.output().includes(`api-1 (pid ${victim.pid}) exited unexpectedly (SIGKILL)`), {
      what: 'the crash to be logged',
    });
    await waitFor(() => stack.output().includes('api-1 is back'), { timeout: 60_000, what: 'api-1 to be started again' });
    expect(stack.process('api-1').pid).not.toBe(victim.pid);

    // The clients whose request failed retry it, with the same id: each is mailed exactly once.
    const failedBodies = bodies.filter((_, i) => !is2xx(answers[i]));
    for (const b of failedBodies) expect((await postEnquiry(stack.url, b)).status).toBe(200);
    await expectMailedOnceBarTheKillWindow(
      failedBodies.map((b) => b.submissionId),
      'the failed ones, retried',
    );
  }, 300_000);

  it('200 enquiries while PostgreSQL restarts: each answer a 2xx (mailed once) or a 503 with Retry-After, never a lost 2xx', async () => {
    const bodies = Array.from({ length: 200 }, () => fullEnquiry());
    let restart;
    const answers = await burst(bodies, {
      during: async (n) => {
        if (n >= 40 && !restart) restart = stack.command('restart', 'postgres');
      },
    });
    const restarted = await restart;
    expect(restarted.code, restarted.out).toBe(0);
    const accepted = [];
    answers.forEach((a, i) => {
      if (is2xx(a)) accepted.push(bodies[i].submissionId);
      else {
        expect(a.status, JSON.stringify(a)).toBe(503);
        expect(Number(a.headers['retry-after'])).toBeGreaterThan(0);
      }
    });
    expect(accepted.length).toBeGreaterThan(0);
    await expectMailedOnce(accepted);
  }, 300_000);

  it('the mail server down for a while: what was accepted meanwhile is mailed once it is back, by whichever instance', async () => {
    await smtp.close();
    const bodies = Array.from({ length: 20 }, () => minimalEnquiry());
    const answers = await burst(bodies, { concurrency: 4 });
    expect(answers.map((a) => a.status)).toEqual(bodies.map(() => 200));
    // Deliveries fail and are retried with backoff meanwhile.
    await new Promise((r) => setTimeout(r, 4000));
    expect(bodies.filter((b) => mailsFor(b.submissionId).length > 0)).toEqual([]);
    await startMailServer();
    await expectMailedOnce(bodies.map((b) => b.submissionId));
  }, 300_000);
});

describe('zero downtime', () => {
  it('a rolling restart (npm run stack -- restart) under load: 0 failed requests, 0 lost enquiries', async () => {
    const pidsBefore = ['api-1', 'api-2'].map((id) => stack.process(id).pid);
    const load = loadDuring(stack.url);
    await new Promise((r) => setTimeout(r, 2000));
    const restart = await stack.command('restart');
    await new Promise((r) => setTimeout(r, 1000));
    const result = await load.stop();
    expect(restart.code, restart.out).toBe(0);
    expect(['api-1', 'api-2'].map((id) => stack.process(id).pid)).not.toContain(pidsBefore[0]);
    expect(['api-1', 'api-2'].map((id) => stack.process(id).pid)).not.toContain(pidsBefore[1]);
    console.log('[stack test] rolling restart under load:', JSON.stringify({ pages: result.pages, posts: result.posts }));
    expect(result.failures).toEqual([]);
    expect(result.pages).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(result.posts).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(result.accepted.length).toBe(result.posts['2xx']);
    expect(result.accepted.length).toBeGreaterThan(20);
    await expectMailedOnce(result.accepted);
  }, 300_000);

  it('an area deploy (scripts/deploy.mjs) under load: the release is served from a fresh copy, 0 failed requests, 0 lost enquiries', async () => {
    const remotes = async () => (await request(stack.url, '/remotes.json')).json;
    const before = (await remotes()).marketing.buildId;
    const copyBefore = fs.readlinkSync(path.join(stack.dataDir, 'stack/site/current'));
    const load = loadDuring(stack.url);
    await new Promise((r) => setTimeout(r, 2000));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/deploy.mjs', 'marketing'], {
      cwd: ROOT,
      // As a person would run it (vitest's own variables make the federation plugin build for tests).
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: stack.dataDir },
      maxBuffer: 20 * 1024 * 1024,
    });
    await new Promise((r) => setTimeout(r, 1000));
    const result = await load.stop();
    console.log('[stack test] deploy under load:', JSON.stringify({ pages: result.pages, posts: result.posts }));
    expect(stdout).toContain('[stack] the load balancer and the API instances serve');
    // The balancer's configuration does not depend on the route files (ADR 23): it stays.
    expect(stdout).toContain('[stack] the load-balancer configuration is unchanged');
    expect(fs.readlinkSync(path.join(stack.dataDir, 'stack/site/current'))).not.toBe(copyBefore);
    // The same commit builds the same bytes, so the same build id (ADR 20): the deploy still goes
    // through every step — checks, re-prerender of the area's routes, the switch — and the load
    // balancer takes a fresh copy of the site. (A deploy of another build: e2e/tests/deploy.spec.ts.)
    const after = (await remotes()).marketing.buildId;
    expect(after).toBe(before);
    expect(stdout).toContain(`[deploy] marketing build ${after} is live (was ${before})`);
    expect(result.failures).toEqual([]);
    expect(result.pages).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
    expect(result.posts).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
    await expectMailedOnce(result.accepted);
  }, 600_000);
});

describe("today's bot and dead-letter handling, in stack mode", () => {
  it('too fast: mailed, flagged; the hidden field: quarantined (not mailed), listed, released once', async () => {
    const now = Date.now();
    const fast = fullEnquiry({ formStartedAt: now - 100, submissionTimestamp: new Date(now).toISOString() });
    expect((await postEnquiry(stack.url, fast)).status).toBe(200);
    const flagged = await waitFor(() => mailsFor(fast.submissionId)[0], { what: 'the flagged mail' });
    expect(parseMail(flagged.raw).subject).toMatch(/^\[Suspected bot: sent too fast\] Website enquiry · /);

    const bot = fullEnquiry({ website: 'http://spam.example' });
    expect((await postEnquiry(stack.url, bot)).status).toBe(200);
    expect((await postEnquiry(stack.url, bot)).status).toBe(200); // a retry, on either instance: still one
    const listed = await stack.enquiries('quarantine');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).toContain(bot.submissionId);
    expect(listed.out).toContain('the hidden website field was filled in');
    await new Promise((r) => setTimeout(r, 1500));
    expect(mailsFor(bot.submissionId)).toEqual([]);
    const released = await stack.enquiries('release', bot.submissionId);
    expect(released.code, released.out).toBe(0);
    const mail = await waitFor(() => mailsFor(bot.submissionId)[0], { what: 'the released mail' });
    expect(parseMail(mail.raw).subject).toMatch(/^\[Suspected bot: honeypot filled\] /);
    expect((await stack.enquiries('release', bot.submissionId)).code).toBe(1);
    await expectMailedOnce([bot.submissionId]);
  }, 120_000);

  it('a message the mail server refuses is a dead letter, listed, and mailed once when retried', async () => {
    const doomed = fullEnquiry({ company: `Refused Freight ${Date.now()} Pte Ltd` });
    smtp.refuse = (raw) => (raw.includes(doomed.submissionId) ? { code: 550, message: '5.1.1 Mailbox unavailable' } : undefined);
    expect((await postEnquiry(stack.url, doomed)).status).toBe(200);
    await waitFor(async () => (await stack.enquiries('dead')).out.includes(doomed.submissionId), {
      timeout: 60_000,
      interval: 500,
      what: 'the dead letter',
    });
    expect(mailsFor(doomed.submissionId)).toEqual([]);
    smtp.refuse = undefined;
    const retried = await stack.enquiries('retry', doomed.submissionId);
    expect(retried.code, retried.out).toBe(0);
    await expectMailedOnce([doomed.submissionId]);
    expect((await stack.enquiries('dead')).out).not.toContain(doomed.submissionId);
  }, 120_000);
});

describe('no orphans', () => {
  it('if the stack itself is killed (SIGKILL), every process it started goes too', async () => {
    const pids = stack.state().processes.map((p) => p.pid);
    stack.child.kill('SIGKILL');
    await stack.exited;
    await waitFor(() => pids.every((pid) => !isRunning(pid)), { timeout: 60_000, what: `${pids.filter(isRunning).join(', ')} to end` });
  }, 90_000);
});
