/**
 * The admin area's reads and writes (docs/product.md, Screens and Data fetching). Keys come from the contracts; each
 * mutation refreshes the lists it changes, the public ones too.
 */
import type { AdminCourseBody, AdminEventBody, AdminLessonBody, AdminServiceBody } from '@app/schemas/admin';
import type { BodyInputOf, Contract } from '@app/schemas/contract';
import { contactContract } from '@app/schemas/contracts/contact';
import { coursesContract } from '@app/schemas/contracts/courses';
import { eventsContract } from '@app/schemas/contracts/events';
import { ordersContract } from '@app/schemas/contracts/orders';
import { postsContract } from '@app/schemas/contracts/posts';
import { servicesContract } from '@app/schemas/contracts/services';
import { statsContract } from '@app/schemas/contracts/stats';
import type { PaymentMethod } from '@app/schemas/fiscal';
import { type QueryKey, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, contractQuery, fetchPage, keyOf, urlOf } from './client';
import { courseKeys } from './courses';
import { eventKeys } from './events';
import { orderKeys } from './orders';
import { postKeys } from './posts';
import { serviceKeys } from './services';
import { statsKeys } from './stats';

export const adminKeys = {
  stats: keyOf(statsContract.getAdminStats),
  posts: keyOf(postsContract.listAdminPosts),
  courses: keyOf(coursesContract.listAdminCourses),
  events: keyOf(eventsContract.listAdminEvents),
  services: keyOf(servicesContract.listAdminServices),
};

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
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

export const useAdminPosts = () => usePagedList(postsContract.listAdminPosts);
export const useContactRequests = () => usePagedList(contactContract.listContactRequests);

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A post deleted by the admin: it leaves the admin list, the feed and the counts. */
export function useDeletePost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (postId: string) => api(postsContract.deleteAdminPost, { params: { id: postId } }),
    onSuccess: () => invalidate(adminKeys.posts, adminKeys.stats, postKeys.all, statsKeys.all),
  });
}

export function useCreateCourse() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminCourseBody) => api(coursesContract.createAdminCourse, { body }),
    onSuccess: () => invalidate(adminKeys.courses, adminKeys.stats, courseKeys.all, statsKeys.all),
  });
}

export function useCreateEvent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminEventBody) => api(eventsContract.createAdminEvent, { body }),
    onSuccess: () => invalidate(adminKeys.events, adminKeys.stats, eventKeys.all, statsKeys.all),
  });
}

export function useSaveService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AdminServiceBody }) =>
      id
        ? api(servicesContract.updateService, { params: { id }, body })
        : // The form offers 'control' only when editing; a new service with it is the server's 400.
          api(servicesContract.createService, { body: body as BodyInputOf<typeof servicesContract.createService> }),
    onSuccess: () => invalidate(adminKeys.services, adminKeys.stats, serviceKeys.all),
  });
}

/** Completes (with how the patient paid) or cancels a pending order. */
export function useUpdateOrderStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status, paymentMethod }: { id: string; status: 'completed' | 'cancelled'; paymentMethod?: PaymentMethod }) =>
      api(ordersContract.updateOrderStatus, { params: { id }, body: { status, paymentMethod } }),
    onSuccess: () => invalidate(orderKeys.all, orderKeys.mine),
  });
}

// Content management: courses and their lessons, events and services edited and deleted.

/** The lesson editor's list (under the courses' key, so course writes refresh it). */
export const adminLessonsKey = (courseId: string) => [...adminKeys.courses, courseId, 'lessons'] as const;
export const useAdminLessons = (courseId: string) =>
  useQuery(contractQuery(coursesContract.listAdminLessons, { params: { courseId } }, adminLessonsKey(courseId)));

/** What a change of courses or lessons refreshes: the admin's lists and counts, and both classroom lists. */
function useCoursesChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(adminKeys.courses, adminKeys.stats, courseKeys.all, courseKeys.mine, statsKeys.all);
}

export function useUpdateCourse() {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminCourseBody }) => api(coursesContract.updateAdminCourse, { params: { id }, body }),
    onSuccess: coursesChanged,
  });
}

export function useDeleteCourse() {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: (id: string) => api(coursesContract.deleteAdminCourse, { params: { id } }),
    onSuccess: coursesChanged,
  });
}

/** POST or PUT of a lesson: a new one without `lessonId`. */
export function useSaveLesson(courseId: string) {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId?: string; body: AdminLessonBody }) =>
      lessonId
        ? api(coursesContract.updateAdminLesson, { params: { courseId, lessonId }, body })
        : api(coursesContract.createAdminLesson, { params: { courseId }, body }),
    onSuccess: coursesChanged,
  });
}

export function useDeleteLesson(courseId: string) {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: (lessonId: string) => api(coursesContract.deleteAdminLesson, { params: { courseId, lessonId } }),
    onSuccess: coursesChanged,
  });
}

/** The lessons' new order: the list shows the new order at once and is refetched after. */
export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: (lessonIds: string[]) => api(coursesContract.reorderAdminLessons, { params: { courseId }, body: { lessonIds } }),
    onSuccess: (lessons) => {
      queryClient.setQueryData(adminLessonsKey(courseId), lessons);
      return coursesChanged();
    },
  });
}

function useEventsChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(adminKeys.events, adminKeys.stats, eventKeys.all, statsKeys.all);
}

export function useUpdateEvent() {
  const eventsChanged = useEventsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminEventBody }) => api(eventsContract.updateAdminEvent, { params: { id }, body }),
    onSuccess: eventsChanged,
  });
}

export function useDeleteEvent() {
  const eventsChanged = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => api(eventsContract.deleteAdminEvent, { params: { id } }),
    onSuccess: eventsChanged,
  });
}

/** A service deleted: `deleted` false when the service had orders and was deactivated instead. */
export function useDeleteService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api(servicesContract.deleteService, { params: { id } }),
    onSuccess: () => invalidate(adminKeys.services, adminKeys.stats, serviceKeys.all),
  });
}
