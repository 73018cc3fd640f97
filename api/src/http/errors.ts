/**
 * The last error handler. Client mistakes caught by the body parser become the JSON envelope
 * with their 4xx status (bad JSON 400, too large 413, wrong charset 415); a 500 is only ever a
 * server fault, and is logged without the request body.
 */
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { HttpError, sendError } from './envelope';
import { BODY_LIMIT_BYTES } from './json-body';

interface ParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) return next(err);
    const api = req.path.startsWith('/api/') || req.path === '/api';
    const reply = (status: number, message: string) =>
      api ? sendError(res, status, message) : void res.status(status).type('text/plain').send(message);
    if (err instanceof HttpError) {
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      return reply(err.status, err.message);
    }
    const e = (err ?? {}) as ParserError;
    switch (e.type) {
      case 'entity.too.large':
        return reply(413, `Request body is too large (at most ${BODY_LIMIT_BYTES / 1024} KB)`);
      case 'entity.parse.failed':
        return reply(400, 'body: not valid JSON');
      case 'encoding.unsupported':
      case 'charset.unsupported':
        return reply(415, 'Request body must be JSON in UTF-8');
      case 'request.aborted':
        return reply(400, 'Request aborted');
    }
    const status = e.status ?? e.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply(status, e.expose && err instanceof Error ? err.message : 'Bad request');
    logger.error(
      { err: { message: (err as Error)?.message, stack: (err as Error)?.stack }, method: req.method, path: req.path },
      'unhandled error',
    );
    return reply(500, 'Internal error');
  };
}
