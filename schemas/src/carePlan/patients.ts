/** The doctor's view of the care diary (docs/product.md, Care diary): the 'Pazienti' tab and a patient's page. */
import { z } from 'zod';

import { diaryCommentView, diaryEntryView } from '../diary/diary';
import { bristolDistribution, cycleLength, dailySymptoms, trend } from '../diary/diaryAnalysis';
import { IBS_SSS_BAND_KEYS } from './questionnaires';

/**
 * The patient's next booked consultation: the next appointment holding its time (pending or
 * confirmed, docs/appointments.md); for a patient without one, the oldest booking request of a
 * consultation or control service still pending, with the day it was requested (docs/product.md, Care diary).
 */
export const nextConsultationView = z.object({
  orderId: z.string().nullable(),
  serviceName: z.string(),
  requestedAt: z.string(),
  /** The booked appointment's start (docs/appointments.md); null for a request without a time. */
  start: z.string().nullable(),
  status: z.string().nullable(),
});

export const patientListItem = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  consentedAt: z.string(),
  lastEntryAt: z.string().nullable(),
  nextConsultation: nextConsultationView.nullable(),
});
export type PatientListItem = z.infer<typeof patientListItem>;

export const ibsSssPoint = z.object({ id: z.string(), score: z.number().int(), band: z.enum(IBS_SSS_BAND_KEYS), submittedAt: z.string() });
export type IbsSssPoint = z.infer<typeof ibsSssPoint>;

export const diaryAnalysisView = z.object({
  symptoms: z.array(dailySymptoms),
  bristol: bristolDistribution,
  cycles: z.array(cycleLength),
  weight: trend,
  waist: trend,
});
export type DiaryAnalysisView = z.infer<typeof diaryAnalysisView>;

/** GET /api/admin/patients/{uid}/diary */
export const patientDiaryView = z.object({
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  from: z.string(),
  to: z.string(),
  entries: z.array(diaryEntryView),
  comments: z.array(diaryCommentView),
  /** Every IBS-SSS of the patient, oldest first (not only the range's: the trend needs them). */
  questionnaires: z.array(ibsSssPoint),
  analysis: diaryAnalysisView,
});
export type PatientDiaryView = z.infer<typeof patientDiaryView>;
