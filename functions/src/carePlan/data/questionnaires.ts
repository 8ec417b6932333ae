/** IBS-SSS results (questionnaire_responses), the patient's own and the admin's to read. */
import { type IbsSssAnswers, ibsSssBand, ibsSssScore, type QuestionnaireDoc } from '@app/schemas/carePlan/questionnaires';

import { ibsSssHistoryIn } from '../../diary/data/diary';
import { entity, newBatch } from '../../shared/data/entity';

export const questionnaireResponses = entity<QuestionnaireDoc>('questionnaireResponses', {
  notFound: 'Questionario non trovato',
  stamps: [],
});

/** A patient's questionnaires read at most this many, the newest first. */
export const QUESTIONNAIRES_LIMIT = 100;

/** The patient's results, the newest first: one round trip. */
export async function questionnairesOf(uid: string, limit = QUESTIONNAIRES_LIMIT): Promise<QuestionnaireDoc[]> {
  const snapshot = await questionnaireResponses.typed.where('userId', '==', uid).orderBy('submittedAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => document.data());
}

/**
 * Scores and stores an IBS-SSS with the previous score it is compared with; the patient's history
 * (read by the doctor's page) gets the result in the same batch. The time is the server's clock,
 * not a server timestamp, because the history is an array (which cannot hold one).
 */
export async function insertIbsSss(uid: string, answers: IbsSssAnswers, previousScore: number | null): Promise<QuestionnaireDoc> {
  const score = ibsSssScore(answers);
  const band = ibsSssBand(score);
  const reference = questionnaireResponses.newRef();
  const submittedAt = new Date();
  const stored = { userId: uid, type: 'ibs-sss' as const, answers, score, band, previousScore, submittedAt };
  const batch = newBatch();
  batch.create(reference, stored);
  ibsSssHistoryIn(batch, uid, { id: reference.id, score, band, submittedAt });
  await batch.commit();
  return { ...stored, id: reference.id };
}
