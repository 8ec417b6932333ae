import { SESSION_ENDED_MESSAGE } from '@app/schemas/shared/sessionEnded';

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
/** A session that was there but has ended (expired, idle, revoked): the web app opens the login page with a note. */
export const sessionEnded = () => new HttpError(401, SESSION_ENDED_MESSAGE);
export const forbidden = () => new HttpError(403, 'Accesso riservato agli amministratori');
/** Health data: only the doctor's role reads it (docs/security.md, Roles). */
export const doctorOnly = () =>
  new HttpError(403, 'Accesso riservato al medico: i dati sanitari dei pazienti non sono visibili agli amministratori');
export const notFound = (what = 'Risorsa') => new HttpError(404, `${what} non trovata`);
