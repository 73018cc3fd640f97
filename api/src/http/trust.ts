/**
 * Who is the client, and who may read the instance's detail. Express's "trust proxy" decides
 * whose X-Forwarded-For is believed (TRUST_PROXY: the load balancer's addresses). A load balancer
 * on the same machine shares 127.0.0.1 with every local process, so its address cannot tell them
 * apart there: with BALANCER_SECRET the balancer sends `X-Meranti-Balancer: <secret>` with every
 * request (and health check), and a request without it has its X-Forwarded-For removed before
 * anything reads the client's address — a local client on the instance's port is counted as itself.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';

export const BALANCER_HEADER = 'x-meranti-balancer';
const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded'];

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
export const isLoopback = (ip: string | undefined): boolean => ip !== undefined && LOOPBACK.test(ip);

/**
 * With a secret: the forwarding headers of a request that does not carry it are dropped (the
 * secret itself never goes further than this). Without one: nothing to do.
 */
export function balancerProof(secret: string | undefined): RequestHandler {
  const expected = secret === undefined ? undefined : Buffer.from(secret);
  return (req, _res, next) => {
    if (!expected) return next();
    const given = Buffer.from(String(req.headers[BALANCER_HEADER] ?? ''));
    delete req.headers[BALANCER_HEADER];
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) for (const name of FORWARDED) delete req.headers[name];
    next();
  };
}

/**
 * Whether this request may read the instance's detail (/healthz: its name, pid, backlog): a client
 * on this machine, or the load balancer itself (a trusted proxy asking for itself — its health
 * checks — not a visitor it forwards).
 */
export function isOperator(req: Request): boolean {
  const ip = req.ip;
  return isLoopback(ip) || (ip !== undefined && (req.app.get('trust proxy fn') as (a: string, hop: number) => boolean)(ip, 0));
}
