/**
 * On both stores, with the real SMTP server and the real command line:
 * personal data has a lifetime (gone from the store within DELIVERED_DATA_MINUTES of delivery;
 * dead letters, quarantine and .eml files after their own retention — driven by the upkeep with a
 * clock), and data-subject requests (`npm run enquiries -- find|erase --email x`) see and erase
 * everything held about one person, recording the erasure without personal data.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  closeAfterEach,
  createTestDatabase,
  fullEnquiry,
  minimalEnquiry,
  runEnquiries,
  type SmtpRefusal,
  sql,
  startApp,
  startPgApp,
  startSmtp,
  type TestApp,
  tmpDir,
  waitFor,
} from './helpers';

const track = closeAfterEach();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Every file under `dir` (recursively) whose bytes contain one of `needles`. */
async function filesContaining(dir: string, needles: string[]): Promise<string[]> {
  const hits: string[] = [];
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = await fs.readFile(file, 'utf8');
    if (needles.some((n) => text.includes(n))) hits.push(path.relative(dir, file));
  }
  return hits.sort();
}

/** What identifies the person in `fullEnquiry`. */
const PERSONAL = (e: Record<string, unknown>) => [e.name, e.email, e.phone] as string[];

describe('personal data has a lifetime: the file store', () => {
  it('a mailed enquiry’s personal data is gone from DATA_DIR within DELIVERED_DATA_MINUTES; a pending one stays and is still mailed', async () => {
    const refuse: SmtpRefusal = (raw) => (raw.includes('Waiting Ltd') ? { code: 451, message: '4.7.1 Later' } : undefined);
    const smtp = track(await startSmtp({ refuse }));
    const app = track(await startApp({ smtpUrl: smtp.url, deliveredDataMs: 60 * MINUTE }));
    const mailed = [fullEnquiry({ name: 'Nurul Aisyah', phone: '+65 9111 2222', email: 'nurul@first.example' }), fullEnquiry()];
    const waiting = fullEnquiry({ company: 'Waiting Ltd', name: 'Tan Ah Kow', email: 'ahkow@waiting.example', phone: '+65 9333 4444' });
    for (const e of [...mailed, waiting]) expect((await app.post('/api/contact', e)).status).toBe(200);
    await waitFor(() => mailed.every((e) => app.meranti.store.stateOf(e.submissionId as string) === 'sent'), { what: 'the two mailed' });
    await waitFor(() => smtp.refused.length >= 1, { what: 'the waiting one deferred' });
    // Mailed a moment ago: still in the active outbox segment (compaction batches the rewrites).
    expect(await filesContaining(app.dataDir, PERSONAL(mailed[0] as Record<string, unknown>))).not.toEqual([]);

    await app.meranti.upkeep.retention(Date.now() + 60 * MINUTE);
    for (const e of mailed) expect(await filesContaining(app.dataDir, PERSONAL(e))).toEqual([]);
    // The delivery record keeps the id and the content hash, nothing else about the person.
    const sent = (await fs.readFile(path.join(app.dataDir, 'sent.ndjson'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(sent.map((r) => Object.keys(r).sort())).toEqual([
      ['contentHash', 'id', 'messageId', 'sentAt'],
      ['contentHash', 'id', 'messageId', 'sentAt'],
    ]);
    expect(sent.map((r) => r.id).sort()).toEqual(mailed.map((e) => e.submissionId).sort());
    // The one still to be mailed is kept, whole, and goes out once the relay takes it.
    expect(await filesContaining(path.join(app.dataDir, 'outbox'), PERSONAL(waiting))).toHaveLength(1);
    smtp.refuse = undefined;
    await waitFor(() => smtp.mailsFor(waiting.submissionId as string).length === 1, { what: 'the waiting one' });
    await app.meranti.upkeep.retention(Date.now() + 60 * MINUTE);
    expect(await filesContaining(app.dataDir, PERSONAL(waiting))).toEqual([]);
    expect(smtp.mails).toHaveLength(3);
  });

  it('dead letters go after DEAD_LETTER_DAYS, quarantine after QUARANTINE_DAYS, .eml files after MAIL_FILES_DAYS (the upkeep, with a clock)', async () => {
    const smtp = track(await startSmtp({ refuse: (raw) => (raw.includes('Refuse Me') ? { code: 550, message: '5.7.1 No' } : undefined) }));
    const dataDir = tmpDir('retention');
    const app = track(await startApp({ dataDir, smtpUrl: smtp.url }));
    const dead = fullEnquiry({ company: 'Refuse Me Ltd' });
    expect((await app.post('/api/contact', dead)).status).toBe(200);
    expect((await app.post('/api/contact', fullEnquiry({ website: 'spam' }))).status).toBe(200);
    await waitFor(() => app.meranti.store.deadCount === 1);
    const now = Date.now();
    await app.meranti.upkeep.retention(now + 29 * DAY);
    expect([app.meranti.store.deadCount, app.meranti.store.quarantinedCount]).toEqual([1, 1]);
    await app.meranti.upkeep.retention(now + 31 * DAY);
    expect([app.meranti.store.deadCount, app.meranti.store.quarantinedCount]).toEqual([0, 0]);
    expect(await fs.readdir(path.join(dataDir, 'dead'))).toEqual([]);
    expect(await fs.readdir(path.join(dataDir, 'quarantine'))).toEqual([]);
    await app.close();

    // The embedded default's .eml files: kept 7 days.
    const local = track(await startApp({ dataDir }));
    expect((await local.post('/api/contact', fullEnquiry())).status).toBe(200);
    const mail = path.join(dataDir, 'mail');
    await waitFor(async () => (await fs.readdir(mail).catch(() => [] as string[])).length === 1, { what: 'the .eml file' });
    await local.meranti.upkeep.retention(Date.now() + 6 * DAY);
    expect(await fs.readdir(mail)).toHaveLength(1);
    await local.meranti.upkeep.retention(Date.now() + 8 * DAY);
    expect(await fs.readdir(mail)).toEqual([]);
  });
});

describe('personal data has a lifetime: PostgreSQL', () => {
  it('a mailed row keeps only its id, content hash and times; dead letters go after DEAD_LETTER_DAYS', async () => {
    const smtp = track(await startSmtp({ refuse: (raw) => (raw.includes('Refuse Me') ? { code: 550, message: '5.7.1 No' } : undefined) }));
    const databaseUrl = await createTestDatabase();
    const app = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url }));
    const mailed = fullEnquiry();
    const dead = fullEnquiry({ company: 'Refuse Me Ltd' });
    for (const e of [mailed, dead]) expect((await app.post('/api/contact', e)).status).toBe(200);
    const row = async (id: unknown) => (await sql(databaseUrl, 'SELECT * FROM meranti.submissions WHERE id = $1', [id]))[0];
    await waitFor(async () => (await row(mailed.submissionId))?.state === 'sent' && (await row(dead.submissionId))?.state === 'dead');
    const sent = await row(mailed.submissionId);
    expect(sent?.record).toBeNull();
    const text = JSON.stringify(sent);
    for (const value of PERSONAL(mailed)) expect(text).not.toContain(value);
    // The hash of the submission as it was accepted (the mail's X-Meranti-Submission-Id names it).
    expect(sent?.content_hash).toMatch(/^[0-9a-f]{64}$/);

    const store = app.meranti.store;
    expect(await store.purgeDeadLetters(Date.now() + 29 * DAY)).toBe(0);
    expect(await store.purgeDeadLetters(Date.now() + 31 * DAY)).toBe(1);
    expect(await row(dead.submissionId)).toBeUndefined();
  });
});

