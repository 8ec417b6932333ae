/**
 * The FODMAP reintroduction's storage (docs/fodmap.md): one protocol document per patient
 * (fodmap_protocols/{uid}), rewritten whole at each step, and one fodmap_revisions document per
 * write. Health data: read only for the patient and the doctor.
 */
import { diaryDayOf } from '@app/schemas/diary/diary';
import { FODMAP_GROUP_NAMES, type FodmapProtocolDoc } from '@app/schemas/fodmap/fodmap';
import {
  type Challenge,
  type ChallengeDay,
  type FodmapGroup,
  FodmapRefusal,
  portionText,
  type Protocol,
} from '@app/schemas/fodmap/fodmapRules';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { romeWallTimeToUtc } from '@app/schemas/shared/romeTime';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';

import { recordAdminWrite } from '../../audit/data/adminAudit';
import { consentIsCurrent, diaryEntries, diaryPatients } from '../../diary/data/diary';
import { entity, newBatch } from '../../shared/data/entity';
import { deleteMatching } from '../../shared/data/pagedDeletion';
import { Conflict, Invalid } from '../../shared/domainErrors';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

export const fodmapProtocols = entity<FodmapProtocolDoc>('fodmapProtocols', { notFound: NOT_FOUND.fodmapProtocol });
const fodmapRevisions = entity<{ id: string; userId: string }>('fodmapRevisions', {
  notFound: NOT_FOUND.fodmapProtocol,
  stamps: ['createdAt'],
});

/** A refusal of the rules as the API answers it: 400 or 409 with its Italian message (and the first allowed date). */
export function domainErrorOf(error: unknown): unknown {
  if (!(error instanceof FodmapRefusal)) return error;
  return error.kind === 'invalid' ? new Invalid(error.message, error.details) : new Conflict(error.message, error.details);
}

/** Applies a rule of fodmapRules.ts, turning its refusal into the API's error. */
export function ruled<T>(apply: () => T): T {
  try {
    return apply();
  } catch (error) {
    throw domainErrorOf(error);
  }
}

/** The patient's protocol, or the Italian 404. */
export const protocolOf = (uid: string) => fodmapProtocols.byId(uid);

/**
 * Writes the next state of a protocol with what goes with it, in one batch. The batch creates
 * fodmap_revisions/{uid}_{revision}: of two steps from the same state (two starts at once), only
 * the first lands, the other is a 409.
 */
async function saveProtocol(
  uid: string,
  previous: FodmapProtocolDoc | undefined,
  next: Protocol & { prescribedBy: string },
  alongside?: (batch: WriteBatch) => void,
): Promise<FodmapProtocolDoc> {
  const revision = (previous?.revision ?? 0) + 1;
  const batch = newBatch();
  fodmapRevisions.createIn(batch, `${uid}_${revision}`, { userId: uid });
  const data = {
    userId: uid,
    prescribedBy: next.prescribedBy,
    eliminationStart: next.eliminationStart,
    eliminationWeeks: next.eliminationWeeks,
    challenges: next.challenges,
    revision,
    /** The reminder's query reads this. */
    hasActiveChallenge: next.challenges.some((challenge) => challenge.status === 'active'),
    createdAt: previous?.createdAt ?? FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  batch.set(fodmapProtocols.ref(uid), data);
  alongside?.(batch);
  try {
    const [result] = await batch.commit();
    const at = result!.writeTime.toDate();
    return { ...data, id: uid, createdAt: previous?.createdAt ?? at, updatedAt: at };
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists))
      throw new Conflict('Il protocollo è stato modificato nel frattempo: ricarica la pagina e riprova');
    throw error;
  }
}

/**
 * The doctor's prescription: a new protocol, or a replacement while no challenge has begun or
 * once all are finished (a protocol under way keeps its results).
 */
export async function prescribeProtocol(uid: string, doctorId: string, protocol: Protocol): Promise<FodmapProtocolDoc> {
  const previous = await fodmapProtocols.find(uid);
  const underWay = previous?.challenges.some((challenge) => challenge.status !== 'planned');
  const finished = previous?.challenges.every((challenge) => challenge.status === 'done' || challenge.status === 'stopped');
  if (underWay && !finished) throw new Conflict('Il protocollo FODMAP di questo paziente è in corso: le prove iniziate non si cambiano');
  // The prescription is in the audit log with the write, as the doctor's comments are.
  return saveProtocol(uid, previous, { ...protocol, prescribedBy: doctorId }, (batch) =>
    recordAdminWrite(batch, doctorId, {
      action: 'fodmap.prescribe',
      collection: 'fodmapProtocols',
      documentId: uid,
      summary: `Protocollo FODMAP impostato: eliminazione dal ${protocol.eliminationStart} per ${protocol.eliminationWeeks} settimane`,
    }),
  );
}

