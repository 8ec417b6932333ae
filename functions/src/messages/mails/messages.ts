import { defineTemplate } from '../../notifications/mail/template';

/** A message of the doctor left unread for 15 minutes: never its text, only that it is waiting. */
export const messageFromDoctor = defineTemplate<{ link: string }>({
  name: 'messageFromDoctor',
  category: 'notifications',
  subject: () => 'Hai un nuovo messaggio dalla tua nutrizionista',
  content: ({ link }) => ({
    heading: 'Hai un nuovo messaggio dalla tua nutrizionista',
    paragraphs: ['Ti aspetta un nuovo messaggio della nutrizionista nell’area riservata. Per leggerlo, accedi.'],
    action: { label: 'Leggi il messaggio', url: link },
  }),
  sample: { link: 'https://www.nutrizionefunzionale.example/messaggi' },
});

/** A patient's message left unread by the doctor for 15 minutes: never the text nor the patient's name. */
export const messageFromPatient = defineTemplate<{ link: string }>({
  name: 'messageFromPatient',
  category: 'notifications',
  subject: () => 'Nuovo messaggio da un paziente',
  content: ({ link }) => ({
    heading: 'Nuovo messaggio da un paziente',
    paragraphs: ['Un paziente ti ha scritto nell’area riservata. Per leggere il messaggio, accedi.'],
    action: { label: 'Apri i messaggi', url: link },
  }),
  sample: { link: 'https://www.nutrizionefunzionale.example/admin/messaggi' },
});