/**
 * One person (Siti) with something in every place — mailed (.eml or nothing), to be mailed (the
 * relay defers it), quarantined, dead — and another person with one pending enquiry.
 */
async function scene(app: Pick<TestApp, 'post'>, smtp: { refuse: SmtpRefusal | undefined }) {
  const siti = { name: 'Siti Rahman', email: 'siti.rahman@lumen-retail.example', phone: '+65 6123 4567' };
  const mailed = fullEnquiry({ ...siti, company: 'Lumen Mailed' });
  const pending = fullEnquiry({ ...siti, company: 'Lumen Deferred' });
  const quarantined = fullEnquiry({ ...siti, email: 'Siti.Rahman@LUMEN-RETAIL.example', website: 'x' });
  const dead = fullEnquiry({ ...siti, company: 'Lumen Refused' });
  const other = minimalEnquiry({ name: 'Ali Bakar', email: 'ali@other.example', company: 'Other Deferred' });
  smtp.refuse = (raw) =>
    raw.includes('Deferred')
      ? { code: 451, message: '4.7.1 Later' }
      : raw.includes('Refused')
        ? { code: 550, message: '5.7.1 No' }
        : undefined;
  for (const e of [mailed, pending, quarantined, dead, other]) expect((await app.post('/api/contact', e)).status).toBe(200);
  return { siti, mailed, pending, quarantined, dead, other };
}

