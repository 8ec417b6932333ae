import { adminLessonBody, adminLessonView } from '@app/schemas/admin';

import { lessonOfCourse, updateLesson } from '../../data/courses';
import { lessonParams } from '../courses/params';
import { defineRoute } from '../route';
import { adminLessonViewOf } from './adminViews';

/** PUT /api/admin/courses/{courseId}/lessons/{lessonId}: a lesson of another course is a 404. */
export const updateAdminLessonRoute = defineRoute({
  method: 'put',
  path: '/admin/courses/:courseId/lessons/:lessonId',
  access: 'admin',
  summary: 'Modifica una lezione (titolo, contenuto in Markdown, video, durata)',
  params: lessonParams,
  body: adminLessonBody,
  response: adminLessonView,
  async handler({ caller, params, body }) {
    const lesson = await lessonOfCourse(params.courseId, params.lessonId);
    return adminLessonViewOf(await updateLesson(lesson, body, caller.uid));
  },
});
