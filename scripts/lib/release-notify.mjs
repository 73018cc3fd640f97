// Telling the team what a canary's judge (or a person) decided (ADR 27): each stage, promotion and
// abort, with its reason and figures —
//   - RELEASE_NOTIFY_WEBHOOK: POSTed as JSON ({ text, action, area, buildId, live, share?, reason,
//     figures }: `text` is the one line a chat tool shows);
//   - RELEASE_NOTIFY_EMAIL: mailed through RELEASE_NOTIFY_SMTP_URL, else the API's SMTP_URL, else
//     (the embedded default) written as an .eml file under DATA_DIR/release-mail/.
// A notification that cannot be sent is said on the console and never stops the release: the
// release log holds the decision either way.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const { loadEnv } = await tsImport('../../api/src/config/env.ts', import.meta.url);
const { createFileTransport, createSmtpTransport } = await tsImport('../../api/src/mail/transport.ts', import.meta.url);

const WEBHOOK_TIMEOUT_MS = 5_000;

const VERB = { stage: 'moves on to', promote: 'is promoted:', abort: 'is aborted:' };

/** The one line a person reads: "resources 3f2a… is aborted: judged worse than live: …". */
export function notificationText({ action, area, buildId, share, reason }) {
  const what = action === 'stage' ? `${VERB.stage} ${share} % of visitors (${reason})` : `${VERB[action] ?? action} ${reason}`;
  return `[meranti release] ${area} build ${buildId} ${what}`;
}

/** Sends `event` to the team where the environment (`config`) says; `say` reports what happened. Never throws. */
export async function notifyTeam(event, say = (line) => console.log(line), config = loadEnv()) {
  const text = notificationText(event);
  const body = { text, ...event };
  const sent = [];
  if (config.releaseNotifyWebhook) {
    try {
      const res = await fetch(config.releaseNotifyWebhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      sent.push('webhook');
    } catch (err) {
      say(`the release webhook did not take the notification (${err.message}); the release log has it`);
    }
  }
  if (config.releaseNotifyEmail) {
    const smtp = config.releaseNotifySmtpUrl ?? config.smtpUrl;
    const transport = smtp
      ? createSmtpTransport(smtp, { maxConnections: 1, insecure: config.smtpInsecure })
      : createFileTransport(path.join(config.dataDir, 'release-mail'));
    try {
      const messageId = `<${randomUUID()}@releases.meranti4pl.invalid>`;
      await transport.send(
        {
          from: config.enquiryFrom,
          to: config.releaseNotifyEmail,
          subject: text.replace('[meranti release] ', 'Release: '),
          text: `${text}\n\n${JSON.stringify(event.figures ?? {}, null, 2)}\n`,
          messageId,
        },
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${event.area}-${event.action}`,
      );
      sent.push(`mail to ${config.releaseNotifyEmail}`);
    } catch (err) {
      say(`the release mail did not go (${err.message}); the release log has the decision`);
    } finally {
      await transport.close();
    }
  }
  if (sent.length) say(`told the team (${sent.join(', ')})`);
  return sent;
}
