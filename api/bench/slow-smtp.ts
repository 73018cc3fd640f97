/**
 * Bench helper: an SMTP server on 127.0.0.1 that answers each message after DELAY_MS (default
 * 50 ms). Prints "[slow-smtp] listening on <port>"; on SIGTERM prints how many it received.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const delayMs = Number(process.argv[2] ?? 50);
let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  closeTimeout: 100,
  onData(stream, _session, callback) {
    stream.on('data', () => {});
    stream.on('end', () =>
      setTimeout(() => {
        received++;
        callback();
      }, delayMs),
    );
  },
});
server.listen(0, '127.0.0.1', () => {
  console.log(`[slow-smtp] listening on ${(server.server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => {
  console.log(`[slow-smtp] received ${received}`);
  server.close(() => process.exit(0));
});
