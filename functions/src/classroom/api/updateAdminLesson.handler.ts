import { coursesContract } from '@app/schemas/classroom/contract';

import { implement } from '../../shared/route';
import { lessonOfCourse, updateLesson } from '../data/courses';
import { adminLessonViewOf } from './adminCourseViews';

/** PUT /api/admin/courses/{courseId}/lessons/{lessonId}: a lesson of another course is a 404. */
export const updateAdminLessonRoute = implement(coursesContract.updateAdminLesson, async ({ caller, params, body }) => {
  const lesson = await lessonOfCourse(params.courseId, params.lessonId);
  return adminLessonViewOf(await updateLesson(lesson, body, caller.uid));
});
