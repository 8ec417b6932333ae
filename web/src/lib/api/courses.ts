import { coursesContract } from '@app/schemas/contracts/courses';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, keyOf } from './client';
import { sessionKeys } from './session';

export const courseKeys = {
  all: keyOf(coursesContract.listCourses),
  mine: keyOf(coursesContract.listUserCourses),
};

/** The published courses with the caller's enrolment, progress and lessons. */
export const coursesQuery = () => contractQuery(coursesContract.listCourses);
/** The caller's courses: only while 'I Miei Corsi' is the active tab (`enabled`). */
export const myCoursesQuery = (enabled: boolean) => queryOptions({ ...contractQuery(coursesContract.listUserCourses), enabled });

/**
 * After enrolling or completing, both course lists are refetched (docs/product.md, Data fetching) and so is the current
 * user: a completed lesson adds points, which the header shows.
 */
function useCoursesRefetch() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      queryClient.invalidateQueries({ queryKey: courseKeys.mine }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.currentUser }),
    ]);
}

export function useEnrollCourse() {
  const refetch = useCoursesRefetch();
  return useMutation({
    mutationFn: (courseId: string) => api(coursesContract.enrollCourse, { params: { courseId } }),
    onSuccess: refetch,
  });
}

export function useCompleteLesson() {
  const refetch = useCoursesRefetch();
  return useMutation({
    mutationFn: (params: { courseId: string; lessonId: string }) => api(coursesContract.completeLesson, { params }),
    onSuccess: refetch,
  });
}
