/**
 * Erasures handed to the server that owns DATA_DIR. `npm run enquiries -- erase --email x` on the
 * file store needs the outbox, which belongs to the running server (data-dir-lock.ts): the command
 * writes `DATA_DIR/requests/<id>.erase.json` (owner-only, written whole by a rename), the server
 * takes it in with the release/retry hand-backs (every REQUEUE_POLL_MS, and at start), carries it
 * out, writes `<id>.answer.json` and deletes the request; the command prints the answer and deletes
 * it. The answer holds no name or address; one its command stopped waiting for is deleted after an
 * hour.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { syncDir, writeWhole } from '../fs/write-whole.mjs';
import type { ErasureReport } from '../store/personal-data';
import { PRIVATE_FILE_MODE, privateDir } from '../store/private-files';
import type { OperatorRequest } from '../store/submission-store';

export const requestsDir = (dataDir: string) => path.join(dataDir, 'requests');

const REQUEST = /^([0-9a-f-]{36})\.erase\.json$/;
const ANSWER = /^[0-9a-f-]{36}\.answer\.json$/;
const FORGOTTEN_ANSWER_MS = 3_600_000;

/** The command's side: hands an erasure to the server; its request id. */
export async function requestErasure(dataDir: string, email: string): Promise<string> {
  const dir = requestsDir(dataDir);
  await privateDir(dir);
  const id = randomUUID();
  await writeWhole(path.join(dir, `${id}.erase.json`), JSON.stringify({ email, requestedAt: new Date().toISOString() }), {
    mode: PRIVATE_FILE_MODE,
  });
  return id;
}

/** The command's side: the server's answer, once there (undefined after `timeoutMs`; the request stays for the server). */
export async function awaitAnswer(dataDir: string, id: string, timeoutMs: number, pollMs = 100): Promise<ErasureReport | undefined> {
  const file = path.join(requestsDir(dataDir), `${id}.answer.json`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) {
      await fs.rm(file, { force: true });
      return JSON.parse(text) as ErasureReport;
    }
    if (Date.now() > deadline) return undefined;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** The server's side: the erasures waiting (answer each once carried out). Forgotten answers are cleared. */
export async function takeRequests(dataDir: string, now = Date.now()): Promise<OperatorRequest[]> {
  const dir = requestsDir(dataDir);
  let names: string[];
  try {
    names = (await fs.readdir(dir)).sort();
  } catch {
    return [];
  }
  const requests: OperatorRequest[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (ANSWER.test(name)) {
      const stat = await fs.stat(file).catch(() => undefined);
      if (stat && now - stat.mtimeMs > FORGOTTEN_ANSWER_MS) await fs.rm(file, { force: true });
      continue;
    }
    const id = REQUEST.exec(name)?.[1];
    if (!id) continue;
    let email: unknown;
    try {
      email = (JSON.parse(await fs.readFile(file, 'utf8')) as { email?: unknown }).email;
    } catch {
      continue; // being written: the rename has not happened (it is never half there)
    }
    if (typeof email !== 'string') {
      await fs.rm(file, { force: true });
      continue;
    }
    requests.push({
      email,
      async answer(report) {
        // No name, no address in the answer: it may wait on disk for a command that gave up.
        const plain: ErasureReport = { ...report, items: report.items.map((i) => ({ ...i, who: '' })) };
        await writeWhole(path.join(dir, `${id}.answer.json`), JSON.stringify(plain), { mode: PRIVATE_FILE_MODE });
        await fs.rm(file, { force: true });
        await syncDir(dir);
      },
    });
  }
  return requests;
}
