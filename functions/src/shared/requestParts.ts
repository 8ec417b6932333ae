import type { CookieOptions } from 'express';

/** What a handler may read of the request besides its parsed parts. */
export interface RequestInfo {
  /** The client's address at the trusted hop, validated (app/clientAddress.ts); undefined if unknown. */
  ip: string | undefined;
  header(name: string): string | undefined;
  /** The request's time in milliseconds (app/clock.ts: tests may set it on the emulators). */
  now: number;
  /**
   * The body's bytes as they came, for a signature over them (the payments' webhook): the functions
   * runtime keeps them on every request, the app keeps them on that path only (app/createApp.ts).
   */
  rawBody?: Buffer;
}

/** What a handler may set on the response besides its result. */
export interface ResponseControl {
  setHeader(name: string, value: string): void;
  cookie(name: string, value: string, options: CookieOptions): void;
  clearCookie(name: string, options: CookieOptions): void;
}
