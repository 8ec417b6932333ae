import { defineTemplate } from '../template';

/** A new message in the app (the messages area): never its text, only that it is waiting. */
export const newMessage = defineTemplate<{ link: string }>({
  name: 'newMessage',
  category: 'notifications',
  subject: () => 'Hai un nuovo messaggio',
  content: ({ link }) => ({
    heading: 'Hai un nuovo messaggio',
    paragraphs: ['Ti aspetta un nuovo messaggio nell’area riservata. Per leggerlo, accedi.'],
    action: { label: 'Leggi il messaggio', url: link },
  }),
  sample: { link: 'https://www.nutrizionefunzionale.example/notifiche' },
});
