/**
 * Bench helper: the naive way, for comparison — the same validation and the same mail, but the
 * handler sends the mail inside the request and answers only once the SMTP server has taken it.
 * No durable store. Env: SMTP_URL (required), SMTP_MAX_CONNECTIONS (default 5).
 * Prints "listening on http://127.0.0.1:<port>".
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { contactEnquirySchema } from '@meranti/contract/enquiry';
import express from 'express';
import { loadEnv } from '../src/config/env';
import { sendError } from '../src/http/envelope';
import { describeIssues } from '../src/http/validate';
import { composeMail } from '../src/mail/compose';
import { createSmtpTransport } from '../src/mail/transport';

const config = loadEnv();
if (!config.smtpUrl) throw new Error('SMTP_URL is required');
const transport = createSmtpTransport(config.smtpUrl, { maxConnections: config.smtpMaxConnections });

const app = express();
app.disable('x-powered-by');
app.post('/api/contact', express.json({ limit: 64 * 1024 }), async (req, res) => {
  const parsed = contactEnquirySchema.safeParse(req.body);
  if (!parsed.success) return sendError(res, 400, describeIssues(parsed.error.issues));
  const { website: _w, formStartedAt: _f, ...data } = parsed.data;
  const id = data.submissionId ?? randomUUID();
  const record = { v: 1 as const, id, kind: 'contact' as const, receivedAt: new Date().toISOString(), data };
  try {
    await transport.send(composeMail(record, { to: config.enquiryTo, from: config.enquiryFrom }), record.id);
    res.json({ success: true });
  } catch {
    sendError(res, 502, 'mail server unavailable');
  }
});
const server = app.listen(config.port, config.host ?? '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  server.close();
  void transport.close(true).then(() => process.exit(0));
});
