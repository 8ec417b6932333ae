/**
 * The Italian 404 message of each entity, written once: the data layer's `entity(…, {notFound})`,
 * the contracts' path parameters (`documentIdParam`) and the handlers' own checks all use these.
 */
export const NOT_FOUND = {
  order: 'Ordine non trovato',
  service: 'Servizio non trovato',
  post: 'Post non trovato',
  comment: 'Commento non trovato',
  course: 'Corso non trovato',
  lesson: 'Lezione non trovata',
  event: 'Evento non trovato',
  user: 'Utente non trovato',
  patient: 'Paziente non trovato',
  diaryEntry: 'Annotazione non trovata',
  mealPlan: 'Piano alimentare non trovato',
  fodmapProtocol: 'Nessun protocollo FODMAP: lo imposta la nutrizionista',
} as const;
