/**
 * The care diary's storage (docs/product.md, Care diary): the patients' consents (diary_patients),
 * their entries (diary_entries) and the doctor's comments (diary_comments). Health data: every read
 * here is for the patient themself or for the admin, never for the community or member stats.
 */
import type { UserDoc } from '@app/schemas/accounts/entities';
import type { IbsSssBand } from '@app/schemas/carePlan/questionnaires';
import {
  DIARY_CONSENT,
  DIARY_RULES,
  type DiaryCommentDoc,
  type DiaryConsentDoc,
  diaryDayOf,
  type DiaryEntryDoc,
  type DiaryEntryFields,
  type DiaryRange,
  shiftDay,
} from '@app/schemas/diary/diary';
import { clientDocumentId } from '@app/schemas/shared/clientId';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { FieldValue, type WriteBatch, type WriteResult } from 'firebase-admin/firestore';

import { users } from '../../accounts/data/users';
import { recordAdminWrite } from '../../audit/data/adminAudit';
import { notificationIn } from '../../notifications/data/notifications';
import { entity, newBatch } from '../../shared/data/entity';
import { Forbidden } from '../../shared/domainErrors';
import { db } from '../../shared/firebase';
import { FIRESTORE_CODES, isFirestoreError } from '../../shared/firestoreErrors';

/** The IBS-SSS history kept on the patient's document, so the doctor's page needs no extra read. */
export interface IbsSssHistoryItem {
  id: string;
  score: number;
  band: IbsSssBand;
  submittedAt: Date;
}

/** diary_patients/{uid}: the consent, the time of the last entry, the IBS-SSS history. */
export interface DiaryPatientDoc extends DiaryConsentDoc {
  /** True while the consent to the current version stands: the doctor's list reads these. */
  active: boolean;
  lastEntryAt: Date | null;
  /** The IBS-SSS results by id: a map, so a new one is added by a field update without a read. */
  ibsSss?: Record<string, IbsSssHistoryItem>;
  /** When the doctor last read the diary (data/healthReadAudit.ts): the patient sees it. */
  lastDoctorReadAt?: Date;
}

/** The patient's IBS-SSS results, the oldest first. */
export const ibsSssHistoryOf = (patient: DiaryPatientDoc | undefined): IbsSssHistoryItem[] =>
  Object.values(patient?.ibsSss ?? {}).sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());

export const diaryPatients = entity<DiaryPatientDoc>('diaryPatients', { notFound: NOT_FOUND.patient, stamps: [] });
export const diaryEntries = entity<DiaryEntryDoc>('diaryEntries', { notFound: NOT_FOUND.diaryEntry });
export const diaryComments = entity<DiaryCommentDoc>('diaryComments', { notFound: NOT_FOUND.comment, stamps: ['createdAt'] });

/** Entries and comments one range read returns at most (92 days of a very busy diary). */
export const DIARY_RANGE_LIMIT = 3000;
/** The doctor's list of patients reads at most this many consents. */
export const PATIENTS_LIMIT = 500;

export const consentIsCurrent = (patient: DiaryPatientDoc | undefined): patient is DiaryPatientDoc =>
  Boolean(patient && patient.active && patient.withdrawnAt === null && patient.version === DIARY_CONSENT.version);

export const NO_CONSENT_MESSAGE = 'Per usare il diario serve il tuo consenso al trattamento dei dati sulla salute';

/** The caller's diary document when their consent stands; a 403 with the Italian message otherwise. */
export async function requireDiaryConsent(uid: string): Promise<DiaryPatientDoc> {
  const patient = await diaryPatients.find(uid);
  if (!consentIsCurrent(patient)) throw new Forbidden(NO_CONSENT_MESSAGE);
  return patient;
}

