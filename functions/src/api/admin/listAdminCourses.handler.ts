import { adminCourseView } from '@app/schemas/admin';
import { z } from 'zod';

import { newestCoursesForAdmin } from '../../data/courses';
import { defineRoute } from '../route';
import { adminCourseViewOf } from './adminViews';

/** GET /api/admin/courses: every course, drafts too, the newest 200 first: one round trip. */
export const listAdminCoursesRoute = defineRoute({
  method: 'get',
  path: '/admin/courses',
  access: 'admin',
  summary: 'Tutti i corsi, bozze comprese (prezzi in centesimi)',
  response: z.array(adminCourseView),
  handler: async () => (await newestCoursesForAdmin()).map(adminCourseViewOf),
});
