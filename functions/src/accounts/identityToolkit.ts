import { TooManyRequests } from '../shared/domainErrors';
import { WEB_API_KEY } from '../shared/params';
import { RATE_LIMITS } from '../shared/rateLimits';

/**
 * The few Identity Toolkit REST calls the API makes with the project's Web API key (the same calls
 * the Firebase browser SDK would make, so the browser carries no SDK): sign-in, sign-up and the use
 * of the out-of-band codes (address confirmation, password reset) that the app's own e-mails carry
 * (docs/email.md). On the emulators they go to the Auth emulator.
 */

/** Identity Toolkit's REST endpoint, on the Auth emulator when one is configured. */
function identityToolkitUrl(method: string): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const base = emulator ? `http://${emulator}/identitytoolkit.googleapis.com` : 'https://identitytoolkit.googleapis.com';
  return `${base}/v1/accounts:${method}?key=${encodeURIComponent(WEB_API_KEY.value())}`;
}

/** A call's answer: its JSON, or the error code Identity Toolkit gave ('EMAIL_EXISTS', 'INVALID_OOB_CODE'…). */
export type ToolkitResult<T> = { ok: true; data: T } | { ok: false; code: string };

/**
 * One call. A 400 is a refusal with its code (the caller decides what the person reads); anything
 * else that is not a success is an outage and throws.
 */
export async function callIdentityToolkit<T>(method: string, body: Record<string, unknown>): Promise<ToolkitResult<T>> {
  const response = await fetch(identityToolkitUrl(method), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status === 400) {
    const { error } = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
    // The message is 'CODE' or 'CODE : explanation'.
    return { ok: false, code: (error?.message ?? 'UNKNOWN').split(' ')[0]! };
  }
  if (!response.ok) throw new Error(`Identity Toolkit ${method}: ${response.status}`);
  return { ok: true, data: (await response.json()) as T };
}

/** Identity Toolkit's own brake on an account (too many attempts): callers answer it as their 429. */
export const isTooManyAttempts = (code: string) => code.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER');

/** The ID token for the credentials, or the refusal's code. */
export async function signInWithPassword(email: string, password: string): Promise<ToolkitResult<{ idToken: string; localId: string }>> {
  return callIdentityToolkit('signInWithPassword', { email, password, returnSecureToken: true });
}

/** The ID token and uid for the credentials, or undefined when Identity Toolkit refuses them (login, a password change). */
export async function passwordIdToken(email: string, password: string): Promise<{ idToken: string; uid: string } | undefined> {
  const result = await signInWithPassword(email, password);
  if (result.ok) return { idToken: result.data.idToken, uid: result.data.localId };
  // Identity Toolkit's own brake on an account: the same 429 as ours, never 'wrong password'.
  if (isTooManyAttempts(result.code)) throw new TooManyRequests(RATE_LIMITS.loginFailuresPerEmail.message);
  return undefined;
}

/** A new e-mail/password account, signed in: its uid and ID token ('EMAIL_EXISTS' when the address is taken). */
export async function signUpWithPassword(
  email: string,
  password: string,
  displayName: string,
): Promise<ToolkitResult<{ idToken: string; localId: string }>> {
  return callIdentityToolkit('signUp', { email, password, displayName, returnSecureToken: true });
}

/** What a code is for (its request type and address), without using it: `accounts:resetPassword` without a password. */
export async function checkActionCode(oobCode: string): Promise<ToolkitResult<{ email: string; requestType: string }>> {
  return callIdentityToolkit('resetPassword', { oobCode });
}

/** Uses an address-confirmation code: the account's address is confirmed. */
export async function confirmAddress(oobCode: string): Promise<ToolkitResult<{ email: string; localId?: string }>> {
  return callIdentityToolkit('update', { oobCode });
}

/** Uses a password-reset code: the account gets the new password. */
export async function resetPassword(oobCode: string, newPassword: string): Promise<ToolkitResult<{ email: string; requestType?: string }>> {
  return callIdentityToolkit('resetPassword', { oobCode, newPassword });
}
