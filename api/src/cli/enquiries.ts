/**
 * `npm run enquiries -- <command>`: the operator's view of submissions that are not on their way
 * to sales by themselves, and of the personal data held. Reads the same environment as the server
 * and works on the same store (DATA_DIR, or PostgreSQL when DATABASE_URL is set), with the server
 * running or not:
 *   quarantine          list honeypot submissions (kept QUARANTINE_DAYS, not mailed)
 *   release <id>        mail one of them to sales (flagged), exactly once
 *   dead                list dead letters: refused by the mail server, or deferred past the limit
 *   retry <id>|--all    put a dead letter (or every one) back in the queue
 *   find --email <a>    data-subject access: what the store and the .eml folder hold about them
 *   erase --email <a>   data-subject erasure: remove all of it; the erasure is recorded without personal data
 * release and retry hand the submission back in one step that cannot happen twice (a rename into
 * DATA_DIR/requeue/, which the server takes into the outbox within REQUEUE_POLL_MS; or, with
 * PostgreSQL, one transaction that makes it pending and queues its delivery job).
 */
import { type Config, ConfigError, loadEnv } from '../config/env';
import { createLogger } from '../logger';
import { ErasureQueuedError } from '../outbox/operator-files';
import { openParkedSubmissions } from '../store/open';
import { type HeldItem, nameOf, normaliseEmail } from '../store/personal-data';
import { recordKind } from '../store/record';
import type { ParkedKind, ParkedSubmission, ParkedSubmissions } from '../store/submission-store';

const USAGE = `Usage: npm run enquiries -- <command>
  quarantine          list quarantined submissions (honeypot filled; not mailed)
  release <id>        mail a quarantined submission to sales (once)
  dead                list dead letters (refused by the mail server, or deferred too long)
  retry <id>          put a dead letter back in the mail queue
  retry --all         put every dead letter back in the mail queue
  find --email <a>    list what is held about the person with that e-mail address
  erase --email <a>   erase all of it (pending ones are then not mailed); recorded without personal data`;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who sent it, in one line, for an operator deciding what to do with it. */
function who(p: ParkedSubmission): string {
  const d = p.record.data as Record<string, unknown>;
  return [nameOf(p.record), d.email, d.company].filter((x) => typeof x === 'string' && x !== '').join(' · ');
}

function list(parked: ParkedSubmission[], extra: (p: ParkedSubmission) => string[], empty: string): void {
  if (parked.length === 0) {
    console.log(empty);
    return;
  }
  for (const p of parked) {
    console.log(`${p.record.id}  ${recordKind(p.record).padEnd(10)}  received ${p.record.receivedAt}  parked ${p.parkedAt}`);
    for (const line of [who(p), ...extra(p)]) if (line) console.log(`    ${line}`);
  }
  console.log(`${parked.length} submission(s)`);
}

async function move(config: Config, parked: ParkedSubmissions, from: ParkedKind, id: string | undefined, verb: string): Promise<number> {
  const normalised = id?.toLowerCase();
  if (!normalised || !ID.test(normalised)) {
    console.error(`${verb} needs a submission id (a UUID, as listed by \`npm run enquiries -- ${from}\`)`);
    return 2;
  }
  if (!(await parked.has(from, normalised))) {
    console.error(`${normalised} is not in ${from === 'dead' ? 'the dead letters' : 'quarantine'} (${parked.where(from)})`);
    return 1;
  }
  if (!(await parked.handBack(from, normalised))) {
    console.error(`${normalised} was just moved by someone else`);
    return 1;
  }
  console.log(`${normalised}: queued for mail to ${config.enquiryTo}. ${parked.pickUp}`);
  return 0;
}

/** Every dead letter back in the queue, each exactly once (one already handed back by someone else is skipped). */
async function retryAll(config: Config, parked: ParkedSubmissions): Promise<number> {
  const dead = await parked.list('dead');
  let moved = 0;
  for (const p of dead) if (await parked.handBack('dead', p.record.id)) moved++;
  if (dead.length === 0) console.log(`No dead letters (${parked.where('dead')}).`);
  else console.log(`${moved} dead letter(s) queued for mail to ${config.enquiryTo}. ${parked.pickUp}`);
  return 0;
}

