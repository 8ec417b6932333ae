import { coursesContract } from '@app/schemas/contracts/courses';
import { courseInsert } from '@app/schemas/entities';

import { implement } from '../../shared/route';
import { insertCourse } from '../data/courses';
import { adminCourseViewOf } from './adminCourseViews';

/** POST /api/admin/courses: a new course (price in cents), a draft unless published. */
export const createAdminCourseRoute = implement(coursesContract.createAdminCourse, async ({ caller, body }) =>
  adminCourseViewOf(await insertCourse(courseInsert.parse(body), caller.uid)),
);
