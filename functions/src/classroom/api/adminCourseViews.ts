import type { AdminCourseView, AdminLessonView } from '@app/schemas/classroom/courses';
import type { CourseDoc, LessonDoc } from '@app/schemas/classroom/entities';

export function adminCourseViewOf(course: CourseDoc): AdminCourseView {
  const { id, title, description, price, requiredLevel, isPublished, enrollmentCount } = course;
  return { id, title, description, price, requiredLevel, isPublished, enrollmentCount, createdAt: course.createdAt.toISOString() };
}

export function adminLessonViewOf(lesson: LessonDoc): AdminLessonView {
  const { id, courseId, title, content, videoUrl, duration, order } = lesson;
  return { id, courseId, title, content, videoUrl, duration, order };
}