const PLACE_LABELS: Record<HeldItem['place'], string> = {
  outbox: 'outbox',
  quarantine: 'quarantine',
  dead: 'dead letter',
  requeue: 'handed back',
  'mail-file': '.eml file',
};

function describe(item: HeldItem): string {
  const state = item.place === 'outbox' ? (item.mailed ? ' (mailed; its line goes at the next compaction)' : ' (to be mailed)') : '';
  return `${PLACE_LABELS[item.place].padEnd(12)} ${item.submissionId || '(no id)'}  ${item.kind.padEnd(10)}  received ${item.receivedAt ?? '?'}${state}`;
}

/** The --email argument, or undefined (with the reason printed). */
function emailArg(args: string[], command: string): string | undefined {
  const i = args.indexOf('--email');
  const email = i >= 0 ? args[i + 1] : undefined;
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email.trim())) {
    console.error(`${command} needs --email <address>, e.g. npm run enquiries -- ${command} --email siti@lumen-retail.example`);
    return undefined;
  }
  return email.trim();
}

async function find(parked: ParkedSubmissions, email: string): Promise<number> {
  const items = await parked.findPerson(email);
  if (items.length === 0) {
    console.log(`Nothing held about ${normaliseEmail(email)}.`);
    return 0;
  }
  console.log(`Held about ${normaliseEmail(email)}:`);
  for (const item of items) {
    console.log(`  ${describe(item)}`);
    for (const line of [item.who, item.where]) if (line) console.log(`      ${line}`);
  }
  console.log(`${items.length} item(s). Delivery records (id, content hash, times) hold no personal data and are not listed.`);
  return 0;
}

async function erase(parked: ParkedSubmissions, email: string): Promise<number> {
  try {
    const report = await parked.erasePerson(email);
    for (const item of report.items) console.log(`  erased: ${describe(item)}`);
    console.log(
      `Erased ${report.items.length} item(s) held about ${normaliseEmail(email)}; recorded as erasure ${report.erasureId} at ${report.erasedAt} (without personal data).`,
    );
    return 0;
  } catch (err) {
    if (err instanceof ErasureQueuedError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

async function main(argv: string[]): Promise<number> {
  let config: Config;
  try {
    config = loadEnv();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 2;
    }
    throw err;
  }
  const [command, arg] = argv;
  if (!['quarantine', 'dead', 'release', 'retry', 'find', 'erase'].includes(command ?? '')) {
    console.log(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
  const email = command === 'find' || command === 'erase' ? emailArg(argv.slice(1), command) : '';
  if (email === undefined) return 2;
  let parked: ParkedSubmissions;
  try {
    parked = await openParkedSubmissions(config, createLogger('error', config.instanceId));
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
  try {
    switch (command) {
      case 'quarantine':
        list(
          await parked.list('quarantine'),
          (p) => [p.record.suspect?.detail ?? ''],
          `Quarantine is empty (${parked.where('quarantine')}).`,
        );
        return 0;
      case 'dead':
        list(
          await parked.list('dead'),
          (p) => [
            `${p.reason === 'refused' ? 'refused by the mail server' : 'deferred too long'} after ${p.attempts ?? '?'} attempt(s)`,
            `last error: ${p.lastError?.response ?? p.lastError?.message ?? p.lastError?.code ?? 'unknown'}`,
          ],
          `No dead letters (${parked.where('dead')}).`,
        );
        return 0;
      case 'release':
        return await move(config, parked, 'quarantine', arg, 'release');
      case 'find':
        return await find(parked, email);
      case 'erase':
        return await erase(parked, email);
      default:
        return arg === '--all' ? await retryAll(config, parked) : await move(config, parked, 'dead', arg, 'retry');
    }
  } finally {
    await parked.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
