import { COURSE_MESSAGES } from '@app/schemas/classroom/courses';
import type { CourseDoc } from '@app/schemas/classroom/entities';

import { unlockedLevel } from '../../accounts/data/users';
import { Forbidden, NotFound } from '../../shared/domainErrors';
import type { Caller } from '../../shared/route';
import { courses } from '../data/courses';

/**
 * The course the caller may act on: published (a draft is 404, as if it did not exist) and not
 * above the caller's level (403, saying the level it needs). Two reads, in parallel.
 */
export async function openCourse(caller: Caller, courseId: string): Promise<CourseDoc> {
  const [course, level] = await Promise.all([courses.find(courseId), unlockedLevel(caller)]);
  if (!course?.isPublished) throw new NotFound(COURSE_MESSAGES.notFound);
  if (course.requiredLevel > level) throw new Forbidden(COURSE_MESSAGES.locked(course.requiredLevel));
  return course;
}
