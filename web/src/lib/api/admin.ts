/**
 * The admin area's reads and writes (docs/product.md, Screens and Data fetching). Keys are URL paths, so the default query
 * function GETs them; each mutation refreshes the lists it changes, the public ones too.
 */
import type {
  AdminCourseBody,
  AdminCourseView,
  AdminDeleteResult,
  AdminEventBody,
  AdminEventView,
  AdminLessonBody,
  AdminLessonView,
  AdminPostView,
  AdminServiceBody,
  AdminStatsView,
  ServiceDeleteResult,
} from '@app/schemas/admin';
import type { ContactRequestDoc } from '@app/schemas/entities';
import type { PaymentMethod } from '@app/schemas/fiscal';
import type { OrderView } from '@app/schemas/orders';
import type { ServiceView } from '@app/schemas/services';
import { type QueryKey, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { apiJson, fetchPage } from './client';
import { contactKeys } from './contact';
import { courseKeys } from './courses';
import { eventKeys } from './events';
import { orderKeys } from './orders';
import { postKeys } from './posts';
import { serviceKeys } from './services';
import { statsKeys } from './stats';

export const adminKeys = {
  stats: ['/api/admin/stats'],
  posts: ['/api/admin/posts'],
  courses: ['/api/admin/courses'],
  events: ['/api/admin/events'],
  services: ['/api/admin/services'],
} as const;

export type ContactRequestView = Omit<ContactRequestDoc, 'createdAt'> & { createdAt: string };

export const useAdminStats = () => useQuery<AdminStatsView>({ queryKey: adminKeys.stats });
export const useAdminCourses = () => useQuery<AdminCourseView[]>({ queryKey: adminKeys.courses });
export const useAdminEvents = () => useQuery<AdminEventView[]>({ queryKey: adminKeys.events });
export const useAdminServices = () => useQuery<ServiceView[]>({ queryKey: adminKeys.services });
export const useAdminOrders = () => useQuery<OrderView[]>({ queryKey: orderKeys.all });

/** A list paged through the Link header; 'Carica altri' asks for the next page. */
function usePagedList<T>(key: readonly string[]) {
  return useInfiniteQuery({
    queryKey: [...key, 'pages'],
    queryFn: ({ pageParam }) => fetchPage<T>(pageParam),
    initialPageParam: key[0]!,
    getNextPageParam: (lastPage) => lastPage.next ?? undefined,
  });
}

export const useAdminPosts = () => usePagedList<AdminPostView>(adminKeys.posts);
export const useContactRequests = () => usePagedList<ContactRequestView>(contactKeys.requests);

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** DELETE /api/admin/posts/{id}: the post leaves the admin list, the feed and the counts. */
export function useDeletePost() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (postId: string) => apiJson<{ id: string }>('DELETE', `/api/admin/posts/${encodeURIComponent(postId)}`),
    onSuccess: () => invalidate(adminKeys.posts, adminKeys.stats, postKeys.all, statsKeys.all),
  });
}

export function useCreateCourse() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminCourseBody) => apiJson<AdminCourseView>('POST', '/api/admin/courses', body),
    onSuccess: () => invalidate(adminKeys.courses, adminKeys.stats, courseKeys.all, statsKeys.all),
  });
}

export function useCreateEvent() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AdminEventBody) => apiJson<AdminEventView>('POST', '/api/admin/events', body),
    onSuccess: () => invalidate(adminKeys.events, adminKeys.stats, eventKeys.all, statsKeys.all),
  });
}

export function useSaveService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: AdminServiceBody }) =>
      id
        ? apiJson<ServiceView>('PUT', `/api/services/${encodeURIComponent(id)}`, body)
        : apiJson<ServiceView>('POST', '/api/services', body),
    onSuccess: () => invalidate(adminKeys.services, adminKeys.stats, serviceKeys.all),
  });
}

