import { coursesContract } from '@app/schemas/classroom/contract';

import { implement } from '../../shared/route';
import { newestCoursesForAdmin } from '../data/courses';
import { adminCourseViewOf } from './adminCourseViews';

/** GET /api/admin/courses: every course, drafts too, the newest 200 first: one round trip. */
export const listAdminCoursesRoute = implement(coursesContract.listAdminCourses, async () =>
  (await newestCoursesForAdmin()).map(adminCourseViewOf),
);
