import { coursesContract } from '@app/schemas/classroom/contract';
import { COURSE_CONTENT_MESSAGES, MAX_LESSONS_PER_COURSE } from '@app/schemas/classroom/courses';
import { lessonInsert } from '@app/schemas/classroom/entities';

import { Conflict } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { courses, insertLesson, lessonsOfCourse } from '../data/courses';
import { adminLessonViewOf } from './adminCourseViews';

/**
 * POST /api/admin/courses/{courseId}/lessons: a lesson after the course's last one. Members'
 * progress stays right by itself: a course's progress is its completed lessons over its lessons.
 */
export const createAdminLessonRoute = implement(coursesContract.createAdminLesson, async ({ caller, params, body }) => {
  const [, lessons] = await Promise.all([courses.byId(params.courseId), lessonsOfCourse(params.courseId)]);
  if (lessons.length >= MAX_LESSONS_PER_COURSE) throw new Conflict(COURSE_CONTENT_MESSAGES.tooManyLessons);
  const order = Math.max(0, ...lessons.map((lesson) => lesson.order)) + 1;
  const insert = lessonInsert.parse({ ...body, courseId: params.courseId, order });
  return adminLessonViewOf(await insertLesson(insert, caller.uid));
});
