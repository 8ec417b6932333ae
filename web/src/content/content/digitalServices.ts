/**
 * The four remote-coaching cards. Each price comes from the services list (the price list call): the
 * first service whose name, or else description, contains `match`; `fallbackEuro` when none does.
 */
export const DIGITAL_SERVICES = [
  {
    match: '3 mesi',
    title: 'Percorso 3 Mesi',
    fallbackEuro: 450,
    priceNote: 'percorso completo',
    description: 'Il punto di partenza per cambiare abitudini e ridurre i sintomi.',
    features: ['Piano alimentare personalizzato', 'Supporto in chat 6 giorni su 7', 'Videochiamata ogni 2 settimane'],
  },
  {
    match: '6 mesi',
    title: 'Percorso 6 Mesi',
    badge: 'Più Richiesto',
    fallbackEuro: 800,
    priceNote: 'percorso completo',
    description: 'Il tempo giusto per consolidare i risultati e reintrodurre gli alimenti.',
    features: ['Tutto il percorso di 3 mesi', 'Revisione periodica degli esami', 'Strategie per pasti fuori casa e viaggi'],
  },
  {
    match: '1 anno',
    title: 'Percorso 1 Anno',
    badge: 'Più Conveniente',
    fallbackEuro: 1400,
    priceNote: 'percorso completo',
    description: 'Un anno di accompagnamento per un cambiamento che dura nel tempo.',
    features: ['Tutto il percorso di 6 mesi', 'Piani stagionali', 'Priorità nelle risposte'],
  },
  {
    match: 'allenamento',
    title: 'Piani di Allenamento',
    fallbackEuro: 120,
    priceNote: 'per programma',
    description: 'Programmi su misura, pensati insieme al tuo piano alimentare e ai tuoi obiettivi.',
    features: ['Programma settimanale personalizzato', 'Esercizi con video dimostrativi', 'Adattamento mensile'],
  },
] as const;

export type DigitalService = (typeof DIGITAL_SERVICES)[number];
