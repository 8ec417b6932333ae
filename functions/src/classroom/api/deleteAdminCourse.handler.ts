import { coursesContract } from '@app/schemas/classroom/contract';
import { COURSE_CONTENT_MESSAGES } from '@app/schemas/classroom/courses';

import { implement } from '../../shared/route';
import { courses, deleteCourse } from '../data/courses';

/**
 * DELETE /api/admin/courses/{id}: removes a course (one read, one commit with its audit entry); its
 * lessons and its members' progress follow by the onCourseDeletedCascade trigger, totalCourses by
 * onCourseWritten. Points members earned stay.
 */
export const deleteAdminCourseRoute = implement(coursesContract.deleteAdminCourse, async ({ caller, params }) => {
  await deleteCourse(await courses.byId(params.id), caller.uid);
  return { id: params.id, message: COURSE_CONTENT_MESSAGES.courseDeleted };
});
