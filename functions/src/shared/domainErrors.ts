/**
 * What the domain refuses, each with the Italian message the caller reads. The data layer and the
 * handlers throw these; errorHandler.ts maps each kind to its HTTP status, in one place (STATUS_OF).
 */
export abstract class DomainError extends Error {
  /** Fields the answer carries beside the message (the first allowed date of a refused start, say). */
  constructor(
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The request names something malformed (a forged cursor, a foreign lesson in a reorder): 400. */
export class Invalid extends DomainError {}
/** The credentials are wrong (a failed sign-in): 401. */
export class Unauthenticated extends DomainError {}
/** The caller may not do this (no consent, outside the edit window): 403. */
export class Forbidden extends DomainError {}
/** No such document, or not one the caller may see: 404. */
export class NotFound extends DomainError {}
/** The state forbids it now (an event full, a seat taken meanwhile): 409. */
export class Conflict extends DomainError {}
/** A rate limit is reached: 429. */
export class TooManyRequests extends DomainError {}
/** A service the call needs is not configured or not reachable (the Sistema TS without its parameters): 503. */
export class Unavailable extends DomainError {}

/** The HTTP status of each domain error. */
export const STATUS_OF = new Map<abstract new (...args: never[]) => DomainError, number>([
  [Invalid, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooManyRequests, 429],
  [Unavailable, 503],
]);

export const statusOf = (error: DomainError): number => STATUS_OF.get(error.constructor as typeof Invalid) ?? 500;
