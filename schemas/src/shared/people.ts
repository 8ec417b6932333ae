/**
 * The one rule for naming a person on screen and in the server's views (a post's author, a member,
 * a patient, the header): first and last name with single spaces; when both are empty, the e-mail
 * address if the view has one, else 'Utente'.
 */
export const NAMELESS_PERSON = 'Utente';

export function displayName(person: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.replace(/\s+/g, ' ').trim() || person.email || NAMELESS_PERSON;
}
