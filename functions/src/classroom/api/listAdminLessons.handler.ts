import { coursesContract } from '@app/schemas/classroom/contract';

import { implement } from '../../shared/route';
import { courses, lessonsOfCourse } from '../data/courses';
import { adminLessonViewOf } from './adminCourseViews';

/** GET /api/admin/courses/{courseId}/lessons: the lesson editor's list, in order (two round trips, in parallel). */
export const listAdminLessonsRoute = implement(coursesContract.listAdminLessons, async ({ params }) => {
  const [, lessons] = await Promise.all([courses.byId(params.courseId), lessonsOfCourse(params.courseId)]);
  return lessons.map(adminLessonViewOf);
});
