import { COURSES_LIMIT, courseStoredFields, type CourseView, lessonStoredFields } from '@app/schemas/classroom/courses';
import type { CourseDoc, LessonDoc, UserCourseProgressDoc } from '@app/schemas/classroom/entities';
import { storedValues } from '@app/schemas/shared/entityView';

import { unlockedLevel } from '../../accounts/data/users';
import type { Caller } from '../../shared/route';
import { lessonsOfCourses, progressInCourses, publishedCourses } from '../data/courses';

/** A locked course shows what it teaches (titles, durations), not the lessons themselves. */
function courseViewOf(course: CourseDoc, lessons: LessonDoc[], progress: UserCourseProgressDoc[], level: number): CourseView {
  const isLocked = course.requiredLevel > level;
  const completed = new Set(progress.filter((entry) => entry.lessonId !== null && entry.completed).map((entry) => entry.lessonId));
  const lessonViews = lessons.map((lesson) => ({
    ...storedValues(lessonStoredFields, lesson),
    content: isLocked ? '' : lesson.content,
    videoUrl: isLocked ? null : lesson.videoUrl,
    isCompleted: completed.has(lesson.id),
  }));
  const done = lessonViews.filter((lesson) => lesson.isCompleted).length;
  return {
    ...storedValues(courseStoredFields, course),
    isEnrolled: progress.some((entry) => entry.lessonId === null),
    isLocked,
    progress: lessonViews.length === 0 ? 0 : Math.floor((done / lessonViews.length) * 100),
    lessons: lessonViews,
  };
}

/**
 * The published courses with the caller's enrolment, progress and lock, in four round trips
 * whatever the number of courses and lessons: the caller's level and the courses (in parallel),
 * then every lesson (one `in` query) and the caller's progress (one query), in parallel.
 */
export async function courseViewsFor(caller: Caller): Promise<CourseView[]> {
  const [level, courses] = await Promise.all([unlockedLevel(caller), publishedCourses(COURSES_LIMIT)]);
  const courseIds = courses.map((course) => course.id);
  const [lessonsByCourse, progress] = await Promise.all([lessonsOfCourses(courseIds), progressInCourses(caller.uid, courseIds)]);
  return courses.map((course) =>
    courseViewOf(
      course,
      lessonsByCourse.get(course.id) ?? [],
      progress.filter((entry) => entry.courseId === course.id),
      level,
    ),
  );
}
