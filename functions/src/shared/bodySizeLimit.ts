import type { RequestHandler } from 'express';

import { HttpError } from './httpError';

/**
 * Rejects bodies over the limit with 413. Cloud Functions parses JSON bodies before the app runs
 * (up to 10 MB), so express.json's own limit never sees them: the declared length decides here.
 */
export function bodySizeLimit(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const received = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
    next(Math.max(declared, received) > maxBytes ? new HttpError(413, 'Richiesta troppo grande') : undefined);
  };
}
