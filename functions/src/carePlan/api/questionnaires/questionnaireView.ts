import { ibsSssChange, type QuestionnaireDoc, type QuestionnaireView } from '@app/schemas/carePlan/questionnaires';

export const questionnaireViewOf = (doc: QuestionnaireDoc): QuestionnaireView => ({
  id: doc.id,
  type: doc.type,
  answers: doc.answers,
  score: doc.score,
  band: doc.band,
  previousScore: doc.previousScore,
  ...ibsSssChange(doc.score, doc.previousScore),
  submittedAt: doc.submittedAt.toISOString(),
});
