import { courseView } from '@app/schemas/courses';
import { z } from 'zod';

import { defineRoute } from '../route';
import { courseViewsFor } from './courseViews';

/**
 * GET /api/courses (members): the published courses, each with the caller's enrolment, progress
 * and lock, and its lessons in order. Four round trips (courseViews).
 */
export const listCoursesRoute = defineRoute({
  method: 'get',
  path: '/courses',
  access: 'member',
  summary: 'I corsi pubblicati, con iscrizione, avanzamento e lezioni di chi chiama',
  response: z.array(courseView),
  handler: ({ caller }) => courseViewsFor(caller),
});
