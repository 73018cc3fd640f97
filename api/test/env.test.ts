/** The env module, and the browser-safety of the shared schemas. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contactEnquirySchema, serviceInterestLabels, serviceInterestValues } from '@meranti/contract/enquiry';
import { leadSchema } from '@meranti/contract/lead';
import { company } from '@meranti/platform/company';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, REPO_ROOT } from '../src/config/env';
import { API_DIR, fullEnquiry } from './helpers';

describe('config/env.ts', () => {
  it('has defaults for everything, read from the company facts', () => {
    const c = parseEnv({});
    expect(c).toMatchObject({
      port: 3000,
      siteUrl: 'http://localhost:3000',
      siteDir: path.join(REPO_ROOT, '.site'),
      dataDir: path.join(REPO_ROOT, '.data'),
      smtpUrl: undefined,
      enquiryTo: company.email.sales,
      enquiryFrom: company.email.website,
      minFillMs: 2000,
      logLevel: 'info',
    });
  });

  it('takes an assets base path or URL ending in /, and lets the CSP load media from its origin', async () => {
    expect(parseEnv({}).assetsBase).toBe('/assets/');
    expect(parseEnv({ ASSETS_BASE_URL: 'https://cdn.meranti4pl.example/assets/' }).assetsBase).toBe(
      'https://cdn.meranti4pl.example/assets/',
    );
    expect(() => parseEnv({ ASSETS_BASE_URL: 'https://cdn.meranti4pl.example/assets' })).toThrow(/ASSETS_BASE_URL/);
    expect(() => parseEnv({ ASSETS_BASE_URL: 'ftp://cdn.example/' })).toThrow(/ASSETS_BASE_URL/);
    const { contentSecurityPolicy, CONTENT_SECURITY_POLICY } = await import('../src/http/security');
    expect(contentSecurityPolicy('/assets/')).toBe(CONTENT_SECURITY_POLICY);
    const csp = contentSecurityPolicy('https://cdn.meranti4pl.example/assets/');
    expect(csp).toContain("img-src 'self' data: https://cdn.meranti4pl.example");
    expect(csp).toContain("media-src 'self' https://cdn.meranti4pl.example");
    expect(csp).toContain("script-src 'self';");
  });

  it('serves the use-case test fixtures only when USE_CASE_TEST_FIXTURES is set', () => {
    expect(parseEnv({}).useCaseTestFixtures).toBe(false);
    expect(parseEnv({ USE_CASE_TEST_FIXTURES: '0' }).useCaseTestFixtures).toBe(false);
    expect(parseEnv({ USE_CASE_TEST_FIXTURES: '1' }).useCaseTestFixtures).toBe(true);
    expect(parseEnv({ USE_CASE_TEST_FIXTURES: 'true' }).useCaseTestFixtures).toBe(true);
    expect(() => parseEnv({ USE_CASE_TEST_FIXTURES: 'yes' })).toThrow(/USE_CASE_TEST_FIXTURES/);
  });

  it('states the lifetime of personal data and the SMTP TLS rule, with defaults', () => {
    const c = parseEnv({});
    expect(c).toMatchObject({
      deliveredDataMs: 60 * 60_000,
      sentRetentionMs: 30 * 24 * 3600_000,
      quarantineRetentionMs: 30 * 24 * 3600_000,
      deadLetterRetentionMs: 30 * 24 * 3600_000,
      mailFilesRetentionMs: 7 * 24 * 3600_000,
      smtpInsecure: false,
    });
    const set = parseEnv({ DELIVERED_DATA_MINUTES: '10', DEAD_LETTER_DAYS: '90', MAIL_FILES_DAYS: '1', SMTP_INSECURE: '1' });
    expect(set).toMatchObject({
      deliveredDataMs: 600_000,
      deadLetterRetentionMs: 90 * 24 * 3600_000,
      mailFilesRetentionMs: 24 * 3600_000,
      smtpInsecure: true,
    });
    expect(() => parseEnv({ SMTP_INSECURE: 'yes' })).toThrow(/SMTP_INSECURE/);
    expect(() => parseEnv({ DELIVERED_DATA_MINUTES: '1' })).toThrow(/DELIVERED_DATA_MINUTES="1": must be at least 2/);
  });

  it('treats empty variables as unset and coerces numbers', () => {
    const c = parseEnv({ PORT: '8080', SMTP_URL: '', RATE_LIMIT_PER_MINUTE: '100000', MIN_FILL_MS: '0', TRUST_PROXY: 'false' });
    expect(c.port).toBe(8080);
    expect(c.smtpUrl).toBeUndefined();
    expect(c.rateLimitPerMinute).toBe(100000);
    expect(c.minFillMs).toBe(0);
    expect(c.trustProxy).toBe(false);
  });

  it('BALANCER_SECRET: unset by default, 16 characters at least, never printed back', () => {
    expect(parseEnv({}).balancerSecret).toBeUndefined();
    expect(parseEnv({ BALANCER_SECRET: 's'.repeat(24) }).balancerSecret).toBe('s'.repeat(24));
    expect(() => parseEnv({ BALANCER_SECRET: 'hunter2' })).toThrow(/BALANCER_SECRET=\(hidden\): must be at least 16 characters/);
  });

  it('PREVIEW_SECRET: unset by default, 32 characters at least, never printed back', () => {
    expect(parseEnv({}).previewSecret).toBeUndefined();
    expect(parseEnv({ PREVIEW_SECRET: 'p'.repeat(32) }).previewSecret).toBe('p'.repeat(32));
    let message = '';
    try {
      parseEnv({ PREVIEW_SECRET: 'too-short-a-preview-secret' });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/PREVIEW_SECRET=\(hidden\): must be at least 32 characters/);
    expect(message).not.toContain('too-short-a-preview-secret');
  });

  it('lists every problem, naming the variable, and never prints the SMTP password', () => {
    let error: unknown;
    try {
      parseEnv({ PORT: 'abc', SMTP_URL: 'http://user:hunter2@mail', ENQUIRY_TO: 'sales', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['PORT="abc"', 'SMTP_URL=(hidden)', 'ENQUIRY_TO="sales"', 'LOG_LEVEL="loud"']) expect(message).toContain(name);
    expect(message).not.toContain('hunter2');
  });

  it('takes a PostgreSQL URL (never printed back), an instance id, a pool size and a delivery hold', () => {
    const none = parseEnv({});
    expect(none.databaseUrl).toBeUndefined();
    expect(none.instanceId).toMatch(new RegExp(`-${process.pid}$`));
    expect(none).toMatchObject({ databasePoolSize: 10, mailLeaseMs: 30_000 });
    const pg = parseEnv({
      DATABASE_URL: 'postgres://meranti:s3cret@db.internal:5432/meranti',
      INSTANCE_ID: 'api-2',
      DATABASE_POOL_SIZE: '20',
      MAIL_LEASE_SECONDS: '10',
    });
    expect(pg).toMatchObject({
      databaseUrl: 'postgres://meranti:s3cret@db.internal:5432/meranti',
      instanceId: 'api-2',
      databasePoolSize: 20,
    });
    expect(pg.mailLeaseMs).toBe(10_000);
    let error: unknown;
    try {
      parseEnv({ DATABASE_URL: 'mysql://root:s3cret@db/x', INSTANCE_ID: 'api 2', MAIL_LEASE_SECONDS: '1' });
    } catch (e) {
      error = e;
    }
    const message = (error as Error).message;
    for (const name of [
      'DATABASE_URL=(hidden): must be a postgres:// URL',
      'INSTANCE_ID="api 2"',
      'MAIL_LEASE_SECONDS="1": must be at least 5',
    ])
      expect(message).toContain(name);
    expect(message).not.toContain('s3cret');
  });

  it('the server refuses to start on a bad environment, with a clear message', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(API_DIR, 'src/server.ts')], {
      env: { PATH: process.env.PATH ?? '', PORT: '99999' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Invalid API configuration');
    expect(r.stderr).toContain('PORT="99999": must be at most 65535');
  });

  it('no other api source file reads process.env', () => {
    const files = spawnSync('grep', ['-rl', 'process.env', path.join(API_DIR, 'src')], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n');
    expect(files.map((f) => path.relative(API_DIR, f))).toEqual(['src/config/env.ts']);
  });
});

describe('shared schemas (@meranti/contract: enquiry, lead)', () => {
  it('import nothing but zod/mini and each other (browser-safe, and small in a browser bundle)', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const src = readFileSync(file, 'utf8');
      for (const [, spec] of src.matchAll(/(?:import|export)[^'"]*from\s+'([^']+)'/g)) {
        if (spec!.startsWith('.')) visit(path.resolve(path.dirname(file), spec!.endsWith('.ts') ? spec! : `${spec}.ts`));
        else expect(spec, `${path.relative(API_DIR, file)} imports ${spec}`).toBe('zod/mini');
      }
    };
    const contract = path.join(API_DIR, '../shell/packages/contract/src');
    visit(path.join(contract, 'enquiry.ts'));
    visit(path.join(contract, 'lead.ts'));
    expect(seen.size).toBeGreaterThan(3);
  });

  it('normalise what the form sends', () => {
    const parsed = contactEnquirySchema.parse(
      fullEnquiry({ name: '  Siti  ', phone: '', serviceInterest: '', submissionId: 'ABCDEF01-2345-4678-9ABC-DEF012345678' }),
    );
    expect(parsed.name).toBe('Siti');
    expect(parsed.phone).toBeUndefined();
    expect(parsed.serviceInterest).toBeUndefined();
    expect(parsed.submissionId).toBe('abcdef01-2345-4678-9abc-def012345678');
    expect(Object.keys(serviceInterestLabels)).toEqual([...serviceInterestValues]);
    const news = leadSchema.parse({ kind: 'newsletter', email: 'a@b.example', submissionId: crypto.randomUUID() });
    expect(news).toMatchObject({ kind: 'newsletter', referrer: 'newsletter' });
  });
});
