import type { CompleteLessonResult, CourseView, EnrollResult } from '@app/schemas/courses';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { apiJson } from './client';
import { sessionKeys } from './session';

/** Query keys are URL path segments: the default query function GETs them (docs/product.md, Data fetching). */
export const courseKeys = {
  all: ['/api/courses'] as const,
  mine: ['/api/user/courses'] as const,
};

/** GET /api/courses: the published courses with the caller's enrolment, progress and lessons. */
export const coursesQuery = () => queryOptions<CourseView[]>({ queryKey: courseKeys.all });
/** GET /api/user/courses: only while 'I Miei Corsi' is the active tab (`enabled`). */
export const myCoursesQuery = (enabled: boolean) => queryOptions<CourseView[]>({ queryKey: courseKeys.mine, enabled });

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

const coursePath = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;

/** POST /api/courses/{courseId}/enroll */
export function useEnrollCourse() {
  const refetch = useCoursesRefetch();
  return useMutation({
    mutationFn: (courseId: string) => apiJson<EnrollResult>('POST', `${coursePath(courseId)}/enroll`),
    onSuccess: refetch,
  });
}

/** POST /api/courses/{courseId}/lessons/{lessonId}/complete */
export function useCompleteLesson() {
  const refetch = useCoursesRefetch();
  return useMutation({
    mutationFn: ({ courseId, lessonId }: { courseId: string; lessonId: string }) =>
      apiJson<CompleteLessonResult>('POST', `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}/complete`),
    onSuccess: refetch,
  });
}
