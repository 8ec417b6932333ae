/** The diary domain's public face: what other domains may import from it (docs/architecture.md). */
export {
  DIARY_RULES,
  type DiaryCommentView,
  type DiaryConsentView,
  diaryDayOf,
  type DiaryListView,
  type DiaryRange,
  diaryRangeQuery,
  shiftDay,
} from './diary';
