import { adminDeleteResult, CONTENT_MESSAGES } from '@app/schemas/admin';
import { z } from 'zod';

import { courses, deleteCourse } from '../../data/courses';
import { documentIdParam } from '../../data/documentId';
import { defineRoute } from '../route';

/**
 * DELETE /api/admin/courses/{id}: removes a course (one read, one commit with its audit entry); its
 * lessons and its members' progress follow by the onCourseDeletedCascade trigger, totalCourses by
 * onCourseWritten. Points members earned stay.
 */
export const deleteAdminCourseRoute = defineRoute({
  method: 'delete',
  path: '/admin/courses/:id',
  access: 'admin',
  summary: 'Elimina un corso (con le sue lezioni e i progressi degli iscritti)',
  params: z.object({ id: documentIdParam('Corso non trovato') }),
  response: adminDeleteResult,
  async handler({ caller, params }) {
    await deleteCourse(await courses.byId(params.id), caller.uid);
    return { id: params.id, message: CONTENT_MESSAGES.courseDeleted };
  },
});
