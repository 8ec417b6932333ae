/**
 * The 401 of a session that has ended; the web app shows it on the login page. On its own, without
 * zod: every page's entry reads it, the landing page's too (docs/performance.md).
 */
export const SESSION_ENDED_MESSAGE = 'La sessione è scaduta: accedi di nuovo per continuare.';
