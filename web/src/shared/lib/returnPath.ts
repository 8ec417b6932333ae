import { RETURN_PARAM, sameSitePath } from '@app/schemas/shared/sitePath';
import { useSearchParams } from 'react-router';

/** Where the person was before the login, the sign-up or the confirmation link (`?redirect=`), if it is a path of this site. */
export function useReturnPath(): string | undefined {
  const [params] = useSearchParams();
  return sameSitePath(params.get(RETURN_PARAM), '') || undefined;
}

/** `to` carrying the way back (the login, sign-up and confirmation pages pass it on to each other). */
export const withReturnPath = (to: string, returnPath: string | null | undefined) =>
  returnPath ? `${to}?${new URLSearchParams({ [RETURN_PARAM]: returnPath }).toString()}` : to;
