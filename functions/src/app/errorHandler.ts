import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';

import { DomainError, statusOf } from './domainErrors';
import { HttpError } from './httpError';

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Risorsa non trovata' });
};

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
  const bodyParserType = (error as { type?: string }).type;
  if (bodyParserType === 'entity.parse.failed') {
    res.status(400).json({ message: 'Il corpo della richiesta non è un JSON valido' });
    return;
  }
  if (bodyParserType === 'entity.too.large') {
    res.status(413).json({ message: 'Richiesta troppo grande' });
    return;
  }
  logger.error('Errore non gestito', { path: req.path, error: String(error), stack: (error as Error)?.stack });
  res.status(500).json({ message: 'Si è verificato un errore interno. Riprova più tardi.' });
};
