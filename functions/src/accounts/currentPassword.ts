import { Forbidden, Invalid } from '../shared/domainErrors';
import { auth } from '../shared/firebase';
import { ATTEMPT_LIMITS } from '../shared/rateLimits';
import type { ResponseControl } from '../shared/route';
import { beginAttempt } from './data/attemptThrottle';
import { passwordIdToken } from './identityToolkit';
import { queueFailedAttemptsWarning } from './mails/accountMails';

export const WRONG_CURRENT_PASSWORD = 'La password attuale non è corretta';

interface CheckOptions {
  /** The client address: the hard limit is per member and address (data/attemptThrottle.ts). */
  ip: string | undefined;
  /** The request's clock (request.now), which the attempt's windows are counted by. */
  now: number;
  /** Invalid (400) for the account's own forms; Forbidden (403) for a role change or an erasure of health data. */
  wrongAs?: typeof Invalid | typeof Forbidden;
  wrongMessage?: string;
}

/**
 * Checks the member's current password by signing in with it, before a change that needs it (a new
 * password, an erasure, a role change). The attempt is counted before the check, as the sign-in's
 * (docs/security.md, Throttling). Answers the e-mail.
 */
export async function requireCurrentPassword(
  uid: string,
  password: string,
  response: ResponseControl,
  { ip, now, wrongAs = Invalid, wrongMessage = WRONG_CURRENT_PASSWORD }: CheckOptions,
): Promise<string> {
  const attempt = await beginAttempt(ATTEMPT_LIMITS.currentPassword, uid, ip, response, {
    onBudgetSpent: () => queueFailedAttemptsWarning({ uid }),
    now,
  });
  const { email } = await auth.getUser(uid);
  if (!email || !(await passwordIdToken(email, password))) throw new wrongAs(wrongMessage);
  await attempt.succeeded();
  return email;
}
