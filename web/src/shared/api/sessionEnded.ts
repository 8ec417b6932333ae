import { SESSION_ENDED_MESSAGE } from '@app/schemas/shared/sessionEnded';

/**
 * Whether the server said the session has ended (401 'La sessione è scaduta…'): any call may learn
 * it, and the session layout then opens the login page with the note and the way back
 * (docs/security.md, Sessions).
 */
let ended = false;
const listeners = new Set<() => void>();
/**
 * How many times the member signed in on this page. An 'ended' answer to a request sent before the
 * latest sign-in speaks of the old session: a slow one may come back while she signs in again, or
 * after, and must not send her back to the login page (from where she would be taken home).
 */
let signIns = 0;

export const isSessionEndedAnswer = (status: number, message: string | null) => status === 401 && message === SESSION_ENDED_MESSAGE;

/** The sign-ins so far: a request notes it when sent, and gives it back with its answer. */
export const signInCount = () => signIns;

/** A new session began: the note, if any, is taken, and older requests' answers no longer end anything. */
export function markSignedIn() {
  signIns += 1;
  clearSessionEnded();
}

/** The session has ended, as the answer to a request sent at sign-in `sentAt` (by default, the current one) says. */
export function markSessionEnded(sentAt = signIns) {
  if (ended || sentAt !== signIns) return;
  ended = true;
  for (const listener of listeners) listener();
}

/** Called once the login page has taken the note. */
export function clearSessionEnded() {
  if (!ended) return;
  ended = false;
  for (const listener of listeners) listener();
}

/** Whether the session has ended, and a way to hear when that changes (useSessionEnded reads both). */
export const isSessionEnded = () => ended;
export function onSessionEndedChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The query string of the login page after an ended session: where to come back to, and the note. */
export const SESSION_ENDED_PARAM = 'scaduta';