/** PUT /api/orders/{id}/status: complete (with how the patient paid) or cancel a pending order. */
export function useUpdateOrderStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, status, paymentMethod }: { id: string; status: 'completed' | 'cancelled'; paymentMethod?: PaymentMethod }) =>
      apiJson<OrderView>('PUT', `/api/orders/${encodeURIComponent(id)}/status`, { status, paymentMethod }),
    onSuccess: () => invalidate(orderKeys.all, orderKeys.mine),
  });
}

// Content management: courses and their lessons, events and services edited and deleted.

/** GET /api/admin/courses/{courseId}/lessons: the lesson editor's list (under the courses' key, so course writes refresh it). */
export const adminLessonsKey = (courseId: string) => [...adminKeys.courses, courseId, 'lessons'] as const;
export const useAdminLessons = (courseId: string) => useQuery<AdminLessonView[]>({ queryKey: adminLessonsKey(courseId) });

const coursePath = (courseId: string) => `/api/admin/courses/${encodeURIComponent(courseId)}`;
const lessonPath = (courseId: string, lessonId: string) => `${coursePath(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

/** What a change of courses or lessons refreshes: the admin's lists and counts, and both classroom lists. */
function useCoursesChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(adminKeys.courses, adminKeys.stats, courseKeys.all, courseKeys.mine, statsKeys.all);
}

export function useUpdateCourse() {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminCourseBody }) => apiJson<AdminCourseView>('PUT', coursePath(id), body),
    onSuccess: coursesChanged,
  });
}

export function useDeleteCourse() {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: (id: string) => apiJson<AdminDeleteResult>('DELETE', coursePath(id)),
    onSuccess: coursesChanged,
  });
}

/** POST or PUT of a lesson: a new one without `lessonId`. */
export function useSaveLesson(courseId: string) {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: ({ lessonId, body }: { lessonId?: string; body: AdminLessonBody }) =>
      lessonId
        ? apiJson<AdminLessonView>('PUT', lessonPath(courseId, lessonId), body)
        : apiJson<AdminLessonView>('POST', `${coursePath(courseId)}/lessons`, body),
    onSuccess: coursesChanged,
  });
}

export function useDeleteLesson(courseId: string) {
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: (lessonId: string) => apiJson<AdminDeleteResult>('DELETE', lessonPath(courseId, lessonId)),
    onSuccess: coursesChanged,
  });
}

/** PUT …/lessons/order: the list shows the new order at once and is refetched after. */
export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  const coursesChanged = useCoursesChanged();
  return useMutation({
    mutationFn: (lessonIds: string[]) => apiJson<AdminLessonView[]>('PUT', `${coursePath(courseId)}/lessons/order`, { lessonIds }),
    onSuccess: (lessons) => {
      queryClient.setQueryData(adminLessonsKey(courseId), lessons);
      return coursesChanged();
    },
  });
}

const eventPath = (eventId: string) => `/api/admin/events/${encodeURIComponent(eventId)}`;

function useEventsChanged() {
  const invalidate = useInvalidate();
  return () => invalidate(adminKeys.events, adminKeys.stats, eventKeys.all, statsKeys.all);
}

export function useUpdateEvent() {
  const eventsChanged = useEventsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminEventBody }) => apiJson<AdminEventView>('PUT', eventPath(id), body),
    onSuccess: eventsChanged,
  });
}

export function useDeleteEvent() {
  const eventsChanged = useEventsChanged();
  return useMutation({
    mutationFn: (id: string) => apiJson<AdminDeleteResult>('DELETE', eventPath(id)),
    onSuccess: eventsChanged,
  });
}

/** DELETE /api/services/{id}: `deleted` false when the service had orders and was deactivated instead. */
export function useDeleteService() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiJson<ServiceDeleteResult>('DELETE', `/api/services/${encodeURIComponent(id)}`),
    onSuccess: () => invalidate(adminKeys.services, adminKeys.stats, serviceKeys.all),
  });
}
