/** The doctor's view of the care diary (docs/product.md, Care diary): the 'Pazienti' tab and a patient's page. */
import { z } from 'zod';

import { appointmentStatus } from '../appointments/appointments';
import { diaryCommentView, diaryEntryView } from '../diary/diary';
import { diaryTrendsView } from '../diary/diaryAnalysis';
import { orderStatus } from '../services/entities';
import { packageUseView } from '../services/packages';
import { searchText } from '../shared/searchTerms';

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

/** What the practice holds of a member, each making her a patient of the 'Pazienti' list. */
export const PATIENT_SOURCES = ['appointment', 'order', 'intake', 'record', 'diary'] as const;
export const patientSource = z.enum(PATIENT_SOURCES);
export type PatientSource = z.infer<typeof patientSource>;
export const PATIENT_SOURCE_LABELS: Record<PatientSource, string> = {
  appointment: 'Appuntamenti',
  order: 'Ordini',
  intake: 'Questionario',
  record: 'Cartella',
  diary: 'Diario',
};

export const patientListItem = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The diary consent's time; null for a patient without a standing consent. */
  consentedAt: z.string().nullable(),
  lastEntryAt: z.string().nullable(),
  nextConsultation: nextConsultationView.nullable(),
  /** The profile's phone, else the one of the latest order; null when neither has one. */
  phone: z.string().nullable(),
  /** What exists of her (empty for a member listed only by `all=1`). */
  sources: z.array(patientSource),
  /** The latest of her traces (a booking, an order, the intake, the record, the diary), or her sign-up: the list's order. */
  lastActivityAt: z.string(),
});
export type PatientListItem = z.infer<typeof patientListItem>;

export const PATIENTS_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
const LIMIT_MESSAGE = `Il parametro limit deve essere un numero intero tra 1 e ${PATIENTS_PAGE.maxLimit}`;

/**
 * GET /api/admin/patients?q=&all=&limit=&cursor=: `q` finds a patient by a part of her name or
 * e-mail (case and accents aside) or by digits of her phone; `all=1` lists every member.
 */
export const patientsQuery = z.object({
  q: searchText.optional(),
  all: z
    .enum(['0', '1', 'true', 'false'], { error: 'Il parametro all deve essere 1 oppure 0' })
    .transform((value) => value === '1' || value === 'true')
    .optional(),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PATIENTS_PAGE.maxLimit, LIMIT_MESSAGE)
    .default(PATIENTS_PAGE.defaultLimit),
  cursor: z.string({ error: 'Cursore di paginazione non valido' }).max(4000, 'Cursore di paginazione non valido').optional(),
});
export type PatientsQuery = z.input<typeof patientsQuery>;

/**
 * GET /api/admin/patients/{uid}: what exists of a patient, for her page (docs/care-plan.md,
 * Patients): who she is, whether her diary may be read, her visits and her orders. No notes: the
 * page names what is there; the health data come from their own audited calls.
 */
export const patientOverview = z.object({
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() }),
  /** Null without a standing diary consent: the diary stays closed. */
  diary: z.object({ consentedAt: z.string(), lastEntryAt: z.string().nullable() }).nullable(),
  /** Her appointments, the latest start first (at most PATIENT_OVERVIEW_LIMIT). */
  appointments: z.array(
    z.object({ id: z.string(), serviceName: z.string(), locationName: z.string(), start: z.string(), status: appointmentStatus }),
  ),
  /** Her orders, the newest first (at most PATIENT_OVERVIEW_LIMIT). */
  orders: z.array(
    z.object({
      id: z.string(),
      serviceName: z.string(),
      status: orderStatus,
      totalAmount: z.number().int(),
      createdAt: z.string(),
      /** A package's included visits and what is left of them; null for an order without. */
      package: packageUseView.nullable(),
    }),
  ),
});
export type PatientOverview = z.infer<typeof patientOverview>;
/** The appointments and the orders a patient's page shows at most. */
export const PATIENT_OVERVIEW_LIMIT = 20;

/** GET /api/admin/patients/{uid}/diary: the patient's trends (as she sees them), her entries and the comments. */
export const patientDiaryView = diaryTrendsView.extend({
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  entries: z.array(diaryEntryView),
  comments: z.array(diaryCommentView),
});
export type PatientDiaryView = z.infer<typeof patientDiaryView>;
