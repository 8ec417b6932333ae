import { STUDIO_VISITS } from '@app/schemas/content/consultationTypes';

import { formatPrice } from '../lib/digitalPrice';

const visit = (type: keyof typeof STUDIO_VISITS) => ({
  consultationType: type,
  name: STUDIO_VISITS[type].name,
  price: formatPrice(STUDIO_VISITS[type].priceCents),
  duration: `${STUDIO_VISITS[type].minutes} minuti`,
});

/**
 * The two consultations in the studios in Rome (fixed items of the landing page), with the
 * consultation type their 'Prenota Ora' preselects in the contact form.
 */
export const STUDIO_SERVICES = [
  {
    ...visit('prima-consulenza'),
    description: 'La prima visita in studio, per conoscerci e capire insieme da dove partire.',
    features: [
      'Anamnesi clinica e alimentare approfondita',
      'Analisi della composizione corporea (bioimpedenza)',
      'Valutazione degli esami del sangue',
      'Piano alimentare personalizzato',
    ],
  },
  {
    ...visit('controllo-mensile'),
    description: 'Il controllo periodico per verificare i progressi e adattare il piano alle tue esigenze.',
    features: [
      'Verifica dei progressi e dei sintomi',
      'Bioimpedenza di controllo',
      'Aggiornamento del piano alimentare',
      'Nuove ricette e strategie pratiche',
    ],
  },
] as const;
