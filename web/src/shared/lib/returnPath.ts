import { RETURN_PARAM, sameSitePath } from '@app/schemas/shared/sitePath';
import { useSearchParams } from 'react-router';

import { useHydrated } from './prerenderedPages';

/** Where the person was before the login, the sign-up or the confirmation link (`?redirect=`), if it is a path of this site. */
export function useReturnPath(): string | undefined {
  const [params] = useSearchParams();
  // The sign-up page is prerendered without a query: the address's is read once the app has taken it over.
  const hydrated = useHydrated();
  return (hydrated && sameSitePath(params.get(RETURN_PARAM), '')) || undefined;
}

/** `to` carrying the way back (the login, sign-up and confirmation pages pass it on to each other). */
export const withReturnPath = (to: string, returnPath: string | null | undefined) =>
  returnPath ? `${to}?${new URLSearchParams({ [RETURN_PARAM]: returnPath }).toString()}` : to;
