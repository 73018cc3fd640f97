/**
 * Whose fault a failed send is (ADR 22). Only the answer to one message's own RCPT or DATA speaks
 * about that message; everything before it — reaching the relay, TLS, logging in, the greeting,
 * our sender address — is the relay's:
 *   - 'rejected': a 5xx to this message's RCPT TO or DATA — permanent for this message: a dead letter;
 *   - 'deferred': a 4xx there (greylisting, a full mailbox, "try later") — this message waits on its
 *     own backoff, the others go on;
 *   - 'relay': connection refused or lost, DNS, TLS, authentication (530, 534, 535, 538), timeouts,
 *     421, an answer to MAIL FROM, a protocol error, the .eml folder unwritable — nothing to do with
 *     this message: the sender's circuit breaker pauses all delivery, and nothing is dead-lettered.
 */

export type RelayFaultReason = 'connection' | 'tls' | 'auth' | 'timeout' | 'other';
export const RELAY_FAULT_REASONS: readonly RelayFaultReason[] = ['connection', 'tls', 'auth', 'timeout', 'other'];

export type SendFailure = { kind: 'rejected' } | { kind: 'deferred' } | { kind: 'relay'; reason: RelayFaultReason };

interface MailError {
  code?: unknown;
  originalCode?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

const AUTH_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2']);
const AUTH_REPLIES = new Set([530, 534, 535, 538, 454]);
const TLS_CODES = new Set(['ETLS', 'EREQUIRETLS']);
const CONNECTION_CODES = new Set(['ECONNECTION', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/** Classifies an error thrown by MailTransport.send. */
export function classifySendFailure(err: unknown): SendFailure {
  const e = (err ?? {}) as MailError;
  const code = typeof e.code === 'string' ? e.code : '';
  const original = typeof e.originalCode === 'string' ? e.originalCode : '';
  const reply = typeof e.responseCode === 'number' ? e.responseCode : 0;
  const command = typeof e.command === 'string' ? e.command.toUpperCase() : '';

  // The relay's answer to this message: its recipient, or its content.
  const aboutThisMessage = command === 'RCPT TO' || command.startsWith('DATA');
  if (aboutThisMessage && reply !== 421 && !AUTH_REPLIES.has(reply)) {
    if (reply >= 500 && reply < 600) return { kind: 'rejected' };
    if (reply >= 400 && reply < 500) return { kind: 'deferred' };
  }
  if (AUTH_CODES.has(code) || AUTH_REPLIES.has(reply) || command.startsWith('AUTH')) return { kind: 'relay', reason: 'auth' };
  if (TLS_CODES.has(code) || command === 'STARTTLS' || /CERT|TLS|SSL/.test(original)) return { kind: 'relay', reason: 'tls' };
  if (code === 'ETIMEDOUT' || original === 'ETIMEDOUT') return { kind: 'relay', reason: 'timeout' };
  if (CONNECTION_CODES.has(code) || CONNECTION_CODES.has(original) || reply === 421) return { kind: 'relay', reason: 'connection' };
  return { kind: 'relay', reason: 'other' };
}