/** Saves a step of the patient (a challenge started). */
export const saveStep = (previous: FodmapProtocolDoc, next: Protocol) =>
  saveProtocol(previous.userId, previous, { ...next, prescribedBy: previous.prescribedBy });

/** The care diary's entry of a challenge's day: the evening of its date in Rome, with the worst symptoms of that day. */
function diaryEntryOfDay(uid: string, group: FodmapGroup, challenge: Challenge, day: ChallengeDay) {
  const occurredAt = romeWallTimeToUtc(day.date, '20:00');
  const summary = `Prova FODMAP (${FODMAP_GROUP_NAMES[group]}), giorno ${day.day}: ${challenge.food}, ${portionText(day.dose, challenge.unit)}. Sintomi peggiori del giorno: ${day.symptoms}/10.`;
  return {
    userId: uid,
    kind: 'symptoms' as const,
    occurredAt,
    day: diaryDayOf(occurredAt),
    pain: day.symptoms,
    bloating: day.symptoms,
    symptoms: [],
    notes: day.notes ? `${summary} ${day.notes}` : summary,
    fodmapChallenge: { group, day: day.day },
  };
}

/** The protocol with one day of a group's challenge replaced. */
const withDay = (protocol: Protocol, group: FodmapGroup, day: ChallengeDay): Protocol => ({
  ...protocol,
  challenges: protocol.challenges.map((challenge) =>
    challenge.group === group ? { ...challenge, days: challenge.days.map((item) => (item.day === day.day ? day : item)) } : challenge,
  ),
});

/**
 * Saves a reported day and, when the patient's diary consent stands, writes the day's symptoms in
 * the care diary too (kind symptoms, tagged with the challenge), so the doctor's charts show it.
 * The day keeps the entry's id, so a correction rewrites that entry.
 */
export async function saveReportedDay(
  previous: FodmapProtocolDoc,
  next: Protocol,
  group: FodmapGroup,
  reported: ChallengeDay,
): Promise<FodmapProtocolDoc> {
  const uid = previous.userId;
  const entry = consentIsCurrent(await diaryPatients.find(uid)) ? diaryEntries.newRef() : null;
  const day = { ...reported, diaryEntryId: entry?.id ?? null };
  const challenge = next.challenges.find((item) => item.group === group)!;
  return saveProtocol(uid, previous, { ...withDay(next, group, day), prescribedBy: previous.prescribedBy }, (batch) => {
    if (!entry) return;
    batch.create(entry, diaryEntries.insertData(diaryEntryOfDay(uid, group, challenge, day)));
    batch.update(diaryPatients.ref(uid), { lastEntryAt: FieldValue.serverTimestamp() });
  });
}

/**
 * Saves a corrected day and rewrites the diary entry it wrote, when the consent still stands and
 * the patient has not deleted the entry meanwhile. Two round trips before the batch: the consent
 * and the entry, together.
 */
export async function saveCorrectedDay(
  previous: FodmapProtocolDoc,
  next: Protocol,
  group: FodmapGroup,
  day: ChallengeDay,
): Promise<FodmapProtocolDoc> {
  const uid = previous.userId;
  const [diaryPatient, entry] = await Promise.all([
    diaryPatients.find(uid),
    day.diaryEntryId ? diaryEntries.find(day.diaryEntryId) : undefined,
  ]);
  const challenge = next.challenges.find((item) => item.group === group)!;
  return saveProtocol(uid, previous, { ...next, prescribedBy: previous.prescribedBy }, (batch) => {
    if (!entry || entry.userId !== uid || !consentIsCurrent(diaryPatient)) return;
    const { pain, bloating, notes } = diaryEntryOfDay(uid, group, challenge, day);
    batch.update(diaryEntries.ref(entry.id), { pain, bloating, notes, updatedAt: FieldValue.serverTimestamp() });
  });
}

/** The export's section: the protocol with its days and outcomes (one read). */
export const fodmapExportOf = async (uid: string) => (await fodmapProtocols.find(uid)) ?? null;

/** Deletes the patient's protocol and its revisions, a page at a time. */
export async function eraseFodmapOf(uid: string): Promise<void> {
  await deleteMatching(fodmapRevisions.collection.where('userId', '==', uid));
  await deleteMatching(fodmapProtocols.collection.where('userId', '==', uid));
}

/** Protocols the daily reminder reads at most. */
export const REMINDER_SCAN_LIMIT = 2000;

/** The protocols with a challenge under way, for the daily reminder: one bounded read. */
export async function protocolsWithActiveChallenge(): Promise<FodmapProtocolDoc[]> {
  const snapshot = await fodmapProtocols.typed.where('hasActiveChallenge', '==', true).limit(REMINDER_SCAN_LIMIT).get();
  return snapshot.docs.map((document) => document.data());
}
