/** intakes/{uid}: the form the patient fills before the first visit (health data; docs/care-plan.md). */
import { type IntakeBody, type IntakeDoc, intakeDoc } from '@app/schemas/carePlan/carePlan';
import { FieldValue } from 'firebase-admin/firestore';

import { entity } from '../../shared/data/entity';
import { newestPerOwner } from '../../shared/data/newestPerOwner';

export const intakes = entity<IntakeDoc>('intakes', { notFound: 'Questionario non trovato', stamps: ['updatedAt'] });

/** Stores the patient's answers, replacing the previous ones (fields left out are cleared). One round trip. */
export async function saveIntake(userId: string, body: IntakeBody): Promise<void> {
  const stored = intakeDoc.omit({ id: true, updatedAt: true }).parse({ ...body, userId });
  await intakes.ref(userId).set({ ...stored, updatedAt: FieldValue.serverTimestamp() });
}

/** Who has filled the intake, with its time, among the newest `limit`: one round trip of ids and times. */
export const intakeHolders = (limit: number) => newestPerOwner(intakes.collection, { time: 'updatedAt', limit });
