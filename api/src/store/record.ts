/** One accepted submission as it is kept on disk (outbox lines, parked files). */
import type { ContactEnquiry } from '@meranti/contract/enquiry';
import type { Lead } from '@meranti/contract/lead';

/** Why the bot checks doubt a submission. Kept and shown to sales, never a reason to drop it. */
export interface Suspect {
  reason: 'too-fast' | 'honeypot';
  /** In words, for the mail header: "sent 100 ms after the form appeared (minimum 2000 ms)". */
  detail: string;
}

interface RecordBase {
  v: 1;
  /** The submission id: the client's (body or Idempotency-Key), or one the server assigned. */
  id: string;
  /** When the server accepted it (ISO). */
  receivedAt: string;
  /** Set when a bot check doubts it: the mail is flagged. */
  suspect?: Suspect;
}
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type StoredEnquiry = Omit<ContactEnquiry, 'website' | 'formStartedAt'>;
export type StoredLead = DistributiveOmit<Lead, 'website' | 'formStartedAt'>;

export type OutboxRecord = (RecordBase & { kind: 'contact'; data: StoredEnquiry }) | (RecordBase & { kind: 'lead'; data: StoredLead });

/** contact | download | guide | newsletter — for logs, metrics and mail subjects. */
export const recordKind = (r: OutboxRecord): string => (r.kind === 'contact' ? 'contact' : r.data.kind);

export function parseRecord(line: string): OutboxRecord | undefined {
  try {
    const r = JSON.parse(line) as Partial<OutboxRecord>;
    if (r && r.v === 1 && typeof r.id === 'string' && (r.kind === 'contact' || r.kind === 'lead') && r.data && typeof r.data === 'object')
      return r as OutboxRecord;
  } catch {
    // a torn last line (the process died mid-write): it was never acknowledged
  }
  return undefined;
}
