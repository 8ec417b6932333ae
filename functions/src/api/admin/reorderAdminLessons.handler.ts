import { adminLessonOrderBody, adminLessonView, CONTENT_MESSAGES } from '@app/schemas/admin';
import { z } from 'zod';

import { HttpError } from '../../app/httpError';
import { courses, lessonsOfCourse, reorderLessons } from '../../data/courses';
import { courseParams } from '../courses/params';
import { defineRoute } from '../route';
import { adminLessonViewOf } from './adminViews';

/**
 * PUT /api/admin/courses/{courseId}/lessons/order with `{lessonIds}`: every lesson of the course,
 * each once (a repeated id fails the schema, a missing or foreign one is this 400), numbered 1..n.
 * Declared before PUT …/lessons/{lessonId}, so 'order' is never read as a lesson id.
 */
export const reorderAdminLessonsRoute = defineRoute({
  method: 'put',
  path: '/admin/courses/:courseId/lessons/order',
  access: 'admin',
  summary: 'Riordina le lezioni di un corso (tutte, ciascuna una volta, nel nuovo ordine)',
  params: courseParams,
  body: adminLessonOrderBody,
  response: z.array(adminLessonView),
  async handler({ caller, params, body }) {
    const [course, lessons] = await Promise.all([courses.byId(params.courseId), lessonsOfCourse(params.courseId)]);
    const known = new Set(lessons.map((lesson) => lesson.id));
    if (body.lessonIds.length !== known.size || body.lessonIds.some((id) => !known.has(id))) {
      throw new HttpError(400, CONTENT_MESSAGES.lessonOrderIncomplete);
    }
    await reorderLessons(course.id, body.lessonIds, course.title, caller.uid);
    const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
    return body.lessonIds.map((id, index) => adminLessonViewOf({ ...byId.get(id)!, order: index + 1 }));
  },
});
