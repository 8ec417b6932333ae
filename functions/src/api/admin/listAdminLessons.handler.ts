import { adminLessonView } from '@app/schemas/admin';
import { z } from 'zod';

import { courses, lessonsOfCourse } from '../../data/courses';
import { courseParams } from '../courses/params';
import { defineRoute } from '../route';
import { adminLessonViewOf } from './adminViews';

/** GET /api/admin/courses/{courseId}/lessons: the lesson editor's list, in order (two round trips, in parallel). */
export const listAdminLessonsRoute = defineRoute({
  method: 'get',
  path: '/admin/courses/:courseId/lessons',
  access: 'admin',
  summary: "Le lezioni di un corso, nell'ordine, per l'editor delle lezioni",
  params: courseParams,
  response: z.array(adminLessonView),
  async handler({ params }) {
    const [, lessons] = await Promise.all([courses.byId(params.courseId), lessonsOfCourse(params.courseId)]);
    return lessons.map(adminLessonViewOf);
  },
});
