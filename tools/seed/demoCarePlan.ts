/**
 * The demo patient's care plan (docs/care-plan.md): the intake she filled, the doctor's record,
 * three visits' measurements, a published week plan (the current one) and a template, so /piano and
 * the doctor's patient page show something real. Fixed ids: a later seeding adds nothing.
 */
import { diaryDayOf } from '@app/schemas/diary/diary';
import type { COLLECTIONS } from '@app/schemas/shared/collections';

import { DEMO_ADMIN, DEMO_USER } from './demoAccounts';

type Add = (collection: keyof typeof COLLECTIONS, id: string, data: Record<string, unknown>) => void;

const DAY_MS = 24 * 60 * 60 * 1000;

const item = (food: string, quantity: number | undefined, unit: string, alternatives?: object[]) => ({
  food,
  ...(quantity !== undefined && { quantity }),
  unit,
  ...(alternatives && { alternatives }),
});

/** A low-FODMAP week: the same breakfast and snacks, lunches and dinners that change. */
const LUNCHES = [
  [item('Riso basmati', 70, 'g'), item('Zucchine', 200, 'g'), item('Olio extravergine di oliva', 1, 'cucchiaio')],
  [item('Pasta di riso', 80, 'g', [item('Quinoa', 70, 'g')]), item('Pomodorini', 150, 'g'), item('Basilico', undefined, 'q.b.')],
  [item('Patate', 250, 'g'), item('Merluzzo', 150, 'g', [item('Orata', 150, 'g')]), item('Carote', 150, 'g')],
];
const DINNERS = [
  [item('Pollo', 120, 'g', [item('Tacchino', 120, 'g')]), item('Spinaci', 200, 'g'), item('Pane senza glutine', 50, 'g')],
  [item('Uova', 2, 'pz'), item('Melanzane', 200, 'g'), item('Pane senza glutine', 50, 'g')],
  [item('Salmone', 130, 'g'), item('Fagiolini', 200, 'g'), item('Patate', 200, 'g')],
];

export const demoWeek = () =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    meals: [
      {
        meal: 'colazione',
        items: [
          item('Yogurt greco senza lattosio', 150, 'g', [item('Kefir', 200, 'ml')]),
          item('Fiocchi di avena', 40, 'g'),
          item('Mirtilli', 80, 'g', [item('Kiwi', 1, 'pz')]),
        ],
      },
      { meal: 'spuntino', items: [item('Arancia', 1, 'pz', [item('Mandarini', 2, 'pz')])] },
      {
        meal: 'pranzo',
        items: LUNCHES[weekday % LUNCHES.length]!,
        notes: weekday === 1 ? 'Verdure cotte, non crude, in questa fase' : undefined,
      },
      { meal: 'merenda', items: [item('Noci', 15, 'g'), item('Cracker di riso', 2, 'pz')] },
      { meal: 'cena', items: DINNERS[weekday % DINNERS.length]! },
    ].map((meal) => (meal.notes === undefined ? { meal: meal.meal, items: meal.items } : meal)),
  }));

export function addDemoCarePlan(add: Add, now = new Date()) {
  const userId = DEMO_USER.uid;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  add('intakes', userId, {
    userId,
    reason: 'Gonfiore e dolore addominale dopo i pasti da circa un anno',
    diagnosis: 'IBS',
    physicianName: 'Dott. Marco Bianchi (gastroenterologo)',
    diagnosisDate: diaryDayOf(daysAgo(200)),
    medications: 'Probiotico al mattino, vitamina D',
    allergies: 'Nessuna allergia nota',
    habits: 'Salto spesso la colazione, pranzo in ufficio',
    activity: 'Camminata veloce tre volte a settimana',
    goals: 'Meno gonfiore e più energia nel pomeriggio',
    updatedAt: daysAgo(40),
  });
  add('clinicalRecords', userId, {
    userId,
    diagnosis: 'IBS con prevalenza di gonfiore',
    diagnosisSource: 'Gastroenterologo, Dott. Marco Bianchi',
    notes: 'Fase 1 low FODMAP avviata; buona risposta dopo due settimane.',
    goals: 'Reintroduzione graduale dei FODMAP dal prossimo mese',
    updatedBy: DEMO_ADMIN.uid,
    updatedAt: daysAgo(10),
  });
  [
    { days: 90, weightKg: 68.2, waistCm: 84 },
    { days: 45, weightKg: 67.1, waistCm: 82 },
    { days: 10, weightKg: 66.4, waistCm: 80.5 },
  ].forEach(({ days, weightKg, waistCm }, index) =>
    add('measurements', `demo-misurazione-${index + 1}`, {
      userId,
      authorId: DEMO_ADMIN.uid,
      date: diaryDayOf(daysAgo(days)),
      weightKg,
      heightCm: 165,
      waistCm,
      hipCm: 98,
      fatMassPercent: 29 - index,
      phaseAngle: 5.9 + index / 10,
      createdAt: daysAgo(days),
    }),
  );
  const plan = { userId, authorId: DEMO_ADMIN.uid, days: demoWeek(), status: 'published' };
  add('mealPlans', 'demo-piano-1', {
    ...plan,
    title: 'Low FODMAP - fase 1',
    startsOn: diaryDayOf(daysAgo(45)),
    notes: 'Bevi almeno 1,5 litri di acqua al giorno. Evita aglio, cipolla e legumi in questa fase.',
    publishedAt: daysAgo(45),
    createdAt: daysAgo(46),
    updatedAt: daysAgo(45),
  });
  add('mealPlans', 'demo-piano-2', {
    ...plan,
    title: 'Low FODMAP - fase 1, seconda parte',
    startsOn: diaryDayOf(daysAgo(10)),
    notes: 'Bevi almeno 1,5 litri di acqua al giorno. Da questa settimana puoi aggiungere i mirtilli anche a merenda.',
    publishedAt: daysAgo(10),
    createdAt: daysAgo(11),
    updatedAt: daysAgo(10),
  });
  add('mealPlanTemplates', 'demo-modello-low-fodmap', {
    authorId: DEMO_ADMIN.uid,
    title: 'Settimana low FODMAP di base',
    days: demoWeek(),
    createdAt: daysAgo(60),
  });
}
