import { adminAuditInsert, COLLECTIONS } from '@app/schemas/entities';
import { FieldValue } from 'firebase-admin/firestore';

import { adminAudit } from './adminAudit';
import { diaryPatients } from './diary';
import { newBatch } from './entity';

/** The health-data reads the audit log records (docs/security.md, Audit). */
export type HealthRead =
  'diary.read' | 'diary.summary' | 'record.read' | 'fodmap.read' | 'measurement.read' | 'mealplan.read' | 'mealplan.pdf';

const SUMMARIES: Record<HealthRead, string> = {
  'diary.read': 'Diario del paziente letto',
  'diary.summary': 'Riepilogo PDF del diario scaricato',
  'record.read': 'Cartella clinica del paziente letta',
  'fodmap.read': 'Protocollo FODMAP del paziente letto',
  'measurement.read': 'Misurazioni del paziente lette',
  'mealplan.read': 'Piani alimentari del paziente letti',
  'mealplan.pdf': 'PDF del piano alimentare del paziente scaricato',
};

/** The collection each read is about. */
const COLLECTION_OF: Record<HealthRead, string> = {
  'diary.read': COLLECTIONS.diaryPatients,
  'diary.summary': COLLECTIONS.diaryPatients,
  'record.read': COLLECTIONS.clinicalRecords,
  'fodmap.read': COLLECTIONS.fodmapProtocols,
  'measurement.read': COLLECTIONS.measurements,
  'mealplan.read': COLLECTIONS.mealPlans,
  'mealplan.pdf': COLLECTIONS.mealPlans,
};

/** The reads the patient's diary shows her the time of (its privacy section): the diary's and the FODMAP protocol's. */
const SHOWN_IN_DIARY: ReadonlySet<HealthRead> = new Set(['diary.read', 'diary.summary', 'fodmap.read']);

/**
 * Records that the doctor read a patient's health data (the diary with its questionnaires and
 * comments or its PDF summary, the record, the FODMAP protocol, the measurements, the meal plans
 * or a plan's PDF): the audit entry and, for the diary's and the protocol's, on the patient's diary
 * document the time, which she sees in the diary's privacy section. One batch, one round trip,
 * after the read succeeded.
 */
export async function recordHealthRead(actorId: string, action: HealthRead, patientId: string): Promise<void> {
  const batch = newBatch();
  const entry = adminAuditInsert.parse({
    actorId,
    action,
    collection: COLLECTION_OF[action],
    documentId: patientId,
    subjectId: patientId,
    summary: SUMMARIES[action],
  });
  adminAudit.createIn(batch, adminAudit.newRef().id, entry);
  // userId too, so a patient without a diary consent (the FODMAP protocol) still has this
  // document erased with the diary.
  if (SHOWN_IN_DIARY.has(action))
    batch.set(diaryPatients.ref(patientId), { userId: patientId, lastDoctorReadAt: FieldValue.serverTimestamp() }, { merge: true });
  await batch.commit();
}

/** A batch holds at most 500 writes. */
const BATCH_LIMIT = 500;

/**
 * Records a Sistema TS export (health expenses with tax codes): one entry per patient in it, so
 * each patient's export and erasure find theirs, or one for the year when it holds nobody.
 */
export async function recordSistemaTsExport(actorId: string, year: number, patientIds: Iterable<string>): Promise<void> {
  const summary = `Spese sanitarie del ${year} esportate per il Sistema Tessera Sanitaria`;
  const subjects = [...new Set(patientIds)];
  const entries = subjects.length
    ? subjects.map((subjectId) => ({ documentId: subjectId, subjectId }))
    : [{ documentId: `sistema-ts-${year}`, subjectId: undefined }];
  for (let start = 0; start < entries.length; start += BATCH_LIMIT) {
    const batch = newBatch();
    for (const { documentId, subjectId } of entries.slice(start, start + BATCH_LIMIT)) {
      const entry = adminAuditInsert.parse({
        actorId,
        action: 'sistemats.export',
        collection: COLLECTIONS.orders,
        documentId,
        subjectId,
        summary,
      });
      adminAudit.createIn(batch, adminAudit.newRef().id, entry);
    }
    await batch.commit();
  }
}
