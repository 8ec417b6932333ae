import {
  ibsSssChange,
  type QuestionnaireDoc,
  questionnaireStoredFields,
  type QuestionnaireView,
} from '@app/schemas/carePlan/questionnaires';
import { storedValues } from '@app/schemas/shared/entityView';

export const questionnaireViewOf = (doc: QuestionnaireDoc): QuestionnaireView => ({
  ...storedValues(questionnaireStoredFields, doc),
  ...ibsSssChange(doc.score, doc.previousScore),
});
