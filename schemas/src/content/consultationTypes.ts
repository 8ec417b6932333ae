/**
 * What the consultation request form offers and bounds, apart from its schema (contact.ts): the form
 * draws its fields from these on the landing page's first load, which carries no zod
 * (docs/performance.md).
 */
export const CONSULTATION_TYPES = [
  { value: 'prima-consulenza', label: 'Prima Consulenza (90 min)' },
  { value: 'controllo-mensile', label: 'Controllo Mensile (45 min)' },
  { value: 'piano-personalizzato', label: 'Piano Alimentare Personalizzato' },
  { value: 'consulenza-pcos', label: 'Consulenza PCOS' },
  { value: 'consulenza-ibs', label: 'Consulenza IBS' },
] as const;

export const PRIVACY_ACCEPTED = 'accepted';
export const CONTACT_MESSAGE_MAX = 2000;
