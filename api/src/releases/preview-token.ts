/**
 * Preview links: a signed token naming one candidate build of one area and when the link expires.
 * `base64url(JSON payload).base64url(HMAC-SHA256(secret, payload part))`, compared in constant
 * time. Signed by the release scripts (`npm run deploy -- --preview`), checked by the API
 * (releases/channel.ts) — both with `previewSecret(config)`: PREVIEW_SECRET, or else the file
 * `<DATA_DIR>/preview-secret` that whichever side needs it first creates, so the scripts and every
 * instance on one DATA_DIR agree without anyone setting anything.
 *
 * No Express here: the scripts import this module as it is.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Config } from '../config/env';
import { tempNameOf } from '../fs/write-whole.mjs';
import { buildIdSchema, CANDIDATE_AREAS, type CandidateArea } from './candidates';

/** What a preview link grants: the candidate `buildId` of `area`, until `expiresAt` (ms since the epoch). */
export interface PreviewGrant {
  readonly area: CandidateArea;
  readonly buildId: string;
  readonly expiresAt: number;
}

/** Why a token was refused: not a token at all, not signed with our secret, or past its expiry. */
export type PreviewTokenRefusal = 'malformed' | 'signature' | 'expired';

export type PreviewTokenCheck = ({ ok: true } & PreviewGrant) | { ok: false; reason: PreviewTokenRefusal };

const payloadSchema = z.strictObject({
  area: z.enum(CANDIDATE_AREAS),
  buildId: buildIdSchema,
  expiresAt: z.number().int().positive(),
});

const signatureOf = (payloadPart: string, secret: string): Buffer => createHmac('sha256', secret).update(payloadPart).digest();

/** A preview token for `grant`, signed with `secret`. */
export function signPreviewToken(grant: PreviewGrant, secret: string): string {
  const payload = payloadSchema.parse({ area: grant.area, buildId: grant.buildId, expiresAt: grant.expiresAt });
  const payloadPart = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${payloadPart}.${signatureOf(payloadPart, secret).toString('base64url')}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Checks a token: signed with `secret` (constant-time), a well-formed grant, not expired at `now`
 * (ms since the epoch). Whether the build is still staged is the caller's to check.
 */
export function verifyPreviewToken(token: string, secret: string, now: number = Date.now()): PreviewTokenCheck {
  const parts = token.split('.');
  const [payloadPart, signaturePart] = parts;
  if (parts.length !== 2 || !payloadPart || !signaturePart || !BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart))
    return { ok: false, reason: 'malformed' };
  const given = Buffer.from(signaturePart, 'base64url');
  const expected = signatureOf(payloadPart, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  let payload: z.output<typeof payloadSchema>;
  try {
    payload = payloadSchema.parse(JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (payload.expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, ...payload };
}

/** The secret file in DATA_DIR, when PREVIEW_SECRET is not set. */
export const PREVIEW_SECRET_FILE = 'preview-secret';

/**
 * The secret preview tokens are signed with: PREVIEW_SECRET, else `<DATA_DIR>/preview-secret`
 * (owner-only, 32 random bytes in hex), created when missing. Creating it is safe when several
 * processes race: each writes a temporary file and links it to the name, which never replaces a
 * file already there; then every one reads what is there.
 */
export function previewSecret(config: Pick<Config, 'previewSecret' | 'dataDir'>): string {
  if (config.previewSecret) return config.previewSecret;
  const file = path.join(config.dataDir, PREVIEW_SECRET_FILE);
  for (let attempt = 0; ; attempt++) {
    const existing = readSecretFile(file);
    if (existing) return existing;
    fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    const tmp = tempNameOf(file);
    try {
      const fd = fs.openSync(tmp, 'wx', 0o600);
      try {
        fs.writeFileSync(fd, `${randomBytes(32).toString('hex')}\n`);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.linkSync(tmp, file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // EEXIST: another process made it first (read below). ENOENT: our temporary file was
      // swept away (a store opening DATA_DIR removes left-over temporary files): try again.
      if (code !== 'EEXIST' && !(code === 'ENOENT' && attempt < 3)) throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
}

/** The secret in `file`, or undefined when there is none yet. */
function readSecretFile(file: string): string | undefined {
  try {
    const secret = fs.readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new Error(`${file} holds no preview secret (fewer than 32 characters): delete it to have a new one made`);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
