import type { ActionMode } from '@app/schemas/account';

import { isEmulator } from '../app/firebase';
import type { RequestInfo } from '../app/requestParts';

/** The app's own page that uses the e-mails' codes (web: /account/azione). */
export const ACTION_PAGE_PATH = '/account/azione';

/** The site's origin as this request reached it (Hosting's X-Forwarded-Host, or Host). */
export function siteOriginOf(request: RequestInfo): string {
  const origin = request.header('origin');
  if (origin) return origin;
  const host = request.header('x-forwarded-host') ?? request.header('host') ?? 'localhost';
  return `${isEmulator ? 'http' : 'https'}://${host}`;
}

/** The action page's link for a code: what Firebase's e-mails open once the templates point at the site (README). */
export function actionLinkOf(origin: string, mode: ActionMode, oobCode: string): string {
  const query = new URLSearchParams({ mode, oobCode });
  return `${origin}${ACTION_PAGE_PATH}?${query.toString()}`;
}

/** The code of a link the Admin SDK generated (Firebase's own handler, `…/__/auth/action?mode=…&oobCode=…`). */
export function oobCodeOf(firebaseLink: string): string {
  const code = new URL(firebaseLink).searchParams.get('oobCode');
  if (!code) throw new Error('Link di Firebase senza oobCode');
  return code;
}
