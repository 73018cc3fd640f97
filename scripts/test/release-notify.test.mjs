// The team hears of a canary's decisions (ADR 27): through its webhook, by mail through a real SMTP
// server, or — the embedded default — as an .eml file; a webhook that fails never stops a release.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { tsImport } from 'tsx/esm/api';
import { afterEach, describe, expect, it } from 'vitest';
import { notifyTeam } from '../lib/release-notify.mjs';

const { parseEnv } = await tsImport('../../api/src/config/env.ts', import.meta.url);

const EVENT = {
  action: 'abort',
  area: 'resources',
  buildId: 'aaaaaaaaaaaa',
  live: 'bbbbbbbbbbbb',
  reason: 'judged worse than live: errors p = 1.2e-6',
  figures: { look: 3, candidate: { pageViews: 40, errors: 12 } },
};
const closers = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meranti-notify-'));
  closers.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};

async function hook(status = 204) {
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({ type: req.headers['content-type'], body: JSON.parse(body) });
      res.writeHead(status).end();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  closers.push(() => new Promise((r) => server.close(r)));
  return { url: `http://127.0.0.1:${server.address().port}/hook`, received };
}

describe('release notifications', () => {
  it('POST the decision as JSON to RELEASE_NOTIFY_WEBHOOK, with the line a chat shows', async () => {
    const { url, received } = await hook();
    const config = parseEnv({ DATA_DIR: dataDir(), RELEASE_NOTIFY_WEBHOOK: url });
    const said = [];
    expect(await notifyTeam(EVENT, (l) => said.push(l), config)).toEqual(['webhook']);
    expect(received).toEqual([
      {
        type: 'application/json',
        body: { text: '[meranti release] resources build aaaaaaaaaaaa is aborted: judged worse than live: errors p = 1.2e-6', ...EVENT },
      },
    ]);
    expect(said).toEqual(['told the team (webhook)']);
  });

  it('a webhook that refuses is said, and does not throw', async () => {
    const { url } = await hook(500);
    const config = parseEnv({ DATA_DIR: dataDir(), RELEASE_NOTIFY_WEBHOOK: url });
    const said = [];
    expect(await notifyTeam(EVENT, (l) => said.push(l), config)).toEqual([]);
    expect(said[0]).toMatch(/the release webhook did not take the notification \(HTTP 500\); the release log has it/);
  });

  it('mail to RELEASE_NOTIFY_EMAIL through RELEASE_NOTIFY_SMTP_URL (a real SMTP server)', async () => {
    const messages = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        let raw = '';
        stream.on('data', (d) => (raw += d));
        stream.on('end', () => {
          messages.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        });
      },
    });
    await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
    closers.push(() => new Promise((r) => smtp.close(r)));
    const config = parseEnv({
      DATA_DIR: dataDir(),
      RELEASE_NOTIFY_EMAIL: 'resources-team@meranti4pl.example',
      RELEASE_NOTIFY_SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    });
    expect(await notifyTeam(EVENT, () => {}, config)).toEqual(['mail to resources-team@meranti4pl.example']);
    expect(messages).toHaveLength(1);
    expect(messages[0].to).toEqual(['resources-team@meranti4pl.example']);
    // Headers unfolded (a long Subject is folded over lines).
    expect(messages[0].raw.replace(/\r\n[ \t]+/g, ' ')).toContain(
      'Subject: Release: resources build aaaaaaaaaaaa is aborted: judged worse than live',
    );
    expect(messages[0].raw).toContain('"errors": 12');
  });

  it('without a relay, the mail is an .eml file in DATA_DIR/release-mail', async () => {
    const dir = dataDir();
    await notifyTeam(EVENT, () => {}, parseEnv({ DATA_DIR: dir, RELEASE_NOTIFY_EMAIL: 'resources-team@meranti4pl.example' }));
    const files = fs.readdirSync(path.join(dir, 'release-mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-resources-abort\.eml$/);
    expect(fs.readFileSync(path.join(dir, 'release-mail', files[0]), 'utf8')).toContain('To: resources-team@meranti4pl.example');
  });

  it('nothing configured: nothing sent, nothing said', async () => {
    const said = [];
    expect(await notifyTeam(EVENT, (l) => said.push(l), parseEnv({ DATA_DIR: dataDir() }))).toEqual([]);
    expect(said).toEqual([]);
  });
});
