/** The diary domain's public face: what other domains may import from it (docs/architecture.md). */
export {
  daysBetween,
  DIARY_RULES,
  diaryCommentBody,
  type DiaryCommentView,
  diaryCommentView,
  type DiaryConsentView,
  diaryDayOf,
  diaryEntryView,
  type DiaryListView,
  type DiaryRange,
  diaryRangeQuery,
  optionalDiaryRangeQuery,
  shiftDay,
} from './diary';
export {
  bristolDistribution,
  cycleLength,
  dailySymptoms,
  type DiaryAnalysisView,
  diaryTrendsView,
  type IbsSssPoint,
  trend,
} from './diaryAnalysis';
