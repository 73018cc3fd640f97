import { ports } from './ports';
import { startSmtpServer } from './smtp-inbox';

/** The run's SMTP test server (the API's SMTP_URL points at it), for both engines. */
export default async function globalSetup() {
  return startSmtpServer(ports.smtp);
}
