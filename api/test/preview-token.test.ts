/** Preview tokens (signed, expiring) and the preview secret shared through DATA_DIR by the scripts and every instance. */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SECRET_FILE, previewSecret, signPreviewToken, verifyPreviewToken } from '../src/releases/preview-token';
import { API_DIR, REPO_DIR, tmpDir } from './helpers';

const SECRET = 'a-preview-secret-of-at-least-32-characters';
const NOW = Date.parse('2026-11-29T10:00:00Z');
const grant = { area: 'resources', buildId: 'cafe00000001', expiresAt: NOW + 3_600_000 } as const;

describe('preview tokens', () => {
  it('a signed token verifies to what it grants, until it expires', () => {
    const token = signPreviewToken(grant, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: true, ...grant });
    expect(verifyPreviewToken(token, SECRET, grant.expiresAt - 1)).toMatchObject({ ok: true });
    expect(verifyPreviewToken(token, SECRET, grant.expiresAt)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret, or whose payload was changed', () => {
    const forged = signPreviewToken(grant, 'another-secret-of-at-least-32-characters!!');
    expect(verifyPreviewToken(forged, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    const [, signature] = signPreviewToken(grant, SECRET).split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...grant, buildId: 'beef00000002' })).toString('base64url');
    expect(verifyPreviewToken(`${otherPayload}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
    const longer = Buffer.from(JSON.stringify({ ...grant, expiresAt: grant.expiresAt + 86_400_000 })).toString('base64url');
    expect(verifyPreviewToken(`${longer}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'signature' });
  });

  it.each(['', 'garbage', 'a.b.c', '.sig', 'payload.', 'pay load.sig', 'payload.sig==', '✓.✓'])('refuses %j as malformed', (token) => {
    expect(verifyPreviewToken(token, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses a correctly signed payload that is no grant (unknown area, no build id)', () => {
    for (const payload of [{ ...grant, area: 'shell' }, { area: 'resources', expiresAt: grant.expiresAt }, 'text']) {
      const part = Buffer.from(JSON.stringify(payload)).toString('base64url');
      const signature = createHmac('sha256', SECRET).update(part).digest('base64url');
      expect(verifyPreviewToken(`${part}.${signature}`, SECRET, NOW)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});

describe('previewSecret', () => {
  it('is PREVIEW_SECRET when set (no file is made)', () => {
    const dataDir = tmpDir('data');
    expect(previewSecret({ previewSecret: SECRET, dataDir })).toBe(SECRET);
    expect(fs.existsSync(path.join(dataDir, PREVIEW_SECRET_FILE))).toBe(false);
  });

  it('else DATA_DIR/preview-secret: made on first use (owner-only, 32 random bytes), the same ever after', () => {
    const dataDir = path.join(tmpDir('data'), 'not-yet');
    const first = previewSecret({ previewSecret: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, PREVIEW_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(previewSecret({ previewSecret: undefined, dataDir })).toBe(first);
    expect(previewSecret({ previewSecret: undefined, dataDir: tmpDir('data') })).not.toBe(first);
    expect(fs.readdirSync(dataDir)).toEqual([PREVIEW_SECRET_FILE]);
  });

  it('processes that make it at the same moment all end up with one secret', async () => {
    const dataDir = tmpDir('data');
    // Each child loads the module, then waits for the same moment before making the secret.
    const at = Date.now() + 4000;
    const script = `import { previewSecret } from ${JSON.stringify(path.join(API_DIR, 'src/releases/preview-token.ts'))};
      while (Date.now() < ${at});
      process.stdout.write(previewSecret({ previewSecret: undefined, dataDir: ${JSON.stringify(dataDir)} }));`;
    const secrets = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          cwd: REPO_DIR,
        });
        return stdout;
      }),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toBe(fs.readFileSync(path.join(dataDir, PREVIEW_SECRET_FILE), 'utf8').trim());
    expect(fs.readdirSync(dataDir)).toEqual([PREVIEW_SECRET_FILE]);
  });

  it('a secret file too short to be one is an error, never a weak key', () => {
    const dataDir = tmpDir('data');
    fs.writeFileSync(path.join(dataDir, PREVIEW_SECRET_FILE), 'short\n');
    expect(() => previewSecret({ previewSecret: undefined, dataDir })).toThrow(/holds no preview secret/);
  });
});
