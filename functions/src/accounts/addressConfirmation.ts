import { Forbidden } from '../shared/domainErrors';
import { auth } from '../shared/firebase';

export const ADDRESS_NOT_CONFIRMED =
  "Conferma prima il tuo indirizzo email: apri il link che ti abbiamo inviato (puoi richiederlo di nuovo dall'avviso in alto).";

/**
 * Whether the caller's e-mail address is confirmed. The session cookie's claim is the state when
 * the session began: when it says yes, no call is made; when it says no, Firebase Auth's record is
 * read, since the address may have been confirmed since (on this or another device).
 */
export async function isAddressConfirmed(caller: { uid: string; emailVerified?: boolean }): Promise<boolean> {
  if (caller.emailVerified) return true;
  return (await auth.getUser(caller.uid)).emailVerified;
}

/** docs/product.md (Accounts and privacy): booking a service needs a confirmed address (403 otherwise). */
export async function requireConfirmedAddress(caller: { uid: string; emailVerified?: boolean }): Promise<void> {
  if (!(await isAddressConfirmed(caller))) throw new Forbidden(ADDRESS_NOT_CONFIRMED);
}
