import { COURSE_MESSAGES } from '@app/schemas/courses';
import { z } from 'zod';

import { documentIdParam } from '../../data/documentId';

/** /courses/:courseId/…: an id that can name no course is the course's 404. */
export const courseParams = z.object({ courseId: documentIdParam(COURSE_MESSAGES.notFound) });
export const lessonParams = courseParams.extend({ lessonId: documentIdParam(COURSE_MESSAGES.lessonNotFound) });
