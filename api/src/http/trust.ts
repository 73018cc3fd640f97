/**
 * Who is the client, and who may read the instance's detail. Express's "trust proxy" decides
 * whose X-Forwarded-For is believed (TRUST_PROXY: the load balancer's addresses). A load balancer
 * on the same machine shares 127.0.0.1 with every local process, so an address cannot tell them
 * apart there: BALANCER_SOCKET gives the balancer a door of its own, a unix socket (readable by the
 * instance's user only). A request that came over it has no peer address; only such a request's
 * X-Forwarded-For is believed on top of what TRUST_PROXY names.
 */
import type { Express, Request } from 'express';

type TrustFn = (address: string | undefined, hop: number) => boolean;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
export const isLoopback = (ip: string | undefined): boolean => ip !== undefined && LOOPBACK.test(ip);

/** Sets the app's "trust proxy" from TRUST_PROXY, plus (with a balancer socket) the socket's own requests. */
export function setTrustedProxies(app: Express, trustProxy: boolean | number | string, balancerSocket: string | undefined): void {
  app.set('trust proxy', trustProxy);
  if (!balancerSocket) return;
  const configured = app.get('trust proxy fn') as TrustFn;
  // The peer of a unix-socket connection has no address (hop 0 only: forwarded addresses never lack one).
  const trust: TrustFn = (address, hop) => (hop === 0 && address === undefined) || (address !== undefined && configured(address, hop));
  app.set('trust proxy', trust);
}

/**
 * Whether this request may read the instance's detail (/healthz: its name, pid, backlog): a client
 * on this machine, or the load balancer itself (a trusted proxy asking for itself — its health
 * checks — not a visitor it forwards).
 */
export function isOperator(req: Request): boolean {
  const ip = req.ip;
  if (ip === undefined) return req.socket.remoteAddress === undefined && !req.get('x-forwarded-for'); // the balancer's socket
  return isLoopback(ip) || (req.app.get('trust proxy fn') as TrustFn)(ip, 0);
}
