import { diaryDayOf, type DiaryRange, shiftDay } from '@app/schemas/diary/diary';
import type { DiaryTrendsView } from '@app/schemas/diary/diaryAnalysis';

import { nextAppointments } from '../../appointments/data/appointments';
import { diaryCommentsIn, diaryEntriesIn, ibsSssHistoryOf, patientWithDiary } from '../data/diary';
import { diarySummary } from '../summaryContent';
import { diaryAnalysisOf } from './diaryViews';

/** Days the doctor's page and the summaries show without a range: the 30 days before the next visit. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * The range asked for, or the 30 days before the patient's next visit: their next appointment
 * holding its time (pending or confirmed, not cancelled), ending the day before it but never
 * before today; without one, the 30 days up to today (docs/product.md, Care diary). One round trip
 * without a range, none with one.
 */
export async function rangeOrDefault(uid: string, query: { from?: string; to?: string }, now = new Date()): Promise<DiaryRange> {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const today = diaryDayOf(now);
  const next = (await nextAppointments(new Set([uid]), now)).get(uid);
  const eve = next ? shiftDay(diaryDayOf(next.start), -1) : today;
  const to = eve > today ? eve : today;
  return { from: shiftDay(to, -(DEFAULT_RANGE_DAYS - 1)), to };
}

/**
 * A patient's profile, consent, entries and comments of a range, with the figures read out of them:
 * three round trips in parallel whatever the number of entries (docs/product.md, Care diary).
 */
export async function diaryOfRange(uid: string, range: DiaryRange) {
  const [{ user, patient }, entries, comments] = await Promise.all([
    patientWithDiary(uid),
    diaryEntriesIn(uid, range),
    diaryCommentsIn(uid, range),
  ]);
  return { user, patient, entries, comments, analysis: diaryAnalysisOf(entries) };
}

export type DiaryOfRange = Awaited<ReturnType<typeof diaryOfRange>>;

/** The trends of a loaded range, which the patient (GET /api/diary/trends) and the doctor see alike. */
export const trendsOf = (loaded: DiaryOfRange, range: DiaryRange): DiaryTrendsView => ({
  ...range,
  questionnaires: ibsSssHistoryOf(loaded.patient).map((item) => ({ ...item, submittedAt: item.submittedAt.toISOString() })),
  analysis: loaded.analysis,
});

const fullName = (user: DiaryOfRange['user']) => `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || (user?.email ?? 'Paziente');

/** The one-page summary's content for a loaded range. */
export const summaryOf = (loaded: DiaryOfRange, range: DiaryRange) =>
  diarySummary({
    patientName: fullName(loaded.user),
    ...range,
    entries: loaded.entries,
    comments: loaded.comments,
    questionnaires: ibsSssHistoryOf(loaded.patient),
    analysis: loaded.analysis,
  });

export const summaryFilename = (range: DiaryRange) => `riepilogo-diario-${range.from}-${range.to}.pdf`;
