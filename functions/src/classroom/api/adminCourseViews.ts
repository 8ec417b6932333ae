import { type AdminCourseView, adminCourseView, type AdminLessonView, adminLessonView } from '@app/schemas/classroom/courses';
import type { CourseDoc, LessonDoc } from '@app/schemas/classroom/entities';
import { storedValues } from '@app/schemas/shared/entityView';

// The admin's rows show only stored fields: the views are picks of the stored shapes.
export const adminCourseViewOf = (course: CourseDoc): AdminCourseView => storedValues(adminCourseView, course);

export const adminLessonViewOf = (lesson: LessonDoc): AdminLessonView => storedValues(adminLessonView, lesson);
