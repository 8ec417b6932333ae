import type { z } from 'zod';
import { HttpError } from './httpError';

/** Parses a request body with its shared schema; the first Italian message becomes a 400. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new HttpError(400, issue?.message || 'Dati non validi');
  }
  return result.data;
}
