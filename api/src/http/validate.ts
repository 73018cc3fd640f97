/**
 * `validateRequest(schema)`: parses the JSON body with a zod schema; on failure answers
 * 400 { success: false, error } naming each field, on success replaces req.body with the
 * parsed (trimmed, normalised) value.
 */
import type { RequestHandler } from 'express';
import * as z from 'zod/mini';
import { sendError } from './envelope';

/** "email: must be a valid e-mail address; name: is required". */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.slice(0, 5).map((i) => {
    const field = i.path.length ? i.path.map(String).join('.') : 'body';
    const message = i.path.length === 0 && i.code === 'invalid_type' ? 'must be a JSON object' : i.message;
    return `${field}: ${message}`;
  });
  const more = issues.length > 5 ? ` (and ${issues.length - 5} more)` : '';
  return `${[...new Set(parts)].join('; ')}${more}`;
}

export function validateRequest(schema: z.core.$ZodType): RequestHandler {
  return (req, res, next) => {
    const result = z.safeParse(schema, req.body);
    if (!result.success) return sendError(res, 400, describeIssues(result.error.issues));
    req.body = result.data;
    next();
  };
}
