/** Demo content of the practice: services of the price list, courses, events and community posts. */
import type { courseInsert, lessonInsert } from '@app/schemas/classroom/entities';
import type { CommunityName } from '@app/schemas/community/communityName';
import type { commentInsert, postInsert } from '@app/schemas/community/entities';
import { STUDIO_VISITS } from '@app/schemas/content/consultationTypes';
import type { calendarEventInsert } from '@app/schemas/events/entities';
import type { orderInsert, serviceInsert } from '@app/schemas/services/entities';
import type { z } from 'zod';

import { DEMO_ADMIN, DEMO_USER } from './demoAccounts';

type Input<S extends z.ZodType> = z.input<S> & { id: string };

export const services: Input<typeof serviceInsert>[] = [
  {
    id: 'prima-consulenza',
    name: STUDIO_VISITS['prima-consulenza'].name,
    description:
      'Visita completa in studio: anamnesi, analisi delle abitudini e dei sintomi, bioimpedenza e piano alimentare personalizzato.',
    price: STUDIO_VISITS['prima-consulenza'].priceCents,
    duration: `${STUDIO_VISITS['prima-consulenza'].minutes} minuti`,
    category: 'consultation',
    features: [
      'Anamnesi clinica e alimentare',
      'Analisi bioimpedenziometrica',
      'Piano alimentare personalizzato',
      'Indicazioni su integrazione e stile di vita',
    ],
  },
  {
    id: 'controllo-mensile',
    name: STUDIO_VISITS['controllo-mensile'].name,
    description: 'Visita di controllo in studio per verificare i progressi, rivedere i sintomi e adattare il piano alimentare.',
    price: STUDIO_VISITS['controllo-mensile'].priceCents,
    duration: `${STUDIO_VISITS['controllo-mensile'].minutes} minuti`,
    category: 'control',
    features: ['Verifica dei progressi', 'Bioimpedenza di controllo', 'Aggiornamento del piano alimentare'],
  },
  {
    id: 'percorso-3-mesi',
    name: 'Percorso Online 3 mesi',
    description: 'Coaching nutrizionale da remoto per 3 mesi: supporto 6 giorni su 7 e una videochiamata ogni 2 settimane.',
    price: 45000,
    duration: '3 mesi',
    category: 'program',
    // A package that counts its visits (docs/payments.md, Packages): a completed order carries them.
    includedVisits: 3,
    validityMonths: 3,
    features: [
      'Piano alimentare personalizzato',
      'Supporto in chat 6 giorni su 7',
      'Videochiamata ogni 2 settimane',
      'Accesso ai corsi della community',
    ],
  },
  {
    id: 'percorso-6-mesi',
    name: 'Percorso Online 6 mesi',
    description: 'Il percorso più scelto: 6 mesi di coaching da remoto per consolidare le nuove abitudini e gestire i sintomi nel tempo.',
    price: 80000,
    duration: '6 mesi',
    category: 'program',
    includedVisits: 6,
    validityMonths: 6,
    features: [
      'Tutto il percorso di 3 mesi',
      'Revisione mensile degli esami',
      'Strategie per i pasti fuori casa',
      'Accesso ai corsi della community',
    ],
  },
  {
    id: 'percorso-1-anno',
    name: 'Percorso Online 1 anno',
    description: 'Un anno di accompagnamento da remoto, con il miglior rapporto tra durata e prezzo per un cambiamento che dura.',
    price: 140000,
    duration: '1 anno',
    category: 'program',
    features: ['Tutto il percorso di 6 mesi', 'Piani stagionali', 'Priorità nelle risposte', 'Accesso ai corsi della community'],
  },
  {
    id: 'piani-allenamento',
    name: 'Piani di allenamento personalizzati',
    description: 'Programma di allenamento su misura, pensato insieme al piano alimentare e ai tuoi obiettivi.',
    price: 12000,
    duration: '1 mese',
    category: 'training',
    features: ['Programma settimanale', 'Esercizi con video dimostrativi', 'Adattamento mensile'],
  },
];

interface CourseSeed extends Input<typeof courseInsert> {
  lessons: Omit<Input<typeof lessonInsert>, 'courseId' | 'order'>[];
}

