/**
 * The doctor's 'Pazienti' list (docs/care-plan.md, Patients): who counts as a patient, what is
 * known of her, the search and the pages. The reads are the handler's; this file only joins them.
 */
import type { PatientSource } from '@app/schemas/carePlan/patients';
import { patientMatches } from '@app/schemas/carePlan/patientSearch';

import type { DirectoryProfile } from '../../../accounts/data/users';
import type { DiaryPatientDoc } from '../../../diary/data/diary';
import type { OwnerTrace } from '../../../shared/data/newestPerOwner';
import type { PageCursor } from '../../../shared/data/pageCursor';

/** Each source's owners with their newest document (newestPerOwner), and the standing diary consents. */
export interface PatientTraces {
  appointment: Map<string, OwnerTrace>;
  order: Map<string, OwnerTrace>;
  intake: Map<string, OwnerTrace>;
  record: Map<string, OwnerTrace>;
  diary: DiaryPatientDoc[];
}

export interface PatientRow {
  profile: DirectoryProfile;
  sources: PatientSource[];
  phone: string | null;
  diary: DiaryPatientDoc | undefined;
  /** The latest trace, or the sign-up for a member without one: the list's order. */
  activity: Date;
}

const TIMED_SOURCES = ['appointment', 'order', 'intake', 'record'] as const;

/** The uids of everyone with a trace: the patients. */
export function patientIdsOf(traces: PatientTraces): Set<string> {
  return new Set([...TIMED_SOURCES.flatMap((source) => [...traces[source].keys()]), ...traces.diary.map((patient) => patient.id)]);
}

/** One row per profile (the union's, or every member's), with what exists of her; uids without a profile (erased) are left out. */
export function patientRows(profiles: Iterable<DirectoryProfile>, traces: PatientTraces): PatientRow[] {
  const diaries = new Map(traces.diary.map((patient) => [patient.id, patient]));
  return [...profiles].map((profile) => {
    const diary = diaries.get(profile.id);
    const sources: PatientSource[] = TIMED_SOURCES.filter((source) => traces[source].has(profile.id));
    if (diary) sources.push('diary');
    const times = [
      ...TIMED_SOURCES.map((source) => traces[source].get(profile.id)?.at),
      diary ? (diary.lastEntryAt ?? diary.consentedAt) : undefined,
    ].filter((time): time is Date => time instanceof Date);
    const orderPhone = traces.order.get(profile.id)?.fields.customerPhone;
    return {
      profile,
      sources,
      phone: profile.phone || (typeof orderPhone === 'string' && orderPhone) || null,
      diary,
      activity: times.length > 0 ? new Date(Math.max(...times.map((time) => time.getTime()))) : profile.createdAt,
    };
  });
}

export const rowMatches = (search: string | undefined, row: PatientRow) =>
  patientMatches(search ?? '', { ...row.profile, phone: row.phone });

/** The latest activity first; the uid breaks ties, so a page ends at one place. */
const byActivity = (a: PatientRow, b: PatientRow) =>
  b.activity.getTime() - a.activity.getTime() || (a.profile.id < b.profile.id ? -1 : a.profile.id > b.profile.id ? 1 : 0);

const millisOf = (cursor: PageCursor) => cursor.seconds * 1000 + Math.floor(cursor.nanos / 1e6);

/** Whether a row comes after the cursor: older, or as old with a greater uid (the cursor names the last uid shown). */
function after(row: PatientRow, cursor: PageCursor): boolean {
  const time = row.activity.getTime();
  const at = millisOf(cursor);
  return time < at || (time === at && row.profile.id > (cursor.ids[0] ?? ''));
}

/**
 * One page of the rows in the list's order, after `cursor`. The shared cursor's shape carries the
 * last row's time and its uid alone (a position in the order, not the ids shown at that time), so
 * members signed up in one batch, at one instant, page like any others.
 */
export function pageOf(rows: PatientRow[], limit: number, cursor?: PageCursor): { rows: PatientRow[]; next?: PageCursor } {
  const remaining = rows.filter((row) => !cursor || after(row, cursor)).sort(byActivity);
  const page = remaining.slice(0, limit);
  const last = page.at(-1);
  if (!last || remaining.length <= limit) return { rows: page };
  const time = last.activity.getTime();
  return { rows: page, next: { seconds: Math.floor(time / 1000), nanos: (((time % 1000) + 1000) % 1000) * 1e6, ids: [last.profile.id] } };
}
