import { adminAuditInsert } from '@app/schemas/audit/entities';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import type { z } from 'zod';

import { diaryPatients } from '../../diary/data/diary';
import { newBatch } from '../../shared/data/entity';
import { adminAudit } from './adminAudit';

/** The health-data reads the audit log records (docs/security.md, Audit). */
export type HealthRead =
  'diary.read' | 'diary.summary' | 'record.read' | 'fodmap.read' | 'measurement.read' | 'mealplan.read' | 'mealplan.pdf' | 'agenda.read';

const SUMMARIES: Record<HealthRead, string> = {
  'diary.read': 'Diario del paziente letto',
  'diary.summary': 'Riepilogo PDF del diario scaricato',
  'record.read': 'Cartella clinica del paziente letta',
  'fodmap.read': 'Protocollo FODMAP del paziente letto',
  'measurement.read': 'Misurazioni del paziente lette',
  'mealplan.read': 'Piani alimentari del paziente letti',
  'mealplan.pdf': 'PDF del piano alimentare del paziente scaricato',
  'agenda.read': "Note del paziente per la visita lette nell'agenda",
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
  'agenda.read': COLLECTIONS.appointments,
};

/** The reads the patient's diary shows her the time of (its privacy section): the diary's and the FODMAP protocol's. */
const SHOWN_IN_DIARY: ReadonlySet<HealthRead> = new Set(['diary.read', 'diary.summary', 'fodmap.read']);

/** A batch holds at most 500 writes. */
const BATCH_LIMIT = 500;

/** Commits the writes in batches of at most 500, all at once: one round trip up to 500 writes, none without any. */
async function commitAll(writes: readonly ((batch: WriteBatch) => void)[]): Promise<void> {
  const commits: Promise<unknown>[] = [];
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = newBatch();
    for (const write of writes.slice(start, start + BATCH_LIMIT)) write(batch);
    commits.push(batch.commit());
  }
  await Promise.all(commits);
}

/** The creation of one audit entry about a patient (or, without one, about a document). */
const entryWrite = (entry: z.input<typeof adminAuditInsert>) => (batch: WriteBatch) =>
  adminAudit.createIn(batch, adminAudit.newRef().id, adminAuditInsert.parse(entry));

/**
 * Records that the doctor read these patients' health data in one answer (the diary with its
 * questionnaires and comments or its PDF summary, the record, the FODMAP protocol, the
 * measurements, the meal plans or a plan's PDF, the notes of their visits in the agenda): an audit
 * entry per patient and, for the diary's and the protocol's, on the patient's diary document the
 * time, which she sees in the diary's privacy section. One round trip (up to 500 writes: one a
 * patient, two for the diary's), none for nobody, after the read succeeded.
 */
export async function recordHealthReads(actorId: string, action: HealthRead, patientIds: Iterable<string>): Promise<void> {
  const summary = SUMMARIES[action];
  const collection = COLLECTION_OF[action];
  await commitAll(
    [...new Set(patientIds)].flatMap((patientId) => [
      entryWrite({ actorId, action, collection, documentId: patientId, subjectId: patientId, summary }),
      // userId too, so a patient without a diary consent (the FODMAP protocol) still has this
      // document erased with the diary.
      ...(SHOWN_IN_DIARY.has(action)
        ? [
            (batch: WriteBatch) =>
              batch.set(
                diaryPatients.ref(patientId),
                { userId: patientId, lastDoctorReadAt: FieldValue.serverTimestamp() },
                { merge: true },
              ),
          ]
        : []),
    ]),
  );
}

/** Records that the doctor read one patient's health data: recordHealthReads for her alone. */
export const recordHealthRead = (actorId: string, action: HealthRead, patientId: string) => recordHealthReads(actorId, action, [patientId]);

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
  await commitAll(
    entries.map(({ documentId, subjectId }) =>
      entryWrite({ actorId, action: 'sistemats.export', collection: COLLECTIONS.orders, documentId, subjectId, summary }),
    ),
  );
}