export const courses: CourseSeed[] = [
  {
    id: 'ibs-primi-passi',
    title: 'IBS: i primi passi',
    description: 'Capire il colon irritabile, riconoscere i cibi che scatenano i sintomi e impostare una dieta low-FODMAP in sicurezza.',
    isPublished: true,
    requiredLevel: 1,
    price: 0,
    lessons: [
      {
        id: 'ibs-1',
        title: "Che cos'è la sindrome dell'intestino irritabile",
        duration: 12,
        videoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        content: [
          '## Che cosa sappiamo oggi',
          '',
          "La sindrome dell'intestino irritabile (**IBS**) è un disturbo *funzionale*: l'intestino è sano, ma funziona in modo alterato.",
          '',
          '### I sintomi più comuni',
          '',
          '- gonfiore e tensione addominale',
          '- dolore che migliora dopo l’evacuazione',
          '- alvo alterno, stitico o diarroico',
          '',
          '> Prima di cambiare alimentazione serve una diagnosi: parlane sempre con il tuo medico.',
          '',
          'Approfondisci sul sito della [Fondazione Italiana per la Ricerca in Gastroenterologia](https://www.fondazionefirge.it).',
        ].join('\n'),
      },
      { id: 'ibs-2', title: 'La dieta low-FODMAP in tre fasi', duration: 18, content: 'Eliminazione, reintroduzione e personalizzazione.' },
      { id: 'ibs-3', title: 'Il diario dei sintomi', duration: 9, content: 'Come annotare pasti e sintomi per trovare i tuoi trigger.' },
    ],
  },
  {
    id: 'pcos-alimentazione',
    title: 'PCOS e alimentazione',
    description: "Come l'alimentazione aiuta a gestire la sindrome dell'ovaio policistico: insulina, infiammazione e ciclo.",
    isPublished: true,
    requiredLevel: 1,
    price: 0,
    lessons: [
      { id: 'pcos-1', title: 'PCOS: cosa succede nel corpo', duration: 15, content: 'Ormoni, insulino-resistenza e infiammazione.' },
      { id: 'pcos-2', title: 'Il piatto bilanciato', duration: 20, content: 'Proteine, fibre e grassi buoni a ogni pasto.' },
    ],
  },
  {
    id: 'cucina-antinfiammatoria',
    title: 'Cucina antinfiammatoria',
    description: 'Ricette semplici e gustose per ridurre l’infiammazione, con liste della spesa e preparazioni settimanali.',
    isPublished: true,
    requiredLevel: 2,
    price: 2900,
    lessons: [
      { id: 'cucina-1', title: 'La dispensa antinfiammatoria', duration: 10, content: 'Cosa tenere sempre in casa.' },
      { id: 'cucina-2', title: 'Meal prep della domenica', duration: 25, content: 'Cucinare una volta, mangiare bene tutta la settimana.' },
      { id: 'cucina-3', title: 'Colazioni senza picchi glicemici', duration: 14, content: 'Idee dolci e salate.' },
    ],
  },
  {
    id: 'microbiota-avanzato',
    title: 'Microbiota: livello avanzato',
    description: 'Prebiotici, probiotici e fermentati: come nutrire il microbiota quando i sintomi sono sotto controllo.',
    isPublished: false,
    requiredLevel: 3,
    price: 4900,
    lessons: [{ id: 'micro-1', title: 'Il microbiota in breve', duration: 16, content: 'Chi abita il nostro intestino.' }],
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** Upcoming events, relative to the day of seeding, at round hours. */
export function events(now = new Date()): Input<typeof calendarEventInsert>[] {
  const at = (days: number, hour: number) => {
    const date = new Date(now.getTime() + days * DAY);
    date.setHours(hour, 0, 0, 0);
    return date;
  };
  const hourLater = (date: Date, minutes = 60) => new Date(date.getTime() + minutes * 60 * 1000);
  const webinar = at(3, 18);
  const qa = at(7, 19);
  const cooking = at(14, 18);
  const team = at(10, 9);
  const workshop = at(5, 17);
  return [
    {
      id: 'webinar-ibs',
      title: 'Webinar: IBS e stress',
      description: 'Il legame tra intestino e cervello e le strategie pratiche per gestire i sintomi nei periodi di stress.',
      startTime: webinar,
      endTime: hourLater(webinar),
      meetingUrl: 'https://meet.example.com/webinar-ibs',
      maxAttendees: 50,
    },
    {
      id: 'qa-pcos',
      title: 'Domande e risposte sulla PCOS',
      description: 'Una sessione live per rispondere alle vostre domande su alimentazione, integratori e ciclo.',
      startTime: qa,
      endTime: hourLater(qa, 45),
      meetingUrl: 'https://meet.example.com/qa-pcos',
      maxAttendees: 30,
    },
    {
      id: 'cucina-live',
      title: 'Cucina live: pranzi da portare al lavoro',
      description: 'Prepariamo insieme tre pranzi low-FODMAP facili da portare in ufficio.',
      startTime: cooking,
      endTime: hourLater(cooking, 90),
      meetingUrl: null,
      maxAttendees: null,
    },
    {
      id: 'riunione-studio',
      title: 'Riunione organizzativa degli studi',
      description: 'Incontro interno per organizzare le agende degli studi di Roma.',
      startTime: team,
      endTime: hourLater(team),
      isPublic: false,
      maxAttendees: 10,
    },
    {
      id: 'laboratorio-spesa',
      title: 'Laboratorio: la spesa low-FODMAP',
      description: 'In piccolo gruppo leggiamo insieme le etichette e componiamo il carrello della settimana.',
      startTime: workshop,
      endTime: hourLater(workshop, 90),
      meetingUrl: 'https://meet.example.com/laboratorio-spesa',
      maxAttendees: 5,
    },
  ];
}

/** Registrations of the demo members (with their seats): the workshop has few seats left. */
export const eventAttendees = [
  { eventId: 'laboratorio-spesa', userId: 'demo-marta', seat: 1 },
  { eventId: 'laboratorio-spesa', userId: 'demo-luca', seat: 2 },
  { eventId: 'laboratorio-spesa', userId: 'demo-sara', seat: 3 },
];

/**
 * Other members of the community (profiles only: they have no demo login), with each way of
 * appearing there (docs/security.md, Community names); without one, first name and initial.
 */
/** A patient with visits and no diary, made a patient from her consultation request (demoPatients.ts): her phone is the request's. */
export const DEMO_MARTA = {
  uid: 'demo-marta',
  email: 'marta.conti@demo.test',
  firstName: 'Marta',
  lastName: 'Conti',
  phone: '347 218 9034',
};

export const members: { uid: string; email: string; firstName: string; lastName: string; phone?: string; communityName?: CommunityName }[] =
  [
    { ...DEMO_MARTA, communityName: { style: 'full', nickname: null } },
    {
      uid: 'demo-luca',
      email: 'luca.ferri@demo.test',
      firstName: 'Luca',
      lastName: 'Ferri',
      communityName: { style: 'nickname', nickname: 'Corridore del lunedì' },
    },
    { uid: 'demo-sara', email: 'sara.greco@demo.test', firstName: 'Sara', lastName: 'Greco' },
    { uid: 'demo-elena', email: 'elena.romano@demo.test', firstName: 'Elena', lastName: 'Romano' },
  ];

/** Community posts and comments, each written `hoursAgo` hours before the seeding. */
type Dated<T> = T & { hoursAgo: number };

/** `editedHoursAgo`: the author edited the post then (it shows 'modificato'). */
export const posts: (Dated<Input<typeof postInsert>> & { editedHoursAgo?: number })[] = [
  {
    id: 'benvenuti',
    hoursAgo: 240,
    authorId: DEMO_ADMIN.uid,
    title: 'Benvenuti nella community!',
    content:
      'Questo è lo spazio in cui confrontarci su alimentazione, sintomi e piccoli progressi quotidiani. Presentatevi pure qui sotto!',
  },
  {
    id: 'colazione-low-fodmap',
    hoursAgo: 72,
    authorId: DEMO_USER.uid,
    title: 'Idee per una colazione low-FODMAP?',
    content: 'Sono nella fase di eliminazione e a colazione mi sento un po’ persa: cosa mangiate voi la mattina?',
  },
  {
    id: 'pcos-movimento',
    hoursAgo: 48,
    authorId: DEMO_ADMIN.uid,
    title: 'PCOS: quanto conta il movimento',
    content: "Camminare 30 minuti dopo i pasti aiuta la sensibilità all'insulina. Chi di voi ha provato a inserirlo nella routine?",
  },
  {
    id: 'diario-sintomi',
    hoursAgo: 30,
    editedHoursAgo: 26,
    authorId: 'demo-marta',
    title: 'Il diario dei sintomi funziona davvero',
    content:
      'Da due settimane annoto pasti, sonno e sintomi ogni sera: ho scoperto che il gonfiore arriva soprattutto dopo le cene tardi. Consiglio a tutte di provarci!',
  },
  {
    id: 'pranzo-ufficio',
    hoursAgo: 20,
    authorId: 'demo-luca',
    title: 'Pranzi in ufficio senza gonfiore',
    content:
      'Riso basmati, pollo alla piastra e zucchine grigliate preparati la domenica: così arrivo a venerdì senza sorprese. Voi cosa portate in ufficio?',
  },
  {
    id: 'inositolo-pcos',
    hoursAgo: 10,
    authorId: 'demo-sara',
    title: 'Inositolo e PCOS: le vostre esperienze',
    content:
      'La dottoressa mi ha proposto di valutare il myo-inositolo insieme al piano alimentare. Qualcuna lo ha già provato? Come vi siete trovate con il ciclo?',
  },
  {
    id: 'traguardo-tre-mesi',
    hoursAgo: 3,
    authorId: 'demo-elena',
    title: 'Tre mesi di percorso: i miei progressi',
    content:
      'Oggi ho fatto il controllo: meno gonfiore, più energia e finalmente colazioni che mi piacciono. Grazie a tutte per i consigli di questi mesi!',
  },
];

export const comments: Dated<Input<typeof commentInsert>>[] = [
  { id: 'c-benvenuti-1', hoursAgo: 230, postId: 'benvenuti', authorId: DEMO_USER.uid, content: 'Ciao a tutte! Felice di essere qui.' },
  {
    id: 'c-benvenuti-2',
    hoursAgo: 200,
    postId: 'benvenuti',
    authorId: 'demo-marta',
    content: 'Ciao! Io sono Marta, seguo il percorso per il colon irritabile da un mese.',
  },
  {
    id: 'c-colazione-1',
    hoursAgo: 70,
    postId: 'colazione-low-fodmap',
    authorId: DEMO_ADMIN.uid,
    content: 'Prova lo yogurt senza lattosio con fragole e semi di chia!',
  },
  {
    id: 'c-colazione-2',
    hoursAgo: 69,
    postId: 'colazione-low-fodmap',
    authorId: DEMO_USER.uid,
    content: 'Grazie, domani la provo subito.',
  },
  {
    id: 'c-colazione-3',
    hoursAgo: 60,
    postId: 'colazione-low-fodmap',
    authorId: 'demo-elena',
    content: 'Io alterno porridge di avena e pane di farro tostato con burro di arachidi.',
  },
  {
    id: 'c-pcos-1',
    hoursAgo: 40,
    postId: 'pcos-movimento',
    authorId: 'demo-sara',
    content: 'Ci provo da una settimana, dopo cena è la passeggiata più bella della giornata.',
  },
  {
    id: 'c-diario-1',
    hoursAgo: 28,
    postId: 'diario-sintomi',
    authorId: DEMO_ADMIN.uid,
    content: 'Ottima osservazione Marta: portalo alla prossima visita, lo guardiamo insieme.',
  },
  {
    id: 'c-pranzo-1',
    hoursAgo: 18,
    postId: 'pranzo-ufficio',
    authorId: DEMO_USER.uid,
    content: 'Io porto insalata di quinoa con feta e olive, regge benissimo fino a pranzo.',
  },
  {
    id: 'c-inositolo-1',
    hoursAgo: 8,
    postId: 'inositolo-pcos',
    authorId: 'demo-elena',
    content: 'Io lo prendo da tre mesi, ma ne parlerei sempre prima con la dottoressa.',
  },
  {
    id: 'c-traguardo-1',
    hoursAgo: 2,
    postId: 'traguardo-tre-mesi',
    authorId: 'demo-luca',
    content: 'Complimenti Elena, che bel traguardo!',
  },
];

/** Who likes which post (the author of the post earns a point for each). */
export const likes = [
  { userId: DEMO_USER.uid, postId: 'benvenuti' },
  { userId: DEMO_USER.uid, postId: 'pcos-movimento' },
  { userId: 'demo-marta', postId: 'benvenuti' },
  { userId: 'demo-luca', postId: 'benvenuti' },
  { userId: 'demo-sara', postId: 'pcos-movimento' },
  { userId: 'demo-elena', postId: 'pcos-movimento' },
  { userId: DEMO_ADMIN.uid, postId: 'colazione-low-fodmap' },
  { userId: 'demo-elena', postId: 'colazione-low-fodmap' },
  { userId: DEMO_ADMIN.uid, postId: 'diario-sintomi' },
  { userId: DEMO_USER.uid, postId: 'diario-sintomi' },
  { userId: 'demo-sara', postId: 'pranzo-ufficio' },
  { userId: DEMO_USER.uid, postId: 'traguardo-tre-mesi' },
  { userId: 'demo-marta', postId: 'traguardo-tre-mesi' },
  { userId: DEMO_ADMIN.uid, postId: 'traguardo-tre-mesi' },
];

/** A booking request of the demo member, waiting for the doctor: the admin can complete it to issue an invoice. */
export const orders: (Input<typeof orderInsert> & { hoursAgo: number })[] = [
  {
    id: 'demo-ordine-percorso',
    hoursAgo: 30,
    userId: DEMO_USER.uid,
    serviceId: 'percorso-6-mesi',
    status: 'pending',
    totalAmount: 80000,
    customerName: `${DEMO_USER.firstName} ${DEMO_USER.lastName}`,
    customerEmail: DEMO_USER.email,
    customerPhone: '333 1234567',
    notes: 'Preferisco le videochiamate la sera',
    billingType: 'private',
    fiscalCode: 'BNCGLI85A41H501H',
    billingAddress: 'Via Appia Nuova 80',
    billingCity: 'Roma',
    billingPostalCode: '00183',
  },
];
