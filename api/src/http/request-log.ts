/** One log line per request: method, path, status, duration. No query string, no body. */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    // Nothing to log at this level: no timer, no listener (keeps the hot path lean).
    if (!logger.isLevelEnabled('info')) return next();
    const start = process.hrtime.bigint();
    const path = req.path.slice(0, 200); // before routers rewrite req.url
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      const entry = { method: req.method, path, status: res.statusCode, ms: Math.round(ms * 10) / 10 };
      // Beacons (/api/rum, thousands a second at peak) only at debug, unless they fail.
      const beacon = path === '/api/rum' && res.statusCode < 500;
      if (!beacon && (path.startsWith('/api/') || path === '/healthz' || res.statusCode >= 500)) logger.info(entry, 'request');
      else logger.debug(entry, 'request');
    });
    next();
  };
}
