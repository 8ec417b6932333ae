import { createHmac, timingSafeEqual } from 'node:crypto';

import { OPTIONAL_MAIL_CATEGORIES, type OptionalMailCategory } from '@app/schemas/notifications/mail';

/** How long an unsubscribe link works: long enough for an old e-mail, short enough to retire leaked ones. */
export const UNSUBSCRIBE_TOKEN_DAYS = 180;

interface TokenPayload {
  /** The member. */
  u: string;
  /** The category the link switches off. */
  c: OptionalMailCategory;
  /** Expiry, seconds since the epoch. */
  e: number;
}

const signatureOf = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * The token of an unsubscribe link: the member and the category, signed with HMAC-SHA256, so the
 * link works without a session and cannot be forged for someone else or another category.
 */
export function unsubscribeToken(uid: string, category: OptionalMailCategory, secret: string, now = Date.now()): string {
  const payload: TokenPayload = { u: uid, c: category, e: Math.floor(now / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 86_400 };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${signatureOf(encoded, secret)}`;
}

/** The member and category of a valid token; undefined when it is malformed, forged or expired. */
export function readUnsubscribeToken(
  token: string,
  secret: string,
  now = Date.now(),
): { uid: string; category: OptionalMailCategory } | undefined {
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(signatureOf(encoded, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    if (typeof payload.u !== 'string' || typeof payload.e !== 'number' || payload.e * 1000 < now) return undefined;
    if (!(OPTIONAL_MAIL_CATEGORIES as readonly unknown[]).includes(payload.c)) return undefined;
    return { uid: payload.u, category: payload.c as OptionalMailCategory };
  } catch {
    return undefined;
  }
}
