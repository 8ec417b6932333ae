/**
 * A path of this site: '/' then no second '/' or '\' (which a browser reads as another host), and no
 * backslash, space or control character anywhere (browsers drop tabs and newlines, so '/\t/x' would
 * become '//x').
 */
const SITE_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;

/**
 * The only places the app sends a person back to after signing in or confirming her address: a path
 * of this site; anything else goes to the fallback.
 */
export function sameSitePath(value: string | null | undefined, fallback: string): string {
  return value && SITE_PATH.test(value) ? value : fallback;
}

/** The query parameter that carries such a path through the login, the sign-up and the confirmation link. */
export const RETURN_PARAM = 'redirect';
