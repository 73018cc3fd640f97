/**
 * Data-subject requests (Singapore's PDPA: access and erasure), over either store and the .eml
 * folder: `npm run enquiries -- find --email x` lists what is held about the person, `erase --email
 * x` removes all of it and keeps a record of the erasure without personal data. Run by the command
 * (PostgreSQL; or files with no server running) or, for the file store, by the server that owns
 * DATA_DIR when the command hands the request over (outbox/requests.ts).
 */
import { randomUUID } from 'node:crypto';
import { eraseMailFiles, findMailFiles } from '../mail/mail-files';
import type { ErasureReport, HeldItem } from '../store/personal-data';
import type { PersonalDataStore } from '../store/submission-store';

/** Everything held about the person with this address: the store's submissions, then the .eml files. */
export async function findHeld(store: Pick<PersonalDataStore, 'find'>, mailDir: string, email: string): Promise<HeldItem[]> {
  return [...(await store.find(email)), ...(await findMailFiles(mailDir, email))];
}

/**
 * Erases it all: the store first (so nothing pending is mailed from now on), then the .eml files,
 * then the record of the erasure. A delivery already under way at that moment still reaches sales
 * (and, without SMTP, may write its .eml just after the sweep): README, "Personal data".
 */
export async function eraseHeld(store: PersonalDataStore, mailDir: string, email: string): Promise<ErasureReport> {
  const items = [...(await store.erase(email)), ...(await eraseMailFiles(mailDir, email))];
  const report: ErasureReport = { erasureId: randomUUID(), erasedAt: new Date().toISOString(), items };
  await store.recordErasure(report);
  return report;
}
