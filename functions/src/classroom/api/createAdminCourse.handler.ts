import { coursesContract } from '@app/schemas/classroom/contract';
import { courseInsert } from '@app/schemas/classroom/entities';

import { implement } from '../../shared/route';
import { insertCourse } from '../data/courses';
import { adminCourseViewOf } from './adminCourseViews';

/** POST /api/admin/courses: a new course (price in cents), a draft unless published. */
export const createAdminCourseRoute = implement(coursesContract.createAdminCourse, async ({ caller, body }) =>
  adminCourseViewOf(await insertCourse(courseInsert.parse(body), caller.uid)),
);
