import { ANALYTICS_PERIODS, contributorFields, courseFigureFields } from '@app/schemas/analytics/analytics';
import { analyticsContract } from '@app/schemas/analytics/analyticsContract';
import { storedValues } from '@app/schemas/shared/entityView';
import { addDays, romeDayOf } from '@app/schemas/shared/romeTime';

import { topContributors } from '../../../accounts/data/users';
import { countLessonCompletions, mostEnrolledCourses } from '../../../classroom/data/courses';
import { implement } from '../../../shared/route';
import { snapshotOf, snapshotsBetween } from '../../data/analytics';
import { seriesDayOf, summaryOf } from './periodSummary';

const COURSES_SHOWN = 5;
const CONTRIBUTORS_SHOWN = 3;

/**
 * GET /api/analytics?period=week|month|year: the daily series of the period up to yesterday
 * (today has no snapshot yet), from the snapshots: at most 365 documents for a year plus one to
 * compare with the previous period (see summaryOf). With the course performance and the top
 * three contributors, read live. Two waves of round trips in parallel.
 */
export const getAnalyticsRoute = implement(analyticsContract.getAnalytics, async ({ query }) => {
  const length = ANALYTICS_PERIODS[query.period];
  const to = addDays(romeDayOf(new Date()), -1);
  const from = addDays(to, -(length - 1));
  const [days, beforePrevious, courses, contributors] = await Promise.all([
    snapshotsBetween(from, to, length),
    snapshotOf(addDays(from, -(length + 1))),
    mostEnrolledCourses(COURSES_SHOWN),
    topContributors(CONTRIBUTORS_SHOWN),
  ]);
  const completions = await Promise.all(courses.map((course) => countLessonCompletions(course.id)));
  return {
    period: query.period,
    from,
    to,
    days: days.map(seriesDayOf),
    summary: summaryOf(days, beforePrevious),
    courses: courses.map((course, index) => ({ ...storedValues(courseFigureFields, course), lessonCompletions: completions[index]! })),
    topContributors: contributors.map((user) => storedValues(contributorFields, user)),
  };
});
