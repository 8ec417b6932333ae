import { defineTemplate } from '../../notifications/mail/template';

/** The doctor published a meal plan. Never the plan itself (health data): only a link to read it. */
export const mealPlanPublished = defineTemplate<{ link: string }>({
  name: 'mealPlanPublished',
  category: 'notifications',
  subject: () => 'Il tuo nuovo piano alimentare è pronto',
  content: ({ link }) => ({
    heading: 'Il tuo nuovo piano alimentare è pronto',
    paragraphs: ['La tua nutrizionista ha pubblicato il tuo nuovo piano alimentare. Per leggerlo, accedi all’area riservata.'],
    action: { label: 'Apri il piano', url: link },
  }),
  sample: { link: 'https://www.nutrizionefunzionale.example/piano' },
});
