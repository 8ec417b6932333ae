/**
 * The patient's rights over their diary (GDPR art. 15, 17, 20): everything they logged, in one
 * bounded read, and its erasure in bounded pages. The account export and erasure call these.
 */
import { questionnaireResponses } from '../../carePlan/data/questionnaires';
import { newBatch } from '../../shared/data/entity';
import { diaryComments, diaryEntries, diaryPatients } from './diary';

/** Each collection's export reads at most this many documents (years of a busy diary). */
export const DIARY_EXPORT_LIMIT = 20_000;
/** Deletes per batch (Firestore allows 500 writes in one). */
const ERASE_PAGE = 400;

type Exported = Record<string, unknown>;
const plain = (document: FirebaseFirestore.QueryDocumentSnapshot): Exported => {
  const data = document.data();
  const converted = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Object && 'toDate' in value ? (value as { toDate(): Date }).toDate().toISOString() : value,
    ]),
  );
  return { id: document.id, ...converted };
};

/** All the patient's diary data: consent, entries, questionnaires, the doctor's comments. Four round trips. */
export async function diaryExportOf(uid: string) {
  const byUser = (collection: FirebaseFirestore.CollectionReference) =>
    collection.where('userId', '==', uid).limit(DIARY_EXPORT_LIMIT).get();
  const [patient, entries, questionnaires, comments] = await Promise.all([
    diaryPatients.collection.where('userId', '==', uid).limit(1).get(),
    byUser(diaryEntries.collection),
    byUser(questionnaireResponses.collection),
    byUser(diaryComments.collection),
  ]);
  const consent = patient.docs[0] ? plain(patient.docs[0]) : null;
  if (consent) delete consent.ibsSss;
  return {
    consent,
    entries: entries.docs.map(plain),
    questionnaires: questionnaires.docs.map(plain),
    comments: comments.docs.map(plain),
  };
}
export type DiaryExport = Awaited<ReturnType<typeof diaryExportOf>>;

/** Deletes every diary document of the patient, a page at a time; returns how many went. */
export async function eraseDiaryOf(uid: string): Promise<number> {
  let erased = 0;
  for (const collection of [
    diaryEntries.collection,
    questionnaireResponses.collection,
    diaryComments.collection,
    diaryPatients.collection,
  ]) {
    for (;;) {
      const page = await collection.where('userId', '==', uid).limit(ERASE_PAGE).get();
      if (page.empty) break;
      const batch = newBatch();
      for (const document of page.docs) batch.delete(document.ref);
      await batch.commit();
      erased += page.size;
      if (page.size < ERASE_PAGE) break;
    }
  }
  return erased;
}
