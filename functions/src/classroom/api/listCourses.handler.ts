import { coursesContract } from '@app/schemas/classroom/contract';

import { implement } from '../../shared/route';
import { courseViewsFor } from './courseViews';

/**
 * GET /api/courses (members): the published courses, each with the caller's enrolment, progress
 * and lock, and its lessons in order. Four round trips (courseViews).
 */
export const listCoursesRoute = implement(coursesContract.listCourses, ({ caller }) => courseViewsFor(caller));
