/**
 * The care plan (docs/care-plan.md): the intake the patient fills before the first visit, the
 * doctor's clinical record, the measurements of each visit and the weekly meal plan. Health data
 * (GDPR art. 9): only the patient and the doctor role read any of it.
 */
import { z } from 'zod';

import { wireOf } from '../shared/entityView';

const INVALID_BODY = 'Dati non validi';
const storedId = z.string().min(1);
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists. */
export const calendarDay = (message: string) =>
  z
    .string({ error: message })
    .regex(DAY_PATTERN, message)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      message,
    );

const text = (max: number, label: string) =>
  z
    .string({ error: `${label}: testo non valido` })
    .trim()
    .max(max, `${label}: al massimo ${max} caratteri`);

// ---------------------------------------------------------------- intake

export const DIAGNOSES = ['IBS', 'PCOS', 'altra', 'nessuna'] as const;
export const DIAGNOSIS_LABELS: Record<(typeof DIAGNOSES)[number], string> = {
  IBS: 'Sindrome dell’intestino irritabile (IBS)',
  PCOS: 'Sindrome dell’ovaio policistico (PCOS)',
  altra: 'Altra diagnosi',
  nessuna: 'Nessuna diagnosi',
};

/** PUT /api/intake: the form the patient fills before the first visit. */
export const intakeBody = z.object(
  {
    reason: text(2000, 'Il motivo della visita').min(1, 'Scrivi il motivo della visita'),
    diagnosis: z.enum(DIAGNOSES, { error: 'Scegli una diagnosi tra IBS, PCOS, altra o nessuna' }),
    physicianName: text(200, 'Il nome del medico').optional(),
    diagnosisDate: calendarDay('La data della diagnosi deve essere una data AAAA-MM-GG').optional(),
    medications: text(2000, 'Farmaci e integratori').optional(),
    allergies: text(2000, 'Allergie e intolleranze').optional(),
    habits: text(2000, 'Abitudini alimentari').optional(),
    activity: text(2000, 'Attività fisica').optional(),
    goals: text(2000, 'Obiettivi').optional(),
  },
  { error: INVALID_BODY },
);
export type IntakeBody = z.output<typeof intakeBody>;
export const intakeView = intakeBody.extend({ updatedAt: z.string() });
export type IntakeView = z.infer<typeof intakeView>;

// ---------------------------------------------------------------- clinical record

/** PUT /api/admin/patients/{uid}/record: the doctor's record of the patient. */
export const clinicalRecordBody = z.object(
  {
    diagnosis: text(500, 'La diagnosi').default(''),
    /** Who made the diagnosis and when (a biologist works on a physician's diagnosis). */
    diagnosisSource: text(500, 'La fonte della diagnosi').default(''),
    notes: text(10_000, 'Le note').default(''),
    goals: text(2000, 'Gli obiettivi').default(''),
  },
  { error: INVALID_BODY },
);
export type ClinicalRecordBody = z.output<typeof clinicalRecordBody>;
export const clinicalRecordView = z.object({
  diagnosis: z.string(),
  diagnosisSource: z.string(),
  notes: z.string(),
  goals: z.string(),
  /** null until the doctor first saves the record. */
  updatedAt: z.string().nullable(),
  /** What the patient wrote before the first visit, read with the record. */
  intake: intakeView.nullable(),
});
export type ClinicalRecordView = z.infer<typeof clinicalRecordView>;

// ---------------------------------------------------------------- measurements

const measure = (label: string, min: number, max: number, unit: string) =>
  z
    .number({ error: `${label} deve essere un numero` })
    .min(min, `${label} deve essere tra ${min} e ${max} ${unit}`)
    .max(max, `${label} deve essere tra ${min} e ${max} ${unit}`);

