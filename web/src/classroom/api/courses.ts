import { coursesContract } from '@app/schemas/classroom/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy } from '../../shared/api/client';

/** The published courses with the caller's enrolment, progress and lessons. */
export const coursesQuery = () => contractQuery(coursesContract.listCourses);
/** The caller's courses: only while 'I Miei Corsi' is the active tab (`enabled`). */
export const myCoursesQuery = (enabled: boolean) => queryOptions({ ...contractQuery(coursesContract.listUserCourses), enabled });

/**
 * Enrolling and completing: both course lists are read again, and so is the current user (a
 * completed lesson adds points, which the header shows): the contracts' `invalidates`.
 */
export function useEnrollCourse() {
  return useMutation({
    meta: invalidatedBy(coursesContract.enrollCourse),
    mutationFn: (courseId: string) => api(coursesContract.enrollCourse, { params: { courseId } }),
  });
}

export function useCompleteLesson() {
  return useMutation({
    meta: invalidatedBy(coursesContract.completeLesson),
    mutationFn: (params: { courseId: string; lessonId: string }) => api(coursesContract.completeLesson, { params }),
  });
}
