/**
 * The admin area's reads and writes (docs/product.md, Screens and Data fetching). Keys come from the contracts; what
 * each write changes, the public lists too, is read again from its contract's `invalidates` (cacheTags.ts).
 */
import { statsContract } from '@app/schemas/analytics/statsContract';
import { coursesContract } from '@app/schemas/classroom/contract';
import type { AdminCourseBody, AdminLessonBody } from '@app/schemas/classroom/courses';
import { postsContract } from '@app/schemas/community/contract';
import { contactContract } from '@app/schemas/content/contract';
import { eventsContract } from '@app/schemas/events/contract';
import type { AdminEventBody } from '@app/schemas/events/events';
import type { PaymentMethod } from '@app/schemas/invoices/fiscal';
import { servicesContract } from '@app/schemas/services/contract';
import { ordersContract } from '@app/schemas/services/ordersContract';
import type { AdminServiceBody } from '@app/schemas/services/services';
import type { BodyInputOf, Contract } from '@app/schemas/shared/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, fetchPage, invalidatedBy, keyOf, providedBy, urlOf } from './client';

export const useAdminStats = () => useQuery(contractQuery(statsContract.getAdminStats));
export const useAdminCourses = () => useQuery(contractQuery(coursesContract.listAdminCourses));
export const useAdminEvents = () => useQuery(contractQuery(eventsContract.listAdminEvents));
export const useAdminServices = () => useQuery(contractQuery(servicesContract.listAdminServices));
export const useAdminOrders = () => useQuery(contractQuery(ordersContract.listOrders));

/** A list paged through the Link header, from the contract's first page; 'Carica altri' asks for the next page. */
export function usePagedList<C extends Contract>(contract: C) {
  const key = keyOf(contract);
  return useInfiniteQuery({
    queryKey: [...key, 'pages'],
    queryFn: ({ pageParam }) => fetchPage(contract, pageParam),
    initialPageParam: urlOf(contract, { query: {} } as never),
    meta: providedBy(contract),
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

export const useAdminPosts = () => usePagedList(postsContract.listAdminPosts);
export const useContactRequests = () => usePagedList(contactContract.listContactRequests);

/** A post deleted by the admin: it leaves the admin list, the feed and the counts. */
export function useDeletePost() {
  return useMutation({
    meta: invalidatedBy(postsContract.deleteAdminPost),
    mutationFn: (postId: string) => api(postsContract.deleteAdminPost, { params: { id: postId } }),
  });
}

export function useCreateCourse() {
  return useMutation({
    meta: invalidatedBy(coursesContract.createAdminCourse),
    mutationFn: (body: AdminCourseBody) => api(coursesContract.createAdminCourse, { body }),
  });
}

export function useCreateEvent() {
  return useMutation({
    meta: invalidatedBy(eventsContract.createAdminEvent),
    mutationFn: (body: AdminEventBody) => api(eventsContract.createAdminEvent, { body }),
  });
}

export function useSaveService() {
  return useMutation({
    meta: invalidatedBy(servicesContract.updateService, servicesContract.createService),
    mutationFn: ({ id, body }: { id?: string; body: AdminServiceBody }) =>
      id
        ? api(servicesContract.updateService, { params: { id }, body })
        : // The form offers 'control' only when editing; a new service with it is the server's 400.
          api(servicesContract.createService, { body: body as BodyInputOf<typeof servicesContract.createService> }),
  });
}

/** Completes (with how the patient paid) or cancels a pending order. */
export function useUpdateOrderStatus() {
  return useMutation({
    meta: invalidatedBy(ordersContract.updateOrderStatus),
    mutationFn: ({ id, status, paymentMethod }: { id: string; status: 'completed' | 'cancelled'; paymentMethod?: PaymentMethod }) =>
      api(ordersContract.updateOrderStatus, { params: { id }, body: { status, paymentMethod } }),
  });
}

// Content management: courses and their lessons, events and services edited and deleted.

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

export function useUpdateEvent() {
  return useMutation({
    meta: invalidatedBy(eventsContract.updateAdminEvent),
    mutationFn: ({ id, body }: { id: string; body: AdminEventBody }) => api(eventsContract.updateAdminEvent, { params: { id }, body }),
  });
}

export function useDeleteEvent() {
  return useMutation({
    meta: invalidatedBy(eventsContract.deleteAdminEvent),
    mutationFn: (id: string) => api(eventsContract.deleteAdminEvent, { params: { id } }),
  });
}

/** A service deleted: `deleted` false when the service had orders and was deactivated instead. */
export function useDeleteService() {
  return useMutation({
    meta: invalidatedBy(servicesContract.deleteService),
    mutationFn: (id: string) => api(servicesContract.deleteService, { params: { id } }),
  });
}
