import { createAdminCourseRoute } from './admin/createAdminCourse.handler';
import { createAdminEventRoute } from './admin/createAdminEvent.handler';
import { createAdminLessonRoute } from './admin/createAdminLesson.handler';
import { deleteAdminCourseRoute } from './admin/deleteAdminCourse.handler';
import { deleteAdminEventRoute } from './admin/deleteAdminEvent.handler';
import { deleteAdminLessonRoute } from './admin/deleteAdminLesson.handler';
import { deleteAdminPostRoute } from './admin/deleteAdminPost.handler';
import { getAdminStatsRoute } from './admin/getAdminStats.handler';
import { listAdminAuditRoute } from './admin/listAdminAudit.handler';
import { listAdminCoursesRoute } from './admin/listAdminCourses.handler';
import { listAdminEventsRoute } from './admin/listAdminEvents.handler';
import { listAdminLessonsRoute } from './admin/listAdminLessons.handler';
import { listAdminPostsRoute } from './admin/listAdminPosts.handler';
import { listAdminServicesRoute } from './admin/listAdminServices.handler';
import { listAdminUsersRoute } from './admin/listAdminUsers.handler';
import { reorderAdminLessonsRoute } from './admin/reorderAdminLessons.handler';
import { setUserRoleRoute } from './admin/setUserRole.handler';
import { setUserStatusRoute } from './admin/setUserStatus.handler';
import { updateAdminCourseRoute } from './admin/updateAdminCourse.handler';
import { updateAdminEventRoute } from './admin/updateAdminEvent.handler';
import { updateAdminLessonRoute } from './admin/updateAdminLesson.handler';
import { getAnalyticsRoute } from './analytics/getAnalytics.handler';
import { getRealtimeAnalyticsRoute } from './analytics/getRealtimeAnalytics.handler';
import { currentUserRoute } from './auth/currentUser.handler';
import { loginRoute } from './auth/login.handler';
import { logoutRoute } from './auth/logout.handler';
import { createContactRequestRoute } from './contact/createContactRequest.handler';
import { listContactRequestsRoute } from './contact/listContactRequests.handler';
import { completeLessonRoute } from './courses/completeLesson.handler';
import { enrollCourseRoute } from './courses/enrollCourse.handler';
import { listCoursesRoute } from './courses/listCourses.handler';
import { listUserCoursesRoute } from './courses/listUserCourses.handler';
import { openApiRoute } from './docs/openApi.handler';
import { attendEventRoute } from './events/attendEvent.handler';
import { eventCalendarFileRoute } from './events/eventCalendarFile.handler';
import { leaveEventRoute } from './events/leaveEvent.handler';
import { listEventsRoute } from './events/listEvents.handler';
import { createOrderRoute } from './orders/createOrder.handler';
import { invoicePdfRoute } from './orders/invoicePdf.handler';
import { listOrdersRoute } from './orders/listOrders.handler';
import { listUserOrdersRoute } from './orders/listUserOrders.handler';
import { sistemaTsExportRoute } from './orders/sistemaTsExport.handler';
import { updateOrderStatusRoute } from './orders/updateOrderStatus.handler';
import { createCommentRoute } from './posts/createComment.handler';
import { createPostRoute } from './posts/createPost.handler';
import { deleteCommentRoute } from './posts/deleteComment.handler';
import { deletePostRoute } from './posts/deletePost.handler';
import { likeCommentRoute } from './posts/likeComment.handler';
import { likePostRoute } from './posts/likePost.handler';
import { listCommentsRoute } from './posts/listComments.handler';
import { listPostsRoute } from './posts/listPosts.handler';
import { updatePostRoute } from './posts/updatePost.handler';
import type { ApiRoute } from './route';
import { createServiceRoute } from './services/createService.handler';
import { deleteServiceRoute } from './services/deleteService.handler';
import { listServicesRoute } from './services/listServices.handler';
import { updateServiceRoute } from './services/updateService.handler';
import { getStatsRoute } from './stats/getStats.handler';

/**
 * THE ROUTE TABLE: every /api route, once. The router (router.ts), the OpenAPI document
 * (docs/openApiDocument.ts) and the authorization test (authorization.test.ts) are built from it.
 * A new call is a `defineRoute` in its area's `<call>.handler.ts`, listed here.
 */
export const routes: readonly ApiRoute[] = [
  // Session
  loginRoute,
  currentUserRoute,
  logoutRoute,
  // Price list, calendar, contact requests
  listServicesRoute,
  listEventsRoute,
  createContactRequestRoute,
  listContactRequestsRoute,
  // Orders (booking requests)
  createOrderRoute,
  listOrdersRoute,
  updateOrderStatusRoute,
  listUserOrdersRoute,
  invoicePdfRoute,
  sistemaTsExportRoute,
  // Community: visitors read, members write
  listPostsRoute,
  createPostRoute,
  listCommentsRoute,
  createCommentRoute,
  likePostRoute,
  updatePostRoute,
  deletePostRoute,
  deleteCommentRoute,
  likeCommentRoute,
  // Member home
  getStatsRoute,
  // Classroom: published courses, enrolment, lessons completed
  listCoursesRoute,
  listUserCoursesRoute,
  enrollCourseRoute,
  completeLessonRoute,
  // Members' calendar: registration and calendar files
  attendEventRoute,
  leaveEventRoute,
  eventCalendarFileRoute,
  // Admin area
  getAdminStatsRoute,
  listAdminPostsRoute,
  deleteAdminPostRoute,
  listAdminCoursesRoute,
  createAdminCourseRoute,
  listAdminEventsRoute,
  createAdminEventRoute,
  listAdminServicesRoute,
  createServiceRoute,
  updateServiceRoute,
  listAdminAuditRoute,
  // Content management: courses and their lessons, events, services
  updateAdminCourseRoute,
  deleteAdminCourseRoute,
  listAdminLessonsRoute,
  createAdminLessonRoute,
  // Before …/lessons/:lessonId, so 'order' is never read as a lesson id.
  reorderAdminLessonsRoute,
  updateAdminLessonRoute,
  deleteAdminLessonRoute,
  updateAdminEventRoute,
  deleteAdminEventRoute,
  deleteServiceRoute,
  listAdminUsersRoute,
  setUserRoleRoute,
  setUserStatusRoute,
  // Analytics
  getAnalyticsRoute,
  getRealtimeAnalyticsRoute,
  // This API's own description
  openApiRoute,
];
