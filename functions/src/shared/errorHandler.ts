import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';

import { DomainError, statusOf } from './domainErrors';
import { HttpError } from './httpError';

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Risorsa non trovata' });
};

/** The JSON parser's refusals (body-parser's error types), in Italian. */
const BODY_REFUSALS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Il corpo della richiesta non è un JSON valido' },
  'entity.too.large': { status: 413, message: 'Richiesta troppo grande' },
  'charset.unsupported': { status: 415, message: 'Il corpo della richiesta deve essere un JSON in UTF-8' },
  'encoding.unsupported': { status: 415, message: 'Codifica del corpo della richiesta non supportata' },
};

/**
 * What to answer to an error of the JSON parser: its known refusals, and any other refusal it
 * declares a client's error (a 4xx it may show) with its status. Undefined for anything else.
 */
function bodyRefusalOf(error: unknown): { status: number; message: string } | undefined {
  const { type, status, expose } = (error ?? {}) as { type?: unknown; status?: unknown; expose?: unknown };
  if (typeof type !== 'string') return undefined;
  const known = BODY_REFUSALS[type];
  if (known) return known;
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: 'Il corpo della richiesta non è leggibile' };
  return undefined;
}

/** Known errors keep their status and Italian message; anything else is a 500 without details. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  if (error instanceof DomainError) {
    res.status(statusOf(error)).json({ ...error.details, message: error.message });
    return;
  }
  const refusal = bodyRefusalOf(error);
  if (refusal) {
    res.status(refusal.status).json({ message: refusal.message });
    return;
  }
  logger.error('Errore non gestito', { path: req.path, error: String(error), stack: (error as Error)?.stack });
  res.status(500).json({ message: 'Si è verificato un errore interno. Riprova più tardi.' });
};
