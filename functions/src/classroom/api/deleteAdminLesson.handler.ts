import { coursesContract } from '@app/schemas/classroom/contract';
import { COURSE_CONTENT_MESSAGES } from '@app/schemas/classroom/courses';

import { implement } from '../../shared/route';
import { deleteLesson, lessonOfCourse } from '../data/courses';

/**
 * DELETE /api/admin/courses/{courseId}/lessons/{lessonId}: a lesson of another course is a 404. The
 * progress documents of its completions follow by the onLessonDeletedCascade trigger; the points
 * members earned with it stay.
 */
export const deleteAdminLessonRoute = implement(coursesContract.deleteAdminLesson, async ({ caller, params }) => {
  await deleteLesson(await lessonOfCourse(params.courseId, params.lessonId), caller.uid);
  return { id: params.lessonId, message: COURSE_CONTENT_MESSAGES.lessonDeleted };
});
