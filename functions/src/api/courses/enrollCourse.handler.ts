import { enrollResult } from '@app/schemas/courses';

import { enrol } from '../../data/courses';
import { defineRoute } from '../route';
import { openCourse } from './openCourse';
import { courseParams } from './params';

/**
 * POST /api/courses/{courseId}/enroll (members): enrols the caller in a published course within
 * their level; enrolling again changes nothing (data/courses `enrol`). Answers the course's count.
 */
export const enrollCourseRoute = defineRoute({
  method: 'post',
  path: '/courses/:courseId/enroll',
  access: 'member',
  summary: 'Iscrive chi chiama a un corso pubblicato del suo livello',
  params: courseParams,
  response: enrollResult,
  async handler({ caller, params }) {
    const course = await openCourse(caller, params.courseId);
    const enrollmentCount = await enrol(caller.uid, course.id);
    return { courseId: course.id, isEnrolled: true as const, enrollmentCount };
  },
});