/** POST /api/admin/patients/{uid}/measurements: what the doctor measured at a visit. */
export const measurementBody = z.object(
  {
    date: calendarDay('La data della misurazione deve essere una data AAAA-MM-GG'),
    weightKg: measure('Il peso', 20, 350, 'kg'),
    heightCm: measure("L'altezza", 50, 250, 'cm'),
    waistCm: measure('La circonferenza vita', 30, 250, 'cm'),
    hipCm: measure('La circonferenza fianchi', 30, 250, 'cm').optional(),
    fatMassPercent: measure('La massa grassa', 2, 75, '%').optional(),
    fatFreeMassKg: measure('La massa magra', 10, 200, 'kg').optional(),
    phaseAngle: measure("L'angolo di fase", 1, 20, 'gradi').optional(),
    notes: text(1000, 'Le note').optional(),
  },
  { error: INVALID_BODY },
);
export type MeasurementBody = z.output<typeof measurementBody>;

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;
/** Body mass index, one decimal: 70 kg and 170 cm give 24.2. */
export const bmiOf = (weightKg: number, heightCm: number) => roundTo(weightKg / (heightCm / 100) ** 2, 1);
/** Waist-to-height ratio, two decimals (0.5 and above is a cardiometabolic risk). */
export const waistToHeightOf = (waistCm: number, heightCm: number) => roundTo(waistCm / heightCm, 2);

export const measurementView = measurementBody.extend({
  id: z.string(),
  bmi: z.number(),
  waistToHeight: z.number(),
  createdAt: z.string(),
});
export type MeasurementView = z.infer<typeof measurementView>;

// ---------------------------------------------------------------- meal plans

export const MEALS = ['colazione', 'spuntino', 'pranzo', 'merenda', 'cena'] as const;
export type Meal = (typeof MEALS)[number];
export const MEAL_LABELS: Record<Meal, string> = {
  colazione: 'Colazione',
  spuntino: 'Spuntino',
  pranzo: 'Pranzo',
  merenda: 'Merenda',
  cena: 'Cena',
};
export const UNITS = ['g', 'ml', 'pz', 'cucchiaio', 'cucchiaino', 'q.b.'] as const;
export type Unit = (typeof UNITS)[number];
/** 'quanto basta': no quantity. */
export const AS_NEEDED: Unit = 'q.b.';
/** The units that are words take the Italian plural; symbols (g, ml, pz) do not. */
const UNIT_PLURALS: Partial<Record<Unit, string>> = { cucchiaio: 'cucchiai', cucchiaino: 'cucchiaini' };
const quantityFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

/** A portion's amount as read everywhere (/piano, the PDF, the shopping list): '80 g', '1 cucchiaio', '2 cucchiai', '1,5 cucchiaini', 'q.b.'. */
export function quantityText({ quantity, unit }: { quantity?: number; unit: Unit }): string {
  if (unit === AS_NEEDED) return AS_NEEDED;
  const amount = quantity ?? 0;
  return `${quantityFormat.format(amount)} ${amount === 1 ? unit : (UNIT_PLURALS[unit] ?? unit)}`;
}
export const WEEKDAY_LABELS = ['Lunedì', 'Martedì', 'Mercoledì', 'Giovedì', 'Venerdì', 'Sabato', 'Domenica'] as const;
export const MEAL_PLAN_RULES = { maxQuantity: 5000, maxItemsPerMeal: 30, maxAlternatives: 5 } as const;

const portionFields = {
  food: text(120, 'Il nome del cibo').min(1, 'Scrivi il nome del cibo'),
  quantity: z
    .number({ error: 'La quantità deve essere un numero' })
    .min(0, 'La quantità non può essere negativa')
    .max(MEAL_PLAN_RULES.maxQuantity, `La quantità non può superare ${MEAL_PLAN_RULES.maxQuantity}`)
    .optional(),
  unit: z.enum(UNITS, { error: "Scegli un'unità tra g, ml, pz, cucchiaio, cucchiaino e q.b." }),
};
/** A quantity is required (above zero) except 'q.b.'. */
const withQuantity = <S extends z.ZodType<{ quantity?: number; unit: Unit }>>(schema: S) =>
  schema.refine((portion) => portion.unit === AS_NEEDED || (portion.quantity !== undefined && portion.quantity > 0), {
    error: 'Indica una quantità maggiore di zero (oppure q.b.)',
  });

