import type { ActionMode } from '@app/schemas/accounts/account';
import { RETURN_PARAM } from '@app/schemas/shared/sitePath';

/** The app's own page that uses the e-mails' codes (web: /account/azione). */
export const ACTION_PAGE_PATH = '/account/azione';

/**
 * The action page's link for a code: what the app's e-mails open (docs/email.md). `returnTo`: the
 * path of this site the page offers next (where the person was when she signed up).
 */
export function actionLinkOf(origin: string, mode: ActionMode, oobCode: string, returnTo?: string): string {
  const query = new URLSearchParams({ mode, oobCode, ...(returnTo && { [RETURN_PARAM]: returnTo }) });
  return `${origin}${ACTION_PAGE_PATH}?${query.toString()}`;
}

/** The code of a link the Admin SDK generated (Firebase's own handler, `…/__/auth/action?mode=…&oobCode=…`). */
export function oobCodeOf(firebaseLink: string): string {
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  if (!code) throw new Error('Link di Firebase senza oobCode');
  return code;
}
