/**
 * sent.ndjson compaction: records older than the retention window are dropped, and a crash at
 * any step of the compaction, then a restart, mails nothing twice.
 *
 * The crash: the real store's compaction is stopped at each step (the step callback throws) and
 * the store is abandoned without closing, exactly as a kill -9 there would leave the disk (every
 * write is a system call: nothing is buffered in the process). Then the real app starts on the
 * same DATA_DIR with the real SMTP server.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isTempName } from '../src/fs/write-whole.mjs';
import type { RewriteStep } from '../src/outbox/group-commit';
import { type OutboxRecord, OutboxStore } from '../src/outbox/store';
import { fullEnquiry, startApp, startSmtp, tmpDir, waitFor } from './helpers';

const cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const DAY = 24 * 3600_000;

/**
 * A DATA_DIR as weeks of running leave it:
 * - 20 submissions mailed 60 days ago (their outbox segments long deleted): to be compacted away;
 * - segment started 41 days ago, still on disk: Q1 mailed 40 days ago, Q2 still pending — Q1's
 *   record must stay, or a restart would replay the segment and mail Q1 again;
 * - segment started yesterday: R1 mailed yesterday, R2 pending.
 */
async function fixture(now: number) {
  const dataDir = tmpDir('compact');
  const outbox = path.join(dataDir, 'outbox');
  await fs.mkdir(outbox, { recursive: true });
  const record = (receivedAt: number) => {
    const { website: _w, formStartedAt: _f, ...data } = fullEnquiry();
    return { v: 1, id: data.submissionId as string, kind: 'contact', receivedAt: new Date(receivedAt).toISOString(), data };
  };
  const old = Array.from({ length: 20 }, () => record(now - 60 * DAY));
  const [q1, q2] = [record(now - 41 * DAY + 1000), record(now - 41 * DAY + 2000)];
  const [r1, r2] = [record(now - DAY + 1000), record(now - DAY + 2000)];
  const line = (r: object) => `${JSON.stringify(r)}\n`;
  await fs.writeFile(path.join(outbox, `${now - 41 * DAY}-100-000000.ndjson`), line(q1) + line(q2));
  await fs.writeFile(path.join(outbox, `${now - DAY}-200-000000.ndjson`), line(r1) + line(r2));
  const sent = (r: { id: string }, at: number) => line({ id: r.id, sentAt: new Date(at).toISOString(), messageId: `<enquiry-${r.id}@x>` });
  await fs.writeFile(
    path.join(dataDir, 'sent.ndjson'),
    old.map((r) => sent(r, now - 60 * DAY)).join('') + sent(q1, now - 40 * DAY) + sent(r1, now - DAY + 5000),
  );
  return { dataDir, old, q1, q2, r1, r2 };
}

const steps: Array<RewriteStep | 'none'> = ['start', 'written', 'synced', 'renamed', 'dir-synced', 'none'];