export const portion = withQuantity(z.object(portionFields));
export const mealItem = withQuantity(
  z.object({
    ...portionFields,
    alternatives: z.array(portion).max(MEAL_PLAN_RULES.maxAlternatives, 'Al massimo 5 alternative per alimento').optional(),
  }),
);
export const plannedMeal = z.object({
  meal: z.enum(MEALS, { error: 'Scegli un pasto tra colazione, spuntino, pranzo, merenda e cena' }),
  items: z
    .array(mealItem)
    .min(1, 'Ogni pasto ha almeno un alimento')
    .max(MEAL_PLAN_RULES.maxItemsPerMeal, 'Al massimo 30 alimenti per pasto'),
  notes: text(1000, 'Le note del pasto').optional(),
});
export const planDay = z.object({
  weekday: z
    .number({ error: 'Il giorno della settimana deve essere un numero da 1 (lunedì) a 7 (domenica)' })
    .int('Il giorno della settimana deve essere un numero da 1 (lunedì) a 7 (domenica)')
    .min(1, 'Il giorno della settimana deve essere un numero da 1 (lunedì) a 7 (domenica)')
    .max(7, 'Il giorno della settimana deve essere un numero da 1 (lunedì) a 7 (domenica)'),
  meals: z.array(plannedMeal).min(1, 'Ogni giorno ha almeno un pasto').max(MEALS.length, 'Al massimo 5 pasti al giorno'),
});
export type PlanDay = z.infer<typeof planDay>;
export type MealItem = z.infer<typeof mealItem>;

const planDays = z
  .array(planDay, { error: 'Indica i giorni del piano' })
  .min(1, 'Il piano è vuoto: aggiungi almeno un giorno')
  .max(7, 'Un piano ha al massimo 7 giorni')
  .refine((days) => new Set(days.map((day) => day.weekday)).size === days.length, {
    error: 'Ogni giorno della settimana compare una sola volta',
  });

/** POST and PUT /api/admin/patients/{uid}/meal-plans: a week of meals (weekday 1 = Monday). */
export const mealPlanBody = z.object(
  {
    title: text(120, 'Il titolo').min(1, 'Scrivi il titolo del piano'),
    startsOn: calendarDay('La data di inizio deve essere una data AAAA-MM-GG'),
    notes: text(4000, 'Le note').optional(),
    days: planDays,
  },
  { error: INVALID_BODY },
);
export type MealPlanBody = z.output<typeof mealPlanBody>;

