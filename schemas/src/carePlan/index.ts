/** The carePlan domain's public face: what other domains may import from it (docs/architecture.md). */
export { calendarDay } from './carePlan';
export { IBS_SSS_WORDING } from './ibsSssWording';
export type { PatientDiaryView, PatientListItem, PatientOverview } from './patients';
export { PATIENT_NOT_FOUND, patientParams, patientsContract } from './patientsContract';
export {
  IBS_SSS_BAND_KEYS,
  IBS_SSS_BANDS,
  IBS_SSS_ITEMS,
  type IbsSssAnswers,
  type IbsSssBand,
  ibsSssBandLabel,
  ibsSssChange,
  type QuestionnaireView,
} from './questionnaires';
export { questionnairesContract } from './questionnairesContract';
