/**
 * Personal data held about one person, as both stores and the .eml folder report it for a
 * data-subject request (`npm run enquiries -- find|erase --email x`), and how a submission is
 * matched to the person: by the e-mail address they gave, normalised.
 */
import { domainToASCII } from 'node:url';
import { type OutboxRecord, recordKind } from './record';

/** Where an item is held. */
export type HeldPlace = 'outbox' | 'quarantine' | 'dead' | 'requeue' | 'mail-file';

export const HELD_PLACES: readonly HeldPlace[] = ['outbox', 'quarantine', 'dead', 'requeue', 'mail-file'];

export interface HeldItem {
  place: HeldPlace;
  submissionId: string;
  /** contact | download | guide | newsletter */
  kind: string;
  /** When the server accepted it (ISO), where known. */
  receivedAt: string | undefined;
  /** Name and company as the visitor gave them, for the operator to recognise the person (printed, never logged). */
  who: string;
  /** In the outbox: already mailed (its line goes at the next compaction), or still to be mailed. */
  mailed?: boolean;
  /** Where it is, in words: a file, or the database row. */
  where: string;
}

/** One erasure: what was removed, when. Kept (as `ErasureRecord`) without personal data. */
export interface ErasureReport {
  erasureId: string;
  erasedAt: string;
  items: HeldItem[];
}

/** What is kept of an erasure: no address, no name — the submission ids and how many of each place. */
export interface ErasureRecord {
  erasureId: string;
  erasedAt: string;
  submissionIds: string[];
  removed: Partial<Record<HeldPlace, number>>;
}

export function erasureRecord(report: ErasureReport): ErasureRecord {
  const removed: Partial<Record<HeldPlace, number>> = {};
  for (const item of report.items) removed[item.place] = (removed[item.place] ?? 0) + 1;
  return {
    erasureId: report.erasureId,
    erasedAt: report.erasedAt,
    submissionIds: [...new Set(report.items.map((i) => i.submissionId))],
    removed,
  };
}

/**
 * An address as compared: trimmed, lower case, an internationalised domain in its ASCII (punycode)
 * form — so `Siti@Lumen.example` and `siti@lumen.example` are one person, and so are
 * `x@bücher.example` and `x@xn--bcher-kva.example`.
 */
export function normaliseEmail(email: string): string {
  const e = email.trim().toLowerCase();
  const at = e.lastIndexOf('@');
  if (at < 0) return e;
  const domain = e.slice(at + 1);
  return `${e.slice(0, at)}@${domainToASCII(domain) || domain}`;
}

/** Whether `record` was sent by the person with this (normalised) address. */
export function recordMatches(record: OutboxRecord, normalisedEmail: string): boolean {
  const email = (record.data as { email?: unknown }).email;
  return typeof email === 'string' && normaliseEmail(email) === normalisedEmail;
}

/** The sender's name as they gave it ('' for a newsletter sign-up). */
export function nameOf(record: OutboxRecord): string {
  const d = record.data as Record<string, unknown>;
  return typeof d.name === 'string' ? d.name : [d.firstName, d.lastName].filter((x) => typeof x === 'string').join(' ');
}

/** Who sent it, in one line: name · company (the address is what the operator searched for). */
export function who(record: OutboxRecord): string {
  return [nameOf(record), (record.data as { company?: unknown }).company].filter((x) => typeof x === 'string' && x !== '').join(' · ');
}

/** A held item for a record (the place and where it is are the caller's). */
export function heldItem(record: OutboxRecord, place: HeldPlace, where: string, extra: Partial<HeldItem> = {}): HeldItem {
  return { place, submissionId: record.id, kind: recordKind(record), receivedAt: record.receivedAt, who: who(record), where, ...extra };
}
