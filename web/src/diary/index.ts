/** The diary domain's public face: what other domains may import from it (docs/architecture.md). */
export { PatientCommentDialog } from './admin/PatientCommentDialog';
export { type CommentTarget, PatientEntries } from './admin/PatientEntries';
export { patientSummaryPdfUrl, useDiaryConsent, useDiaryRange, usePatientDiary } from './api/diary';
export { DiaryTrendCharts } from './components/DiaryTrendCharts';
export { WithdrawDiaryConsent } from './components/WithdrawDiaryConsent';
export { type DiaryPoint, diaryPointsOf } from './lib/diaryPoints';
