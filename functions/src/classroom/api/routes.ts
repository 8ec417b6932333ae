import type { ApiRoute } from '../../shared/route';
import { completeLessonRoute } from './completeLesson.handler';
import { createAdminCourseRoute } from './createAdminCourse.handler';
import { createAdminLessonRoute } from './createAdminLesson.handler';
import { deleteAdminCourseRoute } from './deleteAdminCourse.handler';
import { deleteAdminLessonRoute } from './deleteAdminLesson.handler';
import { enrollCourseRoute } from './enrollCourse.handler';
import { listAdminCoursesRoute } from './listAdminCourses.handler';
import { listAdminLessonsRoute } from './listAdminLessons.handler';
import { listCoursesRoute } from './listCourses.handler';
import { listUserCoursesRoute } from './listUserCourses.handler';
import { reorderAdminLessonsRoute } from './reorderAdminLessons.handler';
import { updateAdminCourseRoute } from './updateAdminCourse.handler';
import { updateAdminLessonRoute } from './updateAdminLesson.handler';

/** The courses routes, in the order Express tries them. */
export const coursesRoutes: readonly ApiRoute[] = [
  listCoursesRoute,
  listUserCoursesRoute,
  enrollCourseRoute,
  completeLessonRoute,
  listAdminCoursesRoute,
  createAdminCourseRoute,
  updateAdminCourseRoute,
  deleteAdminCourseRoute,
  listAdminLessonsRoute,
  createAdminLessonRoute,
  reorderAdminLessonsRoute,
  updateAdminLessonRoute,
  deleteAdminLessonRoute,
];
