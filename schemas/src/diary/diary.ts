/**
 * The care diary (docs/product.md, Care diary): the consent notice, the entries a patient logs, the
 * doctor's comments, and the shapes the API reads and answers. Health data (GDPR art. 9): only the
 * patient and the admin read any of it.
 */
import { z } from 'zod';

import { clientIdField } from '../shared/clientId';
import { id, timestamp } from '../shared/collections';
import { wireOf } from '../shared/entityView';

/**
 * The consent notice /diario shows before the first entry. Changing the text means a new version:
 * a consent given to an older version no longer counts, and the patient is asked again.
 */
export const DIARY_CONSENT = {
  version: '2026-11-2',
  title: 'Il tuo diario di cura',
  paragraphs: [
    'Il diario raccoglie ciò che scegli di annotare: pasti, sintomi (dolore addominale, gonfiore, altri disturbi), evacuazioni secondo la scala di Bristol, stress e sonno, il primo giorno del ciclo, peso e circonferenza vita, e le risposte al questionario IBS-SSS.',
    'Sono dati relativi alla salute (art. 9 GDPR): li leggi tu e, per preparare le visite, soltanto chi nel sito ha il ruolo di medico, cioè la tua nutrizionista. Chi amministra il sito (contenuti, ordini, iscritti) senza quel ruolo non li vede. Non compaiono nella community né nelle statistiche dei membri e non vengono ceduti a nessuno.',
    "Ogni lettura del tuo diario da parte del medico viene registrata: nella sezione «Privacy del diario» vedi quando è avvenuta l'ultima.",
    'Puoi revocare il consenso in qualsiasi momento dalla sezione «Privacy del diario»: da quel momento non potrai aggiungere nuove annotazioni. Puoi scaricare i tuoi dati quando vuoi.',
  ],
  checkbox: 'Acconsento al trattamento dei miei dati sulla salute per il diario di cura',
} as const;

const INVALID_BODY = 'Dati non validi';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const romeDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' });
/** The calendar day in Rome ('YYYY-MM-DD') at an instant: the diary's days are Rome's. */
export const diaryDayOf = (instant: Date) => romeDayFormat.format(instant);

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'), e.g. 1 for consecutive days. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The day `days` after `day` (before, when negative), by the calendar. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const DIARY_RULES = {
  /** Days a GET /api/diary may span, both ends included. */
  maxRangeDays: 92,
  /** Entries can be edited or deleted while their day is within the last 7 days (today included). */
  editableDays: 7,
  notesMax: 1000,
  descriptionMax: 500,
} as const;

export const DIARY_KINDS = ['meal', 'symptoms', 'stool', 'wellbeing', 'cycle', 'measurements'] as const;
export type DiaryKind = (typeof DIARY_KINDS)[number];

export const DIARY_KIND_LABELS: Record<DiaryKind, string> = {
  meal: 'Pasto',
  symptoms: 'Sintomi',
  stool: 'Evacuazione',
  wellbeing: 'Benessere',
  cycle: 'Ciclo',
  measurements: 'Misure',
};

/** The Bristol stool scale, described in words (no images). */
export const BRISTOL_TYPES = [
  { type: 1, description: 'Grumi duri e separati, come noci (difficili da espellere)' },
  { type: 2, description: 'A forma di salsiccia, ma grumosa' },
  { type: 3, description: 'A forma di salsiccia, con crepe sulla superficie' },
  { type: 4, description: 'A forma di salsiccia o serpente, liscia e morbida' },
  { type: 5, description: 'Pezzi morbidi con bordi netti (facili da espellere)' },
  { type: 6, description: 'Pezzi soffici con bordi frastagliati, consistenza pastosa' },
  { type: 7, description: 'Acquosa, senza pezzi solidi (interamente liquida)' },
] as const;

/** The other symptoms a patient can tick, besides pain and bloating. */
export const SYMPTOM_CHIPS = [
  'Gas',
  'Crampi',
  'Urgenza',
  'Nausea',
  'Reflusso',
  'Stanchezza',
  'Mal di testa',
  'Evacuazione incompleta',
] as const;

const scale = (name: string) => {
  const message = `${name} deve essere un numero intero da 0 a 10`;
  return z.number({ error: message }).int(message).min(0, message).max(10, message);
};

const notes = z
  .string({ error: 'Le note devono essere un testo' })
  .trim()
  .max(DIARY_RULES.notesMax, 'Le note possono avere al massimo 1.000 caratteri')
  .optional();

