import { coursesContract } from '@app/schemas/classroom/contract';
import { COURSE_MESSAGES, LESSON_POINTS } from '@app/schemas/classroom/courses';

import { Forbidden, NotFound } from '../../shared/domainErrors';
import { implement } from '../../shared/route';
import { completeLesson, isEnrolled, lessons } from '../data/courses';
import { openCourse } from './openCourse';

/**
 * POST /api/courses/{courseId}/lessons/{lessonId}/complete (members, enrolled): marks the lesson
 * completed and awards LESSON_POINTS once (data/courses `completeLesson`); a lesson of another
 * course is 404, completing without the enrolment 403.
 */
export const completeLessonRoute = implement(coursesContract.completeLesson, async ({ caller, params }) => {
  const [course, lesson, enrolled] = await Promise.all([
    openCourse(caller, params.courseId),
    lessons.find(params.lessonId),
    isEnrolled(caller.uid, params.courseId),
  ]);
  if (lesson?.courseId !== course.id) throw new NotFound(COURSE_MESSAGES.lessonNotFound);
  if (!enrolled) throw new Forbidden(COURSE_MESSAGES.notEnrolled);
  const pointsAwarded = await completeLesson(caller.uid, course.id, lesson.id, LESSON_POINTS);
  return { courseId: course.id, lessonId: lesson.id, isCompleted: true as const, pointsAwarded };
});