/** Records the consent to the current notice's version (a repeat renews it). */
export async function giveDiaryConsent(uid: string): Promise<void> {
  await diaryPatients
    .ref(uid)
    .set(
      { userId: uid, version: DIARY_CONSENT.version, consentedAt: FieldValue.serverTimestamp(), withdrawnAt: null, active: true },
      { merge: true },
    );
}

/** Withdraws the consent: no new entries from now on; what was logged stays until erased. */
export async function withdrawDiaryConsent(uid: string): Promise<void> {
  await diaryPatients.ref(uid).set({ userId: uid, withdrawnAt: FieldValue.serverTimestamp(), active: false }, { merge: true });
}

/** The fields an entry stores: its kind's fields, the day in Rome, notes as null when empty. */
function storedFields(uid: string, fields: DiaryEntryFields) {
  const occurredAt = new Date(fields.occurredAt);
  return { ...fields, userId: uid, occurredAt, day: diaryDayOf(occurredAt), notes: fields.notes || null };
}

/** The first day whose entries may still be edited or deleted (docs/product.md, Care diary). */
export const firstEditableDay = (now = new Date()) => shiftDay(diaryDayOf(now), -(DIARY_RULES.editableDays - 1));

const outsideEditWindow = () => new Forbidden('Si possono modificare o eliminare solo le annotazioni degli ultimi 7 giorni');

/** Creates an entry and marks the patient's last entry time, in one batch. */
export async function insertDiaryEntry(uid: string, fields: DiaryEntryFields): Promise<DiaryEntryDoc> {
  const reference = diaryEntries.newRef();
  const data = storedFields(uid, fields);
  const batch = newBatch();
  batch.create(reference, diaryEntries.insertData(data));
  batch.update(diaryPatients.ref(uid), { lastEntryAt: FieldValue.serverTimestamp() });
  const [result] = await batch.commit();
  const at = result!.writeTime.toDate();
  return { ...data, id: reference.id, createdAt: at, updatedAt: at } as DiaryEntryDoc;
}

/**
 * Creates an entry sent with the browser's clientId once (docs/product.md, Care diary, Offline): its id comes
 * from the account and the clientId (clientDocumentId, schemas/src/shared/clientId.ts), and it is a create on its own (a
 * precondition the local Firestore applies atomically only to a single write), so of several sends
 * exactly one writes and the others answer the stored entry, whatever their fields. The patient's
 * last entry time follows the create; if that fails, the entry is given back so a retry writes both.
 */
export async function insertDiaryEntryOnce(uid: string, clientId: string, fields: DiaryEntryFields): Promise<DiaryEntryDoc> {
  const reference = diaryEntries.ref(await clientDocumentId(uid, clientId));
  const data = storedFields(uid, fields);
  let written: WriteResult;
  try {
    written = await reference.create(diaryEntries.insertData(data));
  } catch (error) {
    if (isFirestoreError(error, FIRESTORE_CODES.alreadyExists)) return ownDiaryEntry(uid, reference.id);
    throw error;
  }
  try {
    await diaryPatients.ref(uid).update({ lastEntryAt: FieldValue.serverTimestamp() });
  } catch (error) {
    await reference.delete();
    throw error;
  }
  const at = written.writeTime.toDate();
  return { ...data, id: reference.id, createdAt: at, updatedAt: at } as DiaryEntryDoc;
}

/** The caller's own entry; another member's or an unknown one is the same 404. */
export async function ownDiaryEntry(uid: string, entryId: string): Promise<DiaryEntryDoc> {
  const entry = await diaryEntries.find(entryId);
  if (!entry || entry.userId !== uid) throw diaryEntries.notFound();
  return entry;
}

/** Replaces an entry of the last 7 days with new fields (its new day within the window too). */
export async function replaceDiaryEntry(entry: DiaryEntryDoc, fields: DiaryEntryFields): Promise<DiaryEntryDoc> {
  const data = storedFields(entry.userId, fields);
  const first = firstEditableDay();
  if (entry.day < first || data.day < first) throw outsideEditWindow();
  const written = await diaryEntries.ref(entry.id).set({ ...data, createdAt: entry.createdAt, updatedAt: FieldValue.serverTimestamp() });
  return { ...data, id: entry.id, createdAt: entry.createdAt, updatedAt: written.writeTime.toDate() } as DiaryEntryDoc;
}

