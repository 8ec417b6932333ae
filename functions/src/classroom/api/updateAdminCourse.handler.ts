import { coursesContract } from '@app/schemas/classroom/contract';

import { implement } from '../../shared/route';
import { updateCourse } from '../data/courses';
import { adminCourseViewOf } from './adminCourseViews';

/** PUT /api/admin/courses/{id}: the 'Nuovo Corso' dialog's fields, filled in (price in cents). */
export const updateAdminCourseRoute = implement(coursesContract.updateAdminCourse, async ({ caller, params, body }) =>
  adminCourseViewOf(await updateCourse(params.id, body, caller.uid)),
);
