/** JSON bodies only: 415 for anything else, 400 for no body, 413 past the size limit. */
import express, { type RequestHandler } from 'express';
import { sendError } from './envelope';

export const BODY_LIMIT_BYTES = 64 * 1024;

const parser = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: 'application/json' });

export const requireJson: RequestHandler = (req, res, next) => {
  const length = Number(req.get('content-length') ?? NaN);
  const hasBody = req.get('transfer-encoding') !== undefined || (Number.isFinite(length) && length > 0);
  if (!hasBody) return sendError(res, 400, 'body: a JSON object is required');
  if (!req.is('application/json')) return sendError(res, 415, 'Content-Type must be application/json');
  parser(req, res, next);
};