export async function deleteDiaryEntry(entry: DiaryEntryDoc): Promise<void> {
  if (entry.day < firstEditableDay()) throw outsideEditWindow();
  await diaryEntries.ref(entry.id).delete();
}

/** A patient's documents of a range of days (both included), by day: one round trip. */
async function ofPatientDays<D extends { id: string }>(
  typed: FirebaseFirestore.CollectionReference<D>,
  uid: string,
  range: DiaryRange,
): Promise<D[]> {
  const snapshot = await typed
    .where('userId', '==', uid)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .orderBy('day', 'desc')
    .limit(DIARY_RANGE_LIMIT)
    .get();
  return snapshot.docs.map((document) => document.data());
}

/** A patient's entries of a range of days, the newest first: one round trip. */
export async function diaryEntriesIn(uid: string, range: DiaryRange): Promise<DiaryEntryDoc[]> {
  return (await ofPatientDays(diaryEntries.typed, uid, range)).sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
}

/** The doctor's comments on a patient's days in a range, the newest first: one round trip. */
export async function diaryCommentsIn(uid: string, range: DiaryRange): Promise<DiaryCommentDoc[]> {
  return (await ofPatientDays(diaryComments.typed, uid, range)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** The patient's profile and diary document together: one round trip. */
export async function patientWithDiary(uid: string): Promise<{ user: UserDoc | undefined; patient: DiaryPatientDoc | undefined }> {
  const [userSnapshot, patientSnapshot] = await db.getAll(users.typed.doc(uid), diaryPatients.typed.doc(uid));
  return { user: userSnapshot!.data() as UserDoc | undefined, patient: patientSnapshot!.data() as DiaryPatientDoc | undefined };
}

/** The patients whose consent stands: one round trip, at most PATIENTS_LIMIT. */
export async function consentingPatients(): Promise<DiaryPatientDoc[]> {
  const snapshot = await diaryPatients.typed.where('active', '==', true).limit(PATIENTS_LIMIT).get();
  return snapshot.docs.map((document) => document.data()).filter(consentIsCurrent);
}

/**
 * The doctor's comment on a day or an entry: the comment, the patient's notification and the audit
 * entry commit together (docs/architecture.md, Security).
 */
export async function addDiaryComment(
  adminUid: string,
  patientUid: string,
  target: { day: string; entryId: string | null },
  text: string,
): Promise<DiaryCommentDoc> {
  const reference = diaryComments.newRef();
  const batch: WriteBatch = newBatch();
  const insert = { userId: patientUid, authorId: adminUid, day: target.day, entryId: target.entryId, text };
  diaryComments.createIn(batch, reference.id, insert);
  notificationIn(batch, {
    userId: patientUid,
    type: 'diary_comment',
    title: 'Nuovo commento della nutrizionista',
    message: text.length > 140 ? `${text.slice(0, 139)}…` : text,
    relatedId: reference.id,
  });
  recordAdminWrite(batch, adminUid, {
    action: 'diary.comment',
    collection: 'diaryComments',
    documentId: reference.id,
    summary: `Commento al diario del ${target.day}`,
  });
  const [result] = await batch.commit();
  return { ...insert, id: reference.id, createdAt: result!.writeTime.toDate() };
}

/** Keeps a new IBS-SSS result in the patient's history (read by the doctor's page with the consent). */
export function ibsSssHistoryIn(batch: WriteBatch, uid: string, item: IbsSssHistoryItem): void {
  batch.update(diaryPatients.ref(uid), { [`ibsSss.${item.id}`]: item });
}
