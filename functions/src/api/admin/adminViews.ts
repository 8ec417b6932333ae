import type { AdminCourseView, AdminEventView, AdminLessonView } from '@app/schemas/admin';
import type { CalendarEventDoc, CourseDoc, LessonDoc } from '@app/schemas/entities';

import { romeWallTime } from '../../app/romeTime';

export function adminCourseViewOf(course: CourseDoc): AdminCourseView {
  const { id, title, description, price, requiredLevel, isPublished, enrollmentCount } = course;
  return { id, title, description, price, requiredLevel, isPublished, enrollmentCount, createdAt: course.createdAt.toISOString() };
}

/** The admin's event row: date and time as read in Rome, the duration from start to end. */
export function adminEventViewOf(event: CalendarEventDoc): AdminEventView {
  const { date, time } = romeWallTime(event.startTime);
  const duration = event.endTime ? Math.round((event.endTime.getTime() - event.startTime.getTime()) / 60_000) : null;
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    startsAt: event.startTime.toISOString(),
    startDate: date,
    startTime: time,
    duration,
    maxParticipants: event.maxAttendees,
    attendeeCount: event.attendeeCount,
    isPublic: event.isPublic,
  };
}

export function adminLessonViewOf(lesson: LessonDoc): AdminLessonView {
  const { id, courseId, title, content, videoUrl, duration, order } = lesson;
  return { id, courseId, title, content, videoUrl, duration, order };
}
