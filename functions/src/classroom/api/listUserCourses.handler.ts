import { coursesContract } from '@app/schemas/classroom/contract';

import { implement } from '../../shared/route';
import { courseViewsFor } from './courseViews';

/** GET /api/user/courses (members): the published courses the caller is enrolled in ('I Miei Corsi'). */
export const listUserCoursesRoute = implement(coursesContract.listUserCourses, async ({ caller }) => {
  return (await courseViewsFor(caller)).filter((course) => course.isEnrolled);
});
