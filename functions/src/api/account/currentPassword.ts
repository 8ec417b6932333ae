import { auth } from '../../app/firebase';
import { HttpError } from '../../app/httpError';
import { RATE_LIMITS } from '../../app/rateLimits';
import { passwordIdToken } from '../../auth/identityToolkit';
import { countAgainst, type LimitedKey, refuseWhenLimitReached } from '../../data/rateLimit';
import type { ResponseControl } from '../route';

export const WRONG_CURRENT_PASSWORD = 'La password attuale non è corretta';

/**
 * Checks the member's current password by signing in with it, before a change that needs it (a new
 * password, the erasure of the account); wrong ones are limited per member. Answers the e-mail.
 */
export async function requireCurrentPassword(uid: string, password: string, response: ResponseControl): Promise<string> {
  const failures: LimitedKey[] = [{ limit: RATE_LIMITS.passwordChangeFailuresPerMember, key: uid }];
  await refuseWhenLimitReached(failures, response);
  const { email } = await auth.getUser(uid);
  if (!email || !(await passwordIdToken(email, password))) {
    await countAgainst(failures);
    throw new HttpError(400, WRONG_CURRENT_PASSWORD);
  }
  return email;
}
