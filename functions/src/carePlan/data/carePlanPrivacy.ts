/**
 * The patient's rights over her care plan (GDPR arts. 15, 17, 20): intake, record, measurements and
 * meal plans in the account export (one bounded read each), and their erasure.
 */
import { deleteMatching } from '../../shared/data/pagedDeletion';
import { clinicalRecords } from './clinicalRecords';
import { intakes } from './intakes';
import { mealPlans } from './mealPlans';
import { measurements } from './measurements';

/** Each collection's export reads at most this many documents (decades of visits). */
const CARE_PLAN_EXPORT_LIMIT = 2000;
const COLLECTIONS_OF_PATIENT = { intake: intakes, record: clinicalRecords, measurements, mealPlans } as const;

/** Everything of the care plan about the patient: four round trips, in parallel. */
export async function carePlanExportOf(uid: string) {
  const read = await Promise.all(
    Object.entries(COLLECTIONS_OF_PATIENT).map(async ([name, entity]) => {
      const snapshot = await entity.typed.where('userId', '==', uid).limit(CARE_PLAN_EXPORT_LIMIT).get();
      return [name, snapshot.docs.map((document) => document.data() as unknown)] as const;
    }),
  );
  const content = Object.fromEntries(read) as Record<keyof typeof COLLECTIONS_OF_PATIENT, unknown[]>;
  return { ...content, intake: content.intake[0] ?? null, record: content.record[0] ?? null };
}

/** Deletes every care-plan document of the patient, a page at a time. */
export async function eraseCarePlanOf(uid: string): Promise<void> {
  for (const entity of Object.values(COLLECTIONS_OF_PATIENT)) await deleteMatching(entity.collection.where('userId', '==', uid));
}
