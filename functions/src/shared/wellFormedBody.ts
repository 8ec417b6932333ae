import type { RequestHandler } from 'express';

const LONE_SURROGATE = /\p{Surrogate}/u;
const LONE_SURROGATES = /\p{Surrogate}/gu;

/** A parsed JSON value with each lone surrogate of its strings and keys replaced by U+FFFD. */
export function wellFormed(value: unknown): unknown {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? value.replace(LONE_SURROGATES, '\ufffd') : value;
  if (Array.isArray(value)) return value.map(wellFormed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [wellFormed(key) as string, wellFormed(item)]));
  return value;
}

/**
 * JSON may escape half of a UTF-16 pair ("\ud800"), which no UTF-8 text can hold: Firestore refuses
 * such a string and the write failed with a 500. The body's text is made well formed as soon as it
 * is parsed (by the functions runtime or by express.json), as a UTF-8 encoder (TextEncoder, a
 * browser's form) does: each lone surrogate becomes U+FFFD.
 */
export const wellFormedBody: RequestHandler = (req, _res, next) => {
  if (req.body !== undefined) req.body = wellFormed(req.body);
  next();
};