/** When it happened: an ISO date-time, not on a day after today (in Rome). */
const occurredAt = z
  .string({ error: "Indica data e ora dell'annotazione" })
  .pipe(z.iso.datetime({ offset: true, error: "Data e ora dell'annotazione non valide" }))
  .refine((value) => Number.isNaN(Date.parse(value)) || diaryDayOf(new Date(value)) <= diaryDayOf(new Date()), {
    error: 'La data non può essere nel futuro',
  });

const base = { occurredAt, notes };

export const mealFields = z.object({
  kind: z.literal('meal'),
  ...base,
  description: z
    .string({ error: 'Descrivi il pasto' })
    .trim()
    .min(1, 'Descrivi il pasto')
    .max(DIARY_RULES.descriptionMax, 'La descrizione può avere al massimo 500 caratteri'),
});
export const symptomsFields = z.object({
  kind: z.literal('symptoms'),
  ...base,
  pain: scale('Il dolore addominale'),
  bloating: scale('Il gonfiore'),
  symptoms: z
    .array(z.enum(SYMPTOM_CHIPS, { error: 'Sintomo non previsto' }), { error: 'Sintomi non validi' })
    .max(SYMPTOM_CHIPS.length, 'Sintomi non validi')
    .default([]),
});
export const stoolFields = z.object({
  kind: z.literal('stool'),
  ...base,
  bristolType: z
    .number({ error: 'Il tipo di Bristol deve essere un numero intero da 1 a 7' })
    .int('Il tipo di Bristol deve essere un numero intero da 1 a 7')
    .min(1, 'Il tipo di Bristol deve essere un numero intero da 1 a 7')
    .max(7, 'Il tipo di Bristol deve essere un numero intero da 1 a 7'),
});
export const wellbeingFields = z.object({ kind: z.literal('wellbeing'), ...base, stress: scale('Lo stress'), sleep: scale('Il sonno') });
/** `occurredAt` is the first day of a period. */
export const cycleFields = z.object({ kind: z.literal('cycle'), ...base });
export const measurementsFields = z
  .object({
    kind: z.literal('measurements'),
    ...base,
    weightKg: z
      .number({ error: 'Il peso deve essere tra 20 e 300 kg' })
      .min(20, 'Il peso deve essere tra 20 e 300 kg')
      .max(300, 'Il peso deve essere tra 20 e 300 kg')
      .nullable()
      .default(null),
    waistCm: z
      .number({ error: 'La circonferenza vita deve essere tra 30 e 250 cm' })
      .min(30, 'La circonferenza vita deve essere tra 30 e 250 cm')
      .max(250, 'La circonferenza vita deve essere tra 30 e 250 cm')
      .nullable()
      .default(null),
  })
  .refine((value) => value.weightKg !== null || value.waistCm !== null, { error: 'Indica il peso o la circonferenza vita' });

/** POST /api/diary and PUT /api/diary/{entryId}: one entry, its fields by kind. */
export const diaryEntryBody = z.discriminatedUnion(
  'kind',
  [mealFields, symptomsFields, stoolFields, wellbeingFields, cycleFields, measurementsFields],
  {
    error: 'Tipo di annotazione non valido: meal, symptoms, stool, wellbeing, cycle o measurements',
  },
);
export type DiaryEntryBody = z.input<typeof diaryEntryBody>;
export type DiaryEntryFields = z.output<typeof diaryEntryBody>;

/** POST /api/diary: an entry, with the browser's optional clientId (a repeat answers the stored entry). */
export const createDiaryEntryBody = z.intersection(diaryEntryBody, z.object({ clientId: clientIdField }, { error: INVALID_BODY }));
export type CreateDiaryEntryBody = z.input<typeof createDiaryEntryBody>;

const day = (message: string) =>
  z
    .string({ error: message })
    .regex(DAY_PATTERN, message)
    .refine((value) => !Number.isNaN(Date.parse(value)), message);

const fromDay = day('Il parametro from deve essere una data AAAA-MM-GG');
const toDay = day('Il parametro to deve essere una data AAAA-MM-GG');

/** The rules of a range of days: from not after to, at most 92 days (checked when both are given). */
function withRangeRules<S extends z.ZodType<{ from?: string; to?: string }>>(schema: S) {
  return schema
    .refine((range) => !range.from || !range.to || range.from <= range.to, { error: 'La data from non può essere dopo la data to' })
    .refine((range) => !range.from || !range.to || daysBetween(range.from, range.to) < DIARY_RULES.maxRangeDays, {
      error: 'Si possono chiedere al massimo 92 giorni per volta',
    });
}

/** GET /api/diary?from=&to= (days in Rome, both included, at most 92 days). */
export const diaryRangeQuery = withRangeRules(z.object({ from: fromDay, to: toDay }));
export type DiaryRange = z.output<typeof diaryRangeQuery>;

