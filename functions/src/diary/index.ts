/** The diary domain's public face: what other domains may import from it (docs/architecture.md). */
export { type DiaryOfRange, diaryOfRange, rangeOrDefault, summaryFilename, summaryOf, trendsOf } from './api/diaryOfRange';
export { diaryCommentViewOf, diaryEntryViewOf } from './api/diaryViews';
export {
  addDiaryComment,
  consentingPatients,
  consentIsCurrent,
  diaryEntries,
  type DiaryPatientDoc,
  diaryPatients,
  firstEditableDay,
  ibsSssHistoryIn,
  ibsSssHistoryOf,
  patientWithDiary,
  requireDiaryConsent,
} from './data/diary';
export { type NextConsultation, nextVisits } from './data/diaryConsultations';
export { diaryExportOf, eraseDiaryOf } from './data/diaryPrivacy';
export { diarySummaryPdf } from './summaryPdf';
