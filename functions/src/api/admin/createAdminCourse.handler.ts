import { adminCourseBody, adminCourseView } from '@app/schemas/admin';
import { courseInsert } from '@app/schemas/entities';

import { insertCourse } from '../../data/courses';
import { defineRoute } from '../route';
import { adminCourseViewOf } from './adminViews';

/** POST /api/admin/courses: a new course (price in cents), a draft unless published. */
export const createAdminCourseRoute = defineRoute({
  method: 'post',
  path: '/admin/courses',
  access: 'admin',
  summary: 'Crea un corso (prezzo in centesimi)',
  body: adminCourseBody,
  response: adminCourseView,
  status: 201,
  handler: async ({ caller, body }) => adminCourseViewOf(await insertCourse(courseInsert.parse(body), caller.uid)),
});