describe('sent.ndjson compaction', () => {
  it.each(steps)('crash at step "%s", restart: every pending submission mailed once, nothing mailed twice', async (crashAt) => {
    const now = Date.now();
    const f = await fixture(now);
    const sentFile = path.join(f.dataDir, 'sent.ndjson');

    // The first process: compaction stopped at `crashAt`; the store is abandoned, not closed.
    const crashed = await OutboxStore.open(f.dataDir);
    cleanup.push(() => crashed.close()); // its file handles, once the test is over
    const compaction = crashed.compactSent(now, (step) => {
      if (step === crashAt) throw new Error(`crash at ${step}`);
    });
    if (crashAt === 'none') expect((await compaction).dropped).toBe(20);
    else await expect(compaction).rejects.toThrow(`crash at ${crashAt}`);
    // What the kernel does when a process dies: its flock on DATA_DIR/owner.lock goes.
    await crashed.lock.release();
    const afterCrash = await fs.readFile(sentFile, 'utf8');
    for (const r of [f.q1, f.r1]) expect(afterCrash).toContain(r.id); // within the window: in whichever file survived

    // Restart on the same DATA_DIR, mail server up.
    const smtp = await startSmtp();
    cleanup.push(() => smtp.close());
    const app = await startApp({ dataDir: f.dataDir, smtpUrl: smtp.url });
    cleanup.push(() => app.close());
    await waitFor(() => smtp.mailsFor(f.q2.id).length === 1 && smtp.mailsFor(f.r2.id).length === 1, { what: 'the pending ones' });
    await waitFor(() => app.meranti.store.pendingCount === 0, { what: 'the outbox to drain' });
    // The start-up compaction has finished the job.
    await waitFor(async () => !(await fs.readFile(sentFile, 'utf8')).includes(f.old[0]?.id as string), { what: 'compaction at start' });
    expect((await fs.readdir(f.dataDir)).filter(isTempName)).toEqual([]);

    // A retry within the window is still recognised; one after it is a new submission (README).
    expect((await app.post('/api/contact', { ...f.r1.data, formStartedAt: 1 })).status).toBe(200);
    expect((await app.post('/api/contact', { ...f.q1.data, formStartedAt: 1 })).status).toBe(200);
    const late = f.old[0]?.data as Record<string, unknown>;
    expect((await app.post('/api/contact', { ...late, formStartedAt: 1 })).status).toBe(200);
    await waitFor(() => smtp.mailsFor(late.submissionId as string).length === 1, { what: 'the late retry, as a new submission' });
    await waitFor(() => app.meranti.store.pendingCount === 0);

    for (const r of [f.q1, f.r1]) expect(smtp.mailsFor(r.id)).toHaveLength(0);
    for (const r of [f.q2, f.r2]) expect(smtp.mailsFor(r.id)).toHaveLength(1);
    expect(smtp.mails).toHaveLength(3);
    const lines = (await fs.readFile(sentFile, 'utf8')).trim().split('\n');
    expect(lines.length).toBeLessThan(10);
  });

  it('delivery records appended while compacting are kept', async () => {
    const dataDir = tmpDir('compact-live');
    const old = Array.from({ length: 100 }, () => randomUUID());
    const at = new Date(Date.now() - 60 * DAY).toISOString();
    await fs.writeFile(
      path.join(dataDir, 'sent.ndjson'),
      old.map((id) => `${JSON.stringify({ id, sentAt: at, messageId: id })}\n`).join(''),
    );
    const store = await OutboxStore.open(dataDir);
    cleanup.push(() => store.close());
    const ids = Array.from({ length: 200 }, () => randomUUID());
    for (const id of ids) {
      const { website: _w, formStartedAt: _f, ...data } = fullEnquiry({ submissionId: id });
      await store.accept({ v: 1, id, kind: 'contact', receivedAt: new Date().toISOString(), data } as never);
    }
    const [result] = await Promise.all([store.compactSent(), ...ids.map((id) => store.markSent(id, { messageId: id }))]);
    expect(result.dropped).toBe(100);
    await Promise.all(ids.map((id) => store.markSent(id, { messageId: id })));
    const text = await fs.readFile(path.join(dataDir, 'sent.ndjson'), 'utf8');
    for (const id of ids) expect(text).toContain(id);
    for (const id of old) {
      expect(text).not.toContain(id);
      expect(store.has(id)).toBe(false);
    }
    expect(store.pendingCount).toBe(0);
  });
});

describe('outbox compaction (the personal data of mailed submissions leaves the outbox)', () => {
  it.each(steps)(
    'crash at step "%s" of a segment rewrite, restart: the pending ones mailed once, the mailed ones never again, and gone from disk',
    async (crashAt) => {
      const dataDir = tmpDir('outbox-compact');
      const store = await OutboxStore.open(dataDir);
      cleanup.push(() => store.close());
      const records = Array.from({ length: 6 }, () => {
        const { website: _w, formStartedAt: _f, ...data } = fullEnquiry({ name: `Person ${randomUUID()}` });
        return {
          v: 1,
          id: data.submissionId as string,
          kind: 'contact',
          receivedAt: new Date().toISOString(),
          data,
        } as never as OutboxRecord;
      });
      for (const r of records) await store.accept(r);
      const [mailed, pending] = [records.slice(0, 4), records.slice(4)];
      for (const r of mailed) await store.markSent(r.id, { messageId: `<enquiry-${r.id}@x>` });
      const nameIn = async (r: OutboxRecord) => {
        const outbox = path.join(dataDir, 'outbox');
        // A file the running server drops between the listing and the read holds nothing any more.
        const read = (f: string) =>
          fs
            .readFile(path.join(outbox, f), 'utf8')
            .catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? '' : Promise.reject(err)));
        const texts = await Promise.all((await fs.readdir(outbox)).map(read));
        return texts.some((t) => t.includes((r.data as { name: string }).name));
      };
      for (const r of records) expect(await nameIn(r)).toBe(true);

      // The first process: the compaction stopped at `crashAt`, the process gone (its lock with it).
      const compaction = store.compactOutbox((_file, step) => {
        if (step === crashAt) throw new Error(`crash at ${step}`);
      });
      if (crashAt === 'none') expect(await compaction).toBe(4);
      else await expect(compaction).rejects.toThrow(`crash at ${crashAt}`);
      await store.lock.release();

      const smtp = await startSmtp();
      cleanup.push(() => smtp.close());
      const app = await startApp({ dataDir, smtpUrl: smtp.url });
      cleanup.push(() => app.close());
      await waitFor(() => pending.every((r) => smtp.mailsFor(r.id).length === 1), { what: 'the pending ones' });
      await app.meranti.upkeep.retention();
      for (const r of mailed) expect(smtp.mailsFor(r.id)).toHaveLength(0);
      for (const r of records) expect(await nameIn(r)).toBe(false);
      expect(smtp.mails).toHaveLength(2);
      expect((await fs.readdir(path.join(dataDir, 'outbox'))).filter(isTempName)).toEqual([]);
    },
  );
});
