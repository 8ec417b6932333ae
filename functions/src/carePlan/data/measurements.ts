/** measurements: what the doctor measured at each visit (health data; docs/care-plan.md). */
import type { MeasurementBody } from '@app/schemas/carePlan/carePlan';
import type { MeasurementDoc } from '@app/schemas/carePlan/carePlan';

import { recordAdminWrite } from '../../audit/data/adminAudit';
import { entity, newBatch } from '../../shared/data/entity';

export const measurements = entity<MeasurementDoc>('measurements', { notFound: 'Misurazione non trovata', stamps: ['createdAt'] });

/** A page of the charts: more than two years of monthly visits. */
export const MEASUREMENTS_LIMIT = 200;

/** The patient's latest measurements, oldest first: one round trip. */
export async function measurementsOf(userId: string): Promise<MeasurementDoc[]> {
  const snapshot = await measurements.typed.where('userId', '==', userId).orderBy('date', 'desc').limit(MEASUREMENTS_LIMIT).get();
  return snapshot.docs.map((document) => document.data()).reverse();
}

/** Stores a visit's measurements with the audit entry, in one batch; returns the new id. */
export async function addMeasurement(doctorId: string, userId: string, body: MeasurementBody): Promise<string> {
  const batch = newBatch();
  const id = measurements.newRef().id;
  measurements.createIn(batch, id, { ...body, userId, authorId: doctorId });
  recordAdminWrite(batch, doctorId, {
    action: 'measurement.create',
    collection: 'measurements',
    documentId: id,
    subjectId: userId,
    summary: `Misurazioni del ${body.date} registrate`,
  });
  await batch.commit();
  return id;
}
