/**
 * What the consultation request form offers and bounds, apart from its schema (contact.ts): the form
 * draws its fields from these on the landing page's first load, which carries no zod
 * (docs/performance.md).
 */

/**
 * The two visits in the studios, as the landing page's cards, the request form and the demo price
 * list all name, price and time them (one fact for the three: the form once said 90 and 45 minutes
 * where the cards said 60 and 30).
 */
export const STUDIO_VISITS = {
  'prima-consulenza': { name: 'Prima Consulenza', priceCents: 10000, minutes: 60 },
  'controllo-mensile': { name: 'Controllo Mensile', priceCents: 6000, minutes: 30 },
} as const;

const studioVisitType = (value: keyof typeof STUDIO_VISITS) =>
  ({ value, label: `${STUDIO_VISITS[value].name} (${STUDIO_VISITS[value].minutes} min)` }) as const;

export const CONSULTATION_TYPES = [
  studioVisitType('prima-consulenza'),
  studioVisitType('controllo-mensile'),
  { value: 'piano-personalizzato', label: 'Piano Alimentare Personalizzato' },
  { value: 'consulenza-pcos', label: 'Consulenza PCOS' },
  { value: 'consulenza-ibs', label: 'Consulenza IBS' },
] as const;

export const PRIVACY_ACCEPTED = 'accepted';
export const CONTACT_MESSAGE_MAX = 2000;
