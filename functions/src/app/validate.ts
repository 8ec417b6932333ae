import type { RequestHandler } from 'express';
import { z } from 'zod';
import { HttpError } from './httpError';

/**
 * Parses a request body with its shared schema (classic zod or zod/mini); the first Italian
 * message becomes a 400.
 */
export function parseBody<S extends z.core.$ZodType>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpError(400, issue?.message || 'Dati non validi');
  }
  return result.data;
}

/**
 * Validates the body before the middleware that follows it (a rate limit, say) sees the request,
 * and replaces it with the parsed value, so the handler reads `req.body` already validated.
 */
export function validBody(schema: z.core.$ZodType): RequestHandler {
  return (req, _res, next) => {
    req.body = parseBody(schema, req.body);
    next();
  };
}
