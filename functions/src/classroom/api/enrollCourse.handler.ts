import { coursesContract } from '@app/schemas/classroom/contract';

import { implement } from '../../shared/route';
import { enrol } from '../data/courses';
import { openCourse } from './openCourse';

/**
 * POST /api/courses/{courseId}/enroll (members): enrols the caller in a published course within
 * their level; enrolling again changes nothing (data/courses `enrol`). Answers the course's count.
 */
export const enrollCourseRoute = implement(coursesContract.enrollCourse, async ({ caller, params }) => {
  const course = await openCourse(caller, params.courseId);
  const enrollmentCount = await enrol(caller.uid, course.id);
  return { courseId: course.id, isEnrolled: true as const, enrollmentCount };
});
