import { coursesContract } from '@app/schemas/classroom/contract';
import type { AdminCourseBody, AdminLessonBody } from '@app/schemas/classroom/courses';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, invalidatedBy, keyOf } from '../../shared/api/client';

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

// The admin area's reads and writes (docs/product.md, Screens and Data fetching): what each write
// changes, the public lists too, is read again from its contract's `invalidates` (cacheTags.ts).

export const useAdminCourses = () => useQuery(contractQuery(coursesContract.listAdminCourses));

export function useCreateCourse() {
  return useMutation({
    meta: invalidatedBy(coursesContract.createAdminCourse),
    mutationFn: (body: AdminCourseBody) => api(coursesContract.createAdminCourse, { body }),
  });
}

// Content management: courses and their lessons edited and deleted.

/** The lesson editor's list (under the courses' key, so course writes refresh it). */
export const adminLessonsKey = (courseId: string) => [...keyOf(coursesContract.listAdminCourses), courseId, 'lessons'] as const;
export const useAdminLessons = (courseId: string) =>
  useQuery(contractQuery(coursesContract.listAdminLessons, { params: { courseId } }, adminLessonsKey(courseId)));

export function useUpdateCourse() {
  return useMutation({
    meta: invalidatedBy(coursesContract.updateAdminCourse),
    mutationFn: ({ id, body }: { id: string; body: AdminCourseBody }) => api(coursesContract.updateAdminCourse, { params: { id }, body }),
  });
}

export function useDeleteCourse() {
  return useMutation({
    meta: invalidatedBy(coursesContract.deleteAdminCourse),
    mutationFn: (id: string) => api(coursesContract.deleteAdminCourse, { params: { id } }),
  });
}

/** POST or PUT of a lesson: a new one without `lessonId`. */
export function useSaveLesson(courseId: string) {
  return useMutation({
    meta: invalidatedBy(coursesContract.updateAdminLesson, coursesContract.createAdminLesson),
    mutationFn: ({ lessonId, body }: { lessonId?: string; body: AdminLessonBody }) =>
      lessonId
        ? api(coursesContract.updateAdminLesson, { params: { courseId, lessonId }, body })
        : api(coursesContract.createAdminLesson, { params: { courseId }, body }),
  });
}

export function useDeleteLesson(courseId: string) {
  return useMutation({
    meta: invalidatedBy(coursesContract.deleteAdminLesson),
    mutationFn: (lessonId: string) => api(coursesContract.deleteAdminLesson, { params: { courseId, lessonId } }),
  });
}

/** The lessons' new order: the list shows the new order at once and is refetched after. */
export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: invalidatedBy(coursesContract.reorderAdminLessons),
    mutationFn: (lessonIds: string[]) => api(coursesContract.reorderAdminLessons, { params: { courseId }, body: { lessonIds } }),
    onSuccess: (lessons) => {
      queryClient.setQueryData(adminLessonsKey(courseId), lessons);
    },
  });
}
