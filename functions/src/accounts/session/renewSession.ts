import { auth } from '../../shared/firebase';
import type { ResponseControl } from '../../shared/requestParts';
import { RENEWED_COOKIE_GRACE_MS } from '../../shared/session';
import { retireSession } from '../data/sessions';
import { callIdentityToolkit } from '../identityToolkit';
import { issueSessionCookie } from '../startSession';
import type { DueRenewal } from './sessionState';

/**
 * Gives a session that outlives its Firebase cookie (a remembered one: 30 days against the cookie's
 * 14) a new cookie, transparently, on a request near the old one's end (api/sessionState.ts
 * cookieRenewalDue). The person does not sign in again, so the server asks for a fresh ID token
 * itself: a custom token for the uid, exchanged through Identity Toolkit (the token carries the
 * user's current claims). The new cookie's record keeps the session's start and limits, so the
 * absolute and idle ends do not move; the old cookie's record ends a minute later.
 *
 * Only sessions the request has just verified (signature, revocation, the app's own ends) get
 * here. A user disabled or deleted meanwhile gets no token: the session simply runs out.
 */
export async function renewSessionCookie(response: ResponseControl, { id, record, now }: DueRenewal): Promise<void> {
  const token = await auth.createCustomToken(record.uid);
  const signedIn = await callIdentityToolkit<{ idToken: string }>('signInWithCustomToken', { token, returnSecureToken: true });
  if (!signedIn.ok) return;
  const { cookieExpiresAt: _replaced, ...kept } = record;
  const renewed = await issueSessionCookie(response, signedIn.data.idToken, kept, now);
  if (renewed) await retireSession(id, record, now, RENEWED_COOKIE_GRACE_MS);
}
