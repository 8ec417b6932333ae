/** An error with the HTTP status and the Italian message the client sees. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const unauthorized = () => new HttpError(401, 'Accesso richiesto');
export const forbidden = () => new HttpError(403, 'Accesso riservato agli amministratori');
export const notFound = (what = 'Risorsa') => new HttpError(404, `${what} non trovata`);
