import {
  DIARY_CONSENT,
  type DiaryCommentDoc,
  type DiaryCommentView,
  diaryCommentView,
  type DiaryConsentView,
  type DiaryEntryDoc,
  type DiaryEntryView,
} from '@app/schemas/diary/diary';
import type { DiaryAnalysisView } from '@app/schemas/diary/diaryAnalysis';
import { bristolDistributionOf, cycleLengths, dailySymptomsOf, measurementTrend } from '@app/schemas/diary/diaryAnalysis';
import { storedValues } from '@app/schemas/shared/entityView';

import { type DiaryPatientDoc, firstEditableDay } from '../data/diary';

const KIND_FIELDS = [
  'description',
  'pain',
  'bloating',
  'symptoms',
  'bristolType',
  'stress',
  'sleep',
  'weightKg',
  'waistCm',
  'fodmapChallenge',
] as const;

/** An entry as the API answers it: only its kind's fields, times as ISO strings, and whether it can still change. */
export function diaryEntryViewOf(entry: DiaryEntryDoc, firstEditable = firstEditableDay()): DiaryEntryView {
  const fields = Object.fromEntries(KIND_FIELDS.filter((key) => entry[key] !== undefined).map((key) => [key, entry[key]]));
  return {
    ...fields,
    id: entry.id,
    kind: entry.kind,
    day: entry.day,
    occurredAt: entry.occurredAt.toISOString(),
    notes: entry.notes ?? null,
    editable: entry.day >= firstEditable,
  } as DiaryEntryView;
}

export const diaryCommentViewOf = (comment: DiaryCommentDoc): DiaryCommentView => storedValues(diaryCommentView, comment);

export function diaryConsentViewOf(patient: DiaryPatientDoc | undefined): DiaryConsentView {
  const standing = Boolean(patient?.active && !patient.withdrawnAt && patient.version === DIARY_CONSENT.version);
  return {
    consented: standing,
    version: patient?.version ?? null,
    consentedAt: patient?.consentedAt?.toISOString() ?? null,
    withdrawnAt: patient?.withdrawnAt?.toISOString() ?? null,
    currentVersion: DIARY_CONSENT.version,
    lastDoctorReadAt: patient?.lastDoctorReadAt?.toISOString() ?? null,
  };
}

/** The doctor's figures of a range: daily symptoms, Bristol types, cycle lengths, weight and waist. */
export function diaryAnalysisOf(entries: readonly DiaryEntryDoc[]): DiaryAnalysisView {
  const ofKind = (kind: DiaryEntryDoc['kind']) => entries.filter((entry) => entry.kind === kind);
  const measurements = ofKind('measurements');
  const series = (field: 'weightKg' | 'waistCm') =>
    measurementTrend(measurements.flatMap((entry) => (typeof entry[field] === 'number' ? [{ day: entry.day, value: entry[field] }] : [])));
  return {
    symptoms: dailySymptomsOf(
      ofKind('symptoms').map((entry) => ({ day: entry.day, pain: entry.pain ?? 0, bloating: entry.bloating ?? 0 })),
    ),
    bristol: bristolDistributionOf(ofKind('stool').map((entry) => ({ day: entry.day, type: entry.bristolType ?? 0 }))),
    cycles: cycleLengths(ofKind('cycle').map((entry) => entry.day)),
    weight: series('weightKg'),
    waist: series('waistCm'),
  };
}