/** An optional range (the doctor's page and the summaries choose a default without one): both or neither. */
export const optionalDiaryRangeQuery = withRangeRules(
  z.object({ from: fromDay.optional(), to: toDay.optional() }).refine((range) => (range.from === undefined) === (range.to === undefined), {
    error: 'Indica sia from sia to, oppure nessuna delle due',
  }),
);

/** POST /api/diary/consent: the version of the notice the patient read. */
export const diaryConsentBody = z.object(
  { version: z.string({ error: "Indica la versione dell'informativa" }).min(1, "Indica la versione dell'informativa") },
  { error: INVALID_BODY },
);

export const diaryConsentView = z.object({
  consented: z.boolean(),
  version: z.string().nullable(),
  consentedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  currentVersion: z.string(),
  /** When the doctor last read the diary (its page or its PDF summary): every read is in the audit log. */
  lastDoctorReadAt: z.string().nullable(),
});
export type DiaryConsentView = z.infer<typeof diaryConsentView>;

const entryViewExtras = { id: z.string(), day: z.string(), occurredAt: z.string(), editable: z.boolean(), notes: z.string().nullable() };
export const diaryEntryView = z.discriminatedUnion('kind', [
  mealFields.extend(entryViewExtras),
  symptomsFields.extend({ ...entryViewExtras, fodmapChallenge: z.object({ group: z.string(), day: z.number() }).optional() }),
  stoolFields.extend(entryViewExtras),
  wellbeingFields.extend(entryViewExtras),
  cycleFields.extend(entryViewExtras),
  z.object({ kind: z.literal('measurements'), ...entryViewExtras, weightKg: z.number().nullable(), waistCm: z.number().nullable() }),
]);
export type DiaryEntryView = z.infer<typeof diaryEntryView>;

/** POST /api/admin/patients/{uid}/comments: on a day or on one entry, never both. */
export const diaryCommentBody = z
  .object(
    {
      day: day('Il giorno deve essere una data AAAA-MM-GG').optional(),
      entryId: z.string({ error: 'Annotazione non valida' }).min(1, 'Annotazione non valida').max(200, 'Annotazione non valida').optional(),
      text: z
        .string({ error: 'Il commento non può essere vuoto' })
        .trim()
        .min(1, 'Il commento non può essere vuoto')
        .max(2000, 'Il commento può avere al massimo 2.000 caratteri'),
    },
    { error: INVALID_BODY },
  )
  .refine((body) => (body.day === undefined) !== (body.entryId === undefined), { error: 'Indica un giorno oppure una annotazione' });
export type DiaryCommentBody = z.input<typeof diaryCommentBody>;

/** Stored in diary_comments: the doctor's comment on a patient's day or entry. */
export const diaryCommentDoc = z.object({
  id,
  userId: id,
  authorId: id,
  day: z.string(),
  entryId: id.nullable(),
  text: z.string(),
  createdAt: timestamp,
});
export type DiaryCommentDoc = z.infer<typeof diaryCommentDoc>;

/** A comment as its patient and the doctor read it (shared/entityView.ts): not its patient nor its author. */
export const diaryCommentView = wireOf(diaryCommentDoc).pick({ id: true, day: true, entryId: true, text: true, createdAt: true });
export type DiaryCommentView = z.infer<typeof diaryCommentView>;

/** GET /api/diary: the range's entries (newest first) and the doctor's comments on them. */
export const diaryListView = z.object({
  from: z.string(),
  to: z.string(),
  entries: z.array(diaryEntryView),
  comments: z.array(diaryCommentView),
});
export type DiaryListView = z.infer<typeof diaryListView>;

// Stored shapes (diary_entries, diary_consents; diary_comments' is above, with its view).
export interface DiaryEntryDoc {
  id: string;
  userId: string;
  kind: DiaryKind;
  /** The day in Rome of occurredAt: the timeline's day and the range queries' field. */
  day: string;
  occurredAt: Date;
  notes: string | null;
  description?: string;
  pain?: number;
  bloating?: number;
  symptoms?: string[];
  bristolType?: number;
  stress?: number;
  sleep?: number;
  weightKg?: number | null;
  waistCm?: number | null;
  /** A symptoms entry written by a FODMAP challenge's day (docs/fodmap.md). */
  fodmapChallenge?: { group: string; day: number };
  createdAt: Date;
  updatedAt: Date;
}

export interface DiaryConsentDoc {
  /** The patient's uid. */
  id: string;
  userId: string;
  version: string;
  consentedAt: Date;
  /** Set by a withdrawal; a later consent clears it. */
  withdrawnAt: Date | null;
}
