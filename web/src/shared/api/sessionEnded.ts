import { SESSION_ENDED_MESSAGE } from '@app/schemas/shared/sessionEnded';

/**
 * Whether the server said the session has ended (401 'La sessione è scaduta…'): any call may learn
 * it, and the session layout then opens the login page with the note and the way back
 * (docs/security.md, Sessions).
 */
let ended = false;
const listeners = new Set<() => void>();

export const isSessionEndedAnswer = (status: number, message: string | null) => status === 401 && message === SESSION_ENDED_MESSAGE;

export function markSessionEnded() {
  if (ended) return;
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
