/**
 * Structured logs (pino, JSON lines on stdout). Never names, e-mail addresses, messages or
 * request bodies: a submission is logged by its id, kind and status only. The redact list is a
 * second line of defence should a body ever be passed to the logger by mistake.
 */
import { type Logger, pino } from 'pino';
import type { LogLevel } from './config/env';

export type { Logger };

/** `instance`: INSTANCE_ID, on every line (several instances log to one place). */
export function createLogger(level: LogLevel, instance?: string): Logger {
  return pino({
    level,
    base: { service: 'meranti-api', ...(instance ? { instance } : {}) },
    redact: {
      paths: [
        'body',
        'req.body',
        '*.body',
        'email',
        '*.email',
        'name',
        '*.name',
        'message',
        '*.message',
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
