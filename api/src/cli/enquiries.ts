/**
 * `npm run enquiries -- <command>`: the operator's view of submissions that are not on their way
 * to sales by themselves. Reads the same environment as the server and works on the same store
 * (DATA_DIR, or PostgreSQL when DATABASE_URL is set), with the server running or not:
 *   quarantine       list honeypot submissions (kept QUARANTINE_DAYS, not mailed)
 *   release <id>     mail one of them to sales (flagged), exactly once
 *   dead             list dead letters: refused by the mail server, or failing past the limit
 *   retry <id>       put a dead letter back in the queue
 * release and retry hand the submission back in one step that cannot happen twice (a rename into
 * DATA_DIR/requeue/, which the server takes into the outbox within REQUEUE_POLL_MS; or, with
 * PostgreSQL, one transaction that makes it pending and queues its delivery job).
 */
import { type Config, ConfigError, loadEnv } from '../config/env';
import { createLogger } from '../logger';
import { openParkedSubmissions } from '../store/open';
import { recordKind } from '../store/record';
import type { ParkedKind, ParkedSubmission, ParkedSubmissions } from '../store/submission-store';

const USAGE = `Usage: npm run enquiries -- <command>
  quarantine       list quarantined submissions (honeypot filled; not mailed)
  release <id>     mail a quarantined submission to sales (once)
  dead             list dead letters (refused by the mail server, or failing too long)
  retry <id>       put a dead letter back in the mail queue`;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who sent it, in one line, for an operator deciding what to do with it. */
function who(p: ParkedSubmission): string {
  const d = p.record.data as Record<string, unknown>;
  const name = typeof d.name === 'string' ? d.name : [d.firstName, d.lastName].filter((x) => typeof x === 'string').join(' ');
  return [name, d.email, d.company].filter((x) => typeof x === 'string' && x !== '').join(' · ');
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
  if (!['quarantine', 'dead', 'release', 'retry'].includes(command ?? '')) {
    console.log(USAGE);
    return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
  }
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
            `${p.reason === 'refused' ? 'refused by the mail server' : 'failing too long'} after ${p.attempts ?? '?'} attempt(s)`,
            `last error: ${p.lastError?.response ?? p.lastError?.message ?? p.lastError?.code ?? 'unknown'}`,
          ],
          `No dead letters (${parked.where('dead')}).`,
        );
        return 0;
      case 'release':
        return await move(config, parked, 'quarantine', arg, 'release');
      default:
        return await move(config, parked, 'dead', arg, 'retry');
    }
  } finally {
    await parked.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