describe('data-subject requests: find and erase by e-mail', () => {
  it('files, server running: find lists every place; erase removes all of it (the pending one is never mailed), records it without personal data; others untouched', async () => {
    const smtp = track(await startSmtp());
    const app = track(await startApp({ smtpUrl: smtp.url, requeuePollMs: 100 }));
    const s = await scene(app, smtp);
    await waitFor(() => smtp.mailsFor(s.mailed.submissionId as string).length === 1 && app.meranti.store.deadCount === 1);
    await waitFor(() => smtp.refused.length >= 3, { what: 'both deferred ones tried' });
    const env = { DATA_DIR: app.dataDir, REQUEUE_POLL_MS: '100' };

    const found = await runEnquiries(env, 'find', '--email', 'SITI.RAHMAN@lumen-retail.example');
    expect(found.code).toBe(0);
    for (const e of [s.mailed, s.pending, s.quarantined, s.dead]) expect(found.out).toContain(e.submissionId as string);
    expect(found.out).toMatch(/quarantine\s/);
    expect(found.out).toMatch(/dead letter\s/);
    expect(found.out).toContain('(to be mailed)');
    expect(found.out).not.toContain(s.other.submissionId as string);

    const erased = await runEnquiries(env, 'erase', '--email', 'siti.rahman@lumen-retail.example');
    expect(erased.code).toBe(0);
    expect(erased.out).toMatch(/Erased \d+ item\(s\) held about siti\.rahman@lumen-retail\.example; recorded as erasure [0-9a-f-]{36}/);
    expect((await runEnquiries(env, 'find', '--email', 'siti.rahman@lumen-retail.example')).out).toContain('Nothing held about');
    expect(await filesContaining(app.dataDir, PERSONAL(s.siti))).toEqual([]);
    // The erasure record: ids and counts, no address, no name.
    const record = JSON.parse(await fs.readFile(path.join(app.dataDir, 'erasures.ndjson'), 'utf8'));
    expect(record.submissionIds.sort()).toEqual([s.mailed, s.pending, s.quarantined, s.dead].map((e) => e.submissionId).sort());
    expect(record.removed).toMatchObject({ quarantine: 1, dead: 1 });

    // The relay takes everything now: the other person's enquiry is mailed, Siti's erased one never.
    smtp.refuse = undefined;
    await waitFor(() => smtp.mailsFor(s.other.submissionId as string).length === 1, { what: "the other person's mail" });
    // A retry of Siti's request is recognised, not stored again.
    expect((await app.post('/api/contact', s.pending)).status).toBe(200);
    const sentinel = minimalEnquiry();
    expect((await app.post('/api/contact', sentinel)).status).toBe(200);
    await waitFor(() => smtp.mailsFor(sentinel.submissionId as string).length === 1);
    expect(smtp.mailsFor(s.pending.submissionId as string)).toHaveLength(0);
    expect(await filesContaining(app.dataDir, PERSONAL(s.siti))).toEqual([]);
  }, 60_000);

  it('files, no server running: the command owns DATA_DIR for the erasure; the .eml files go too', async () => {
    const app = await startApp(); // the embedded default
    const e = fullEnquiry();
    expect((await app.post('/api/contact', e)).status).toBe(200);
    expect((await app.post('/api/contact', fullEnquiry({ website: 'x' }))).status).toBe(200);
    await waitFor(async () => (await fs.readdir(path.join(app.dataDir, 'mail')).catch(() => [] as string[])).length === 1);
    await app.close();
    const env = { DATA_DIR: app.dataDir };
    const found = await runEnquiries(env, 'find', '--email', e.email as string);
    expect(found.out).toContain('.eml file');
    expect(found.out).toContain('2 item(s)');
    const erased = await runEnquiries(env, 'erase', '--email', e.email as string);
    expect(erased.code).toBe(0);
    expect(erased.out).toContain('Erased 2 item(s)');
    expect(await filesContaining(app.dataDir, PERSONAL(e))).toEqual([]);
    expect(await fs.readdir(path.join(app.dataDir, 'mail'))).toEqual([]);
  }, 60_000);

  it('PostgreSQL: find lists the rows and .eml files; erase makes them erased rows (id and hash only), records it in meranti.erasures; others untouched', async () => {
    const smtp = track(await startSmtp());
    const databaseUrl = await createTestDatabase();
    const app = track(await startPgApp(databaseUrl, { smtpUrl: smtp.url, requeuePollMs: 100 }));
    const s = await scene(app, smtp);
    await waitFor(async () => (await app.meranti.store.stats()).dead === 1 && smtp.mailsFor(s.mailed.submissionId as string).length === 1);
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: app.dataDir };

    const found = await runEnquiries(env, 'find', '--email', 'siti.rahman@lumen-retail.example');
    expect(found.code).toBe(0);
    for (const e of [s.pending, s.quarantined, s.dead]) expect(found.out).toContain(e.submissionId as string);
    expect(found.out).not.toContain(s.mailed.submissionId as string); // mailed: its row holds no personal data
    expect(found.out).toContain('3 item(s)');

    const erased = await runEnquiries(env, 'erase', '--email', 'siti.rahman@lumen-retail.example');
    expect(erased.code).toBe(0);
    expect(erased.out).toContain('Erased 3 item(s)');
    const rows = await sql(databaseUrl, 'SELECT id, state, record, content_hash FROM meranti.submissions WHERE id = ANY($1::uuid[])', [
      [s.pending, s.quarantined, s.dead].map((e) => e.submissionId),
    ]);
    expect(rows.map((r) => [r.state, r.record])).toEqual([
      ['erased', null],
      ['erased', null],
      ['erased', null],
    ]);
    for (const r of rows) expect(r.content_hash).toMatch(/^[0-9a-f]{64}$/);
    const [erasure] = await sql(databaseUrl, 'SELECT * FROM meranti.erasures');
    expect(erasure?.removed).toEqual({ outbox: 1, quarantine: 1, dead: 1 });
    expect(JSON.stringify(erasure)).not.toMatch(/siti|Rahman|6123/i);
    const everything = JSON.stringify(await sql(databaseUrl, 'SELECT * FROM meranti.submissions'));
    for (const value of PERSONAL(s.siti)) expect(everything).not.toContain(value);

    smtp.refuse = undefined;
    await waitFor(() => smtp.mailsFor(s.other.submissionId as string).length === 1, { what: "the other person's mail" });
    expect((await app.post('/api/contact', s.pending)).status).toBe(200); // a retry: recognised
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.mailsFor(s.pending.submissionId as string)).toHaveLength(0);
  }, 60_000);
});
