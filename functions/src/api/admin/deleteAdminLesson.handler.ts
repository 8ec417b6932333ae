import { adminDeleteResult, CONTENT_MESSAGES } from '@app/schemas/admin';

import { deleteLesson, lessonOfCourse } from '../../data/courses';
import { lessonParams } from '../courses/params';
import { defineRoute } from '../route';

/**
 * DELETE /api/admin/courses/{courseId}/lessons/{lessonId}: a lesson of another course is a 404. The
 * progress documents of its completions follow by the onLessonDeletedCascade trigger; the points
 * members earned with it stay.
 */
export const deleteAdminLessonRoute = defineRoute({
  method: 'delete',
  path: '/admin/courses/:courseId/lessons/:lessonId',
  access: 'admin',
  summary: 'Elimina una lezione (con i progressi degli iscritti su di essa)',
  params: lessonParams,
  response: adminDeleteResult,
  async handler({ caller, params }) {
    await deleteLesson(await lessonOfCourse(params.courseId, params.lessonId), caller.uid);
    return { id: params.lessonId, message: CONTENT_MESSAGES.lessonDeleted };
  },
});
