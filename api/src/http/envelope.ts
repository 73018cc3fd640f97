/** Sending the one response envelope: { success: true } or { success: false, error }. */
import type { Response } from 'express';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After (seconds): when a 503 is worth trying again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function sendSuccess(res: Response, status = 200): void {
  res.status(status).json({ success: true });
}

export function sendError(res: Response, status: number, error: string): void {
  res.status(status).json({ success: false, error });
}
