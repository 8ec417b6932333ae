/**
 * The two consultations in the studios in Rome (fixed items of the landing page), with the
 * consultation type their 'Prenota Ora' preselects in the contact form.
 */
export const STUDIO_SERVICES = [
  {
    consultationType: 'prima-consulenza',
    name: 'Prima Consulenza',
    price: '100 €',
    duration: '60 minuti',
    description: 'La prima visita in studio, per conoscerci e capire insieme da dove partire.',
    features: [
      'Anamnesi clinica e alimentare approfondita',
      'Analisi della composizione corporea (bioimpedenza)',
      'Valutazione degli esami del sangue',
      'Piano alimentare personalizzato',
    ],
  },
  {
    consultationType: 'controllo-mensile',
    name: 'Controllo Mensile',
    price: '60 €',
    duration: '30 minuti',
    description: 'Il controllo periodico per verificare i progressi e adattare il piano alle tue esigenze.',
    features: [
      'Verifica dei progressi e dei sintomi',
      'Bioimpedenza di controllo',
      'Aggiornamento del piano alimentare',
      'Nuove ricette e strategie pratiche',
    ],
  },
] as const;
