import { adminCourseBody, adminCourseView } from '@app/schemas/admin';
import { z } from 'zod';

import { updateCourse } from '../../data/courses';
import { documentIdParam } from '../../data/documentId';
import { defineRoute } from '../route';
import { adminCourseViewOf } from './adminViews';

/** PUT /api/admin/courses/{id}: the 'Nuovo Corso' dialog's fields, filled in (price in cents). */
export const updateAdminCourseRoute = defineRoute({
  method: 'put',
  path: '/admin/courses/:id',
  access: 'admin',
  summary: 'Modifica un corso (prezzo in centesimi)',
  params: z.object({ id: documentIdParam('Corso non trovato') }),
  body: adminCourseBody,
  response: adminCourseView,
  handler: async ({ caller, params, body }) => adminCourseViewOf(await updateCourse(params.id, body, caller.uid)),
});
