/**
 * The IBS-SSS questionnaire (Francis, Morris & Whorwell, 1997; docs/product.md, Care diary): five
 * items, each worth 0–100 points (pain days: days out of the last 10, × 10), a total of 0–500, its
 * band and the change from the previous score. Pure, shared by the API and /diario.
 */
import { z } from 'zod';

import { id, timestamp } from '../shared/collections';
import { wireOf } from '../shared/entityView';

export const IBS_SSS_ITEMS = ['painSeverity', 'painDays', 'distensionSeverity', 'bowelDissatisfaction', 'lifeInterference'] as const;
export type IbsSssItem = (typeof IBS_SSS_ITEMS)[number];

const points = (message: string, max: number) => z.number({ error: message }).int(message).min(0, message).max(max, message);
const hundred = (name: string) => points(`${name} deve essere un numero intero da 0 a 100`, 100);

/** POST /api/questionnaires/ibs-sss */
export const ibsSssBody = z.object(
  {
    painSeverity: hundred("L'intensità del dolore"),
    painDays: points('I giorni con dolore devono essere un numero intero da 0 a 10', 10),
    distensionSeverity: hundred("L'intensità del gonfiore"),
    bowelDissatisfaction: hundred("L'insoddisfazione per l'intestino"),
    lifeInterference: hundred("L'interferenza con la vita quotidiana"),
  },
  { error: 'Dati non validi' },
);
export type IbsSssAnswers = z.infer<typeof ibsSssBody>;

export const IBS_SSS_BAND_KEYS = ['remission', 'mild', 'moderate', 'severe'] as const;
export type IbsSssBand = (typeof IBS_SSS_BAND_KEYS)[number];

/**
 * The bands on the integer total: remission < 75, mild 75–174, moderate 175–300, severe > 300.
 * Edge rule: each published cut-off belongs to the band above it except 300, which the published
 * range "175–300" keeps in moderate; so 74 remission, 75 mild, 174 mild, 175 moderate, 300
 * moderate, 301 severe. `min` is the lowest total of the band.
 */
export const IBS_SSS_BANDS: readonly { band: IbsSssBand; label: string; min: number; max: number }[] = [
  { band: 'remission', label: 'Remissione', min: 0, max: 74 },
  { band: 'mild', label: 'Lieve', min: 75, max: 174 },
  { band: 'moderate', label: 'Moderato', min: 175, max: 300 },
  { band: 'severe', label: 'Grave', min: 301, max: 500 },
];

/** A change of at least this many points (either way) is clinically meaningful. */
export const IBS_SSS_MEANINGFUL_CHANGE = 50;

/** The total 0–500: four 0–100 items plus the pain days × 10. */
export function ibsSssScore(answers: IbsSssAnswers): number {
  return (
    answers.painSeverity + answers.painDays * 10 + answers.distensionSeverity + answers.bowelDissatisfaction + answers.lifeInterference
  );
}

export function ibsSssBand(score: number): IbsSssBand {
  return IBS_SSS_BANDS.find((band) => score <= band.max)?.band ?? 'severe';
}

export const ibsSssBandLabel = (band: IbsSssBand) => IBS_SSS_BANDS.find((entry) => entry.band === band)!.label;

/** The change from the previous score, and whether it is clinically meaningful; nulls for a first score. */
export function ibsSssChange(score: number, previous: number | null): { change: number | null; meaningfulChange: boolean } {
  if (previous === null) return { change: null, meaningfulChange: false };
  const change = score - previous;
  return { change, meaningfulChange: Math.abs(change) >= IBS_SSS_MEANINGFUL_CHANGE };
}

/** Stored in questionnaire_responses: the answers, the score and band as computed at submission. */
export const questionnaireDoc = z.object({
  id,
  userId: id,
  type: z.literal('ibs-sss'),
  answers: ibsSssBody,
  score: z.number().int(),
  band: z.enum(IBS_SSS_BAND_KEYS),
  previousScore: z.number().int().nullable(),
  submittedAt: timestamp,
});
export type QuestionnaireDoc = z.infer<typeof questionnaireDoc>;

/** The stored fields a result's answers show as they are (shared/entityView.ts): all but its patient. */
export const questionnaireStoredFields = wireOf(questionnaireDoc).pick({
  id: true,
  type: true,
  answers: true,
  score: true,
  band: true,
  previousScore: true,
  submittedAt: true,
});
export const questionnaireView = questionnaireStoredFields.extend({
  change: z.number().int().nullable(),
  meaningfulChange: z.boolean(),
});
export type QuestionnaireView = z.infer<typeof questionnaireView>;
