import { courseView } from '@app/schemas/courses';
import { z } from 'zod';

import { defineRoute } from '../route';
import { courseViewsFor } from './courseViews';

/** GET /api/user/courses (members): the published courses the caller is enrolled in ('I Miei Corsi'). */
export const listUserCoursesRoute = defineRoute({
  method: 'get',
  path: '/user/courses',
  access: 'member',
  summary: 'I corsi a cui chi chiama è iscritto',
  response: z.array(courseView),
  async handler({ caller }) {
    return (await courseViewsFor(caller)).filter((course) => course.isEnrolled);
  },
});