export const MEAL_PLAN_STATUSES = ['draft', 'published'] as const;
export const mealPlanCreated = z.object({ id: z.string(), status: z.enum(MEAL_PLAN_STATUSES) });
export const mealPlanDoc = mealPlanBody.extend({
  id: storedId,
  userId: storedId,
  authorId: storedId,
  status: z.enum(MEAL_PLAN_STATUSES),
  publishedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** The stored fields a meal plan's answers show as they are (shared/entityView.ts): not its patient nor its author. */
export const mealPlanStoredFields = wireOf(mealPlanDoc).pick({
  id: true,
  title: true,
  startsOn: true,
  notes: true,
  days: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  publishedAt: true,
});
export const mealPlanView = mealPlanStoredFields.extend({
  /** The plan the patient follows now: the last one published. */
  current: z.boolean(),
});
export type MealPlanView = z.infer<typeof mealPlanView>;

/** /api/admin/meal-plan-templates: a week the doctor reuses (no patient's data in it). */
export const mealPlanTemplateBody = z.object(
  { title: text(120, 'Il titolo').min(1, 'Scrivi il titolo del modello'), notes: text(4000, 'Le note').optional(), days: planDays },
  { error: INVALID_BODY },
);
export const mealPlanTemplateView = mealPlanTemplateBody.extend({ id: z.string(), createdAt: z.string() });
export type MealPlanTemplateView = z.infer<typeof mealPlanTemplateView>;

export const SHOPPING_LIST_MAX_DAYS = 14;
/** GET /api/meal-plan/shopping-list?from=YYYY-MM-DD&days=N */
export const shoppingListQuery = z.object({
  from: calendarDay('Il parametro from deve essere una data AAAA-MM-GG'),
  days: z.coerce
    .number({ error: 'Il parametro days deve essere un numero da 1 a 14' })
    .int('Il parametro days deve essere un numero da 1 a 14')
    .min(1, 'Il parametro days deve essere un numero da 1 a 14')
    .max(SHOPPING_LIST_MAX_DAYS, 'Il parametro days deve essere un numero da 1 a 14'),
});
export const shoppingItem = z.object({ food: z.string(), quantity: z.number().optional(), unit: z.enum(UNITS) });
export type ShoppingItem = z.infer<typeof shoppingItem>;

/** Monday 1 … Sunday 7 of a calendar day. */
export const weekdayOf = (day: string) => ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/**
 * The dates a shopping list covers: `count` days from `from`, but never a day before the plan's
 * start (a plan 'dal 26/11', a Thursday, counts no Monday to Wednesday of that week).
 */
export function shoppingDates(from: string, count: number, startsOn: string): string[] {
  const dates: string[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const date = new Date(Date.parse(`${from}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    if (date >= startsOn) dates.push(date);
  }
  return dates;
}

/**
 * The shopping list of these dates: every item of the plan's day for each date (by its weekday),
 * quantities of the same food and unit summed; alternatives are not counted; 'q.b.' once, without
 * a quantity. Sorted by food.
 */
export function shoppingListOf(days: readonly PlanDay[], dates: readonly string[]): ShoppingItem[] {
  const byWeekday = new Map(days.map((day) => [day.weekday, day]));
  const totals = new Map<string, ShoppingItem>();
  for (const date of dates) {
    for (const meal of byWeekday.get(weekdayOf(date))?.meals ?? []) {
      for (const item of meal.items) {
        const key = `${item.food.toLocaleLowerCase('it-IT')}\u0000${item.unit}`;
        const found = totals.get(key);
        if (item.unit === AS_NEEDED) {
          if (!found) totals.set(key, { food: item.food, unit: item.unit });
        } else if (found) {
          found.quantity = Math.round(((found.quantity ?? 0) + (item.quantity ?? 0)) * 100) / 100;
        } else {
          totals.set(key, { food: item.food, quantity: item.quantity ?? 0, unit: item.unit });
        }
      }
    }
  }
  return [...totals.values()].sort((a, b) => a.food.localeCompare(b.food, 'it-IT') || a.unit.localeCompare(b.unit));
}

export const MEAL_PLAN_MESSAGES = {
  noPlan: 'Non hai ancora un piano alimentare: la tua nutrizionista lo pubblicherà dopo la visita',
  published: 'Il piano è già pubblicato: per cambiarlo creane uno nuovo',
} as const;

// ---------------------------------------------------------------- stored shapes

// What the bodies validated, with the patient (userId) and the times (COLLECTIONS in collections.ts);
// the meal plan's is above, its view picks from it.
export const intakeDoc = intakeBody.extend({ id: storedId, userId: storedId, updatedAt: z.date() });
export const clinicalRecordDoc = clinicalRecordBody.extend({ id: storedId, userId: storedId, updatedBy: storedId, updatedAt: z.date() });
export const measurementDoc = measurementBody.extend({ id: storedId, userId: storedId, authorId: storedId, createdAt: z.date() });
export const mealPlanTemplateDoc = mealPlanTemplateBody.extend({ id: storedId, authorId: storedId, createdAt: z.date() });
export type IntakeDoc = z.infer<typeof intakeDoc>;
export type ClinicalRecordDoc = z.infer<typeof clinicalRecordDoc>;
export type MeasurementDoc = z.infer<typeof measurementDoc>;
export type MealPlanDoc = z.infer<typeof mealPlanDoc>;
export type MealPlanTemplateDoc = z.infer<typeof mealPlanTemplateDoc>;
