/** clinical_records/{uid}: the doctor's record of a patient (health data; docs/care-plan.md). */
import type { UserDoc } from '@app/schemas/accounts/entities';
import type { ClinicalRecordBody } from '@app/schemas/carePlan/carePlan';
import type { ClinicalRecordDoc, IntakeDoc } from '@app/schemas/carePlan/carePlan';
import { NOT_FOUND } from '@app/schemas/shared/notFound';
import { FieldValue } from 'firebase-admin/firestore';

import { users } from '../../accounts/data/users';
import { recordAdminWrite } from '../../audit/data/adminAudit';
import { documentConverter, entity, newBatch } from '../../shared/data/entity';
import { newestPerOwner } from '../../shared/data/newestPerOwner';
import { NotFound } from '../../shared/domainErrors';
import { db } from '../../shared/firebase';
import { intakes } from './intakes';

export const clinicalRecords = entity<ClinicalRecordDoc>('clinicalRecords', { notFound: NOT_FOUND.patient, stamps: ['updatedAt'] });

/** A patient's profile, record and intake, in one round trip; an unknown patient is the 404. */
export async function recordOf(uid: string): Promise<{ user: UserDoc; record?: ClinicalRecordDoc; intake?: IntakeDoc }> {
  const [user, record, intake] = await db.getAll(
    users.ref(uid).withConverter(documentConverter<UserDoc>()),
    clinicalRecords.ref(uid).withConverter(documentConverter<ClinicalRecordDoc>()),
    intakes.ref(uid).withConverter(documentConverter<IntakeDoc>()),
  );
  if (!user?.exists) throw new NotFound(NOT_FOUND.patient);
  return {
    user: user.data() as UserDoc,
    record: record?.data() as ClinicalRecordDoc | undefined,
    intake: intake?.data() as IntakeDoc | undefined,
  };
}

/** Saves the doctor's record with its audit entry, in one batch. */
export async function saveRecord(doctorId: string, uid: string, body: ClinicalRecordBody): Promise<void> {
  const batch = newBatch();
  batch.set(clinicalRecords.ref(uid), { ...body, userId: uid, updatedBy: doctorId, updatedAt: FieldValue.serverTimestamp() });
  recordAdminWrite(batch, doctorId, {
    action: 'record.update',
    collection: 'clinicalRecords',
    documentId: uid,
    subjectId: uid,
    summary: 'Cartella clinica aggiornata',
  });
  await batch.commit();
}

/** Who has a clinical record, with its last change, among the newest `limit`: one round trip of ids and times. */
export const recordHolders = (limit: number) => newestPerOwner(clinicalRecords.collection, { time: 'updatedAt', limit });
