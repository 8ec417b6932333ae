import { defineTemplate } from '../../notifications/mail/template';

/** The doctor commented the diary. Never the comment itself (health data): only a link to read it. */
export const diaryComment = defineTemplate<{ link: string }>({
  name: 'diaryComment',
  category: 'notifications',
  subject: () => 'La tua nutrizionista ha lasciato un commento',
  content: ({ link }) => ({
    heading: 'La tua nutrizionista ha lasciato un commento',
    paragraphs: ['C’è un nuovo commento della nutrizionista nel tuo diario. Per leggerlo, accedi all’area riservata.'],
    action: { label: 'Apri il diario', url: link },
  }),
  sample: { link: 'https://www.nutrizionefunzionale.example/diario' },
});
