import { coursesContract } from '@app/schemas/classroom/contract';
import { COURSE_CONTENT_MESSAGES } from '@app/schemas/classroom/courses';

import { Invalid } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { courses, lessonsOfCourse, reorderLessons } from '../data/courses';
import { adminLessonViewOf } from './adminCourseViews';

/**
 * PUT /api/admin/courses/{courseId}/lessons/order with `{lessonIds}`: every lesson of the course,
 * each once (a repeated id fails the schema, a missing or foreign one is this 400), numbered 1..n.
 * Declared before PUT …/lessons/{lessonId}, so 'order' is never read as a lesson id.
 */
export const reorderAdminLessonsRoute = implement(coursesContract.reorderAdminLessons, async ({ caller, params, body }) => {
  const [course, lessons] = await Promise.all([courses.byId(params.courseId), lessonsOfCourse(params.courseId)]);
  const known = new Set(lessons.map((lesson) => lesson.id));
  if (body.lessonIds.length !== known.size || body.lessonIds.some((id) => !known.has(id))) {
    throw new Invalid(COURSE_CONTENT_MESSAGES.lessonOrderIncomplete);
  }
  await reorderLessons(course.id, body.lessonIds, course.title, caller.uid);
  const byId = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  return body.lessonIds.map((id, index) => adminLessonViewOf({ ...byId.get(id)!, order: index + 1 }));
});
