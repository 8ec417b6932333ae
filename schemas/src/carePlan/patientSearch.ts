/**
 * How the doctor finds a patient (GET /api/admin/patients?q=, docs/care-plan.md, Patients): a part
 * of the name (either order) or of the e-mail, case and accents aside, or digits of the phone,
 * whatever the spaces, dots and '+' around them.
 */
import { normalizeSearchText } from '../shared/searchTerms';

/** Digits a search needs before it is read as a phone (fewer match too many numbers). */
export const PHONE_SEARCH_MIN_DIGITS = 3;

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** Whether a person matches a search already normalized (normalizeSearchText); an empty search matches everyone. */
export function patientMatches(search: string, person: { firstName: string; lastName: string; email: string; phone?: string | null }) {
  if (!search) return true;
  const first = normalizeSearchText(person.firstName);
  const last = normalizeSearchText(person.lastName);
  const texts = [`${first} ${last}`, `${last} ${first}`, normalizeSearchText(person.email)];
  if (texts.some((text) => text.includes(search))) return true;
  const digits = phoneDigits(search);
  return digits.length >= PHONE_SEARCH_MIN_DIGITS && Boolean(person.phone) && phoneDigits(person.phone!).includes(digits);
}
