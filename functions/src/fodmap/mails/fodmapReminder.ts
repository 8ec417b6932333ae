import { defineTemplate } from '../../notifications/mail/template';

/** A FODMAP challenge's day not reported. Never the group or the symptoms (health data): only a link. */
export const fodmapReminder = defineTemplate<{ link: string }>({
  name: 'fodmapReminder',
  category: 'reminders',
  subject: () => 'Un giorno da segnare nella tua area riservata',
  content: ({ link }) => ({
    heading: 'Un giorno da segnare',
    paragraphs: [
      'Nella tua area riservata c’è un giorno del percorso concordato con la nutrizionista ancora da segnare. Bastano pochi secondi.',
    ],
    action: { label: 'Apri l’area riservata', url: link },
  }),
  sample: { link: 'https://www.nutrizionefunzionale.example/diario' },
});
