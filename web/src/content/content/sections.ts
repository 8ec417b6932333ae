/** The anchored sections of the landing page, in page order, with their navigation labels. */
export const NAV_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'storia', label: 'La Mia Storia' },
  { id: 'cosa-posso-fare', label: 'Cosa Posso Fare' },
  { id: 'servizi', label: 'Servizi' },
  { id: 'specializzazioni', label: 'Specializzazioni' },
  { id: 'contatti', label: 'Contatti' },
] as const;

export type SectionId = (typeof NAV_SECTIONS)[number]['id'];
