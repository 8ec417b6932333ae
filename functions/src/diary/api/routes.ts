import type { ApiRoute } from '../../shared/route';
import { createDiaryEntryRoute } from './createDiaryEntry.handler';
import { deleteDiaryEntryRoute } from './deleteDiaryEntry.handler';
import { diaryExportRoute } from './diaryExport.handler';
import { diarySummaryPdfRoute } from './diarySummaryPdf.handler';
import { diaryTrendsRoute } from './diaryTrends.handler';
import { eraseDiaryRoute } from './eraseDiary.handler';
import { getDiaryConsentRoute } from './getDiaryConsent.handler';
import { giveDiaryConsentRoute } from './giveDiaryConsent.handler';
import { listDiaryRoute } from './listDiary.handler';
import { updateDiaryEntryRoute } from './updateDiaryEntry.handler';
import { withdrawDiaryConsentRoute } from './withdrawDiaryConsent.handler';

/** The diary routes, in the order Express tries them. */
export const diaryRoutes: readonly ApiRoute[] = [
  getDiaryConsentRoute,
  giveDiaryConsentRoute,
  diarySummaryPdfRoute,
  diaryExportRoute,
  diaryTrendsRoute,
  listDiaryRoute,
  createDiaryEntryRoute,
  updateDiaryEntryRoute,
  withdrawDiaryConsentRoute,
  eraseDiaryRoute,
  deleteDiaryEntryRoute,
];
