import { changePasswordRoute } from './account/changePassword.handler';
import { deleteAccountRoute } from './account/deleteAccount.handler';
import { exportAccountRoute } from './account/exportAccount.handler';
import { updateProfileRoute } from './account/updateProfile.handler';
import { createAdminCourseRoute } from './admin/createAdminCourse.handler';
import { createAdminEventRoute } from './admin/createAdminEvent.handler';
import { createAdminLessonRoute } from './admin/createAdminLesson.handler';
import { createInvitationRoute } from './admin/createInvitation.handler';
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
import { createPatientCommentRoute } from './admin/patients/createPatientComment.handler';
import { listPatientsRoute } from './admin/patients/listPatients.handler';
import { patientDiaryRoute } from './admin/patients/patientDiary.handler';
import { patientSummaryPdfRoute } from './admin/patients/patientSummaryPdf.handler';
import { reorderAdminLessonsRoute } from './admin/reorderAdminLessons.handler';
import { setUserRoleRoute } from './admin/setUserRole.handler';
import { setUserStatusRoute } from './admin/setUserStatus.handler';
import { updateAdminCourseRoute } from './admin/updateAdminCourse.handler';
import { updateAdminEventRoute } from './admin/updateAdminEvent.handler';
import { updateAdminLessonRoute } from './admin/updateAdminLesson.handler';
import { getAnalyticsRoute } from './analytics/getAnalytics.handler';
import { getRealtimeAnalyticsRoute } from './analytics/getRealtimeAnalytics.handler';
import { applyActionCodeRoute } from './auth/applyActionCode.handler';
import { currentUserRoute } from './auth/currentUser.handler';
import { loginRoute } from './auth/login.handler';
import { logoutRoute } from './auth/logout.handler';
import { requestPasswordResetRoute } from './auth/requestPasswordReset.handler';
import { resendVerificationRoute } from './auth/resendVerification.handler';
import { signupRoute } from './auth/signup.handler';
import { createContactRequestRoute } from './contact/createContactRequest.handler';
import { listContactRequestsRoute } from './contact/listContactRequests.handler';
import { completeLessonRoute } from './courses/completeLesson.handler';
import { enrollCourseRoute } from './courses/enrollCourse.handler';
import { listCoursesRoute } from './courses/listCourses.handler';
import { listUserCoursesRoute } from './courses/listUserCourses.handler';
import { createDiaryEntryRoute } from './diary/createDiaryEntry.handler';
import { deleteDiaryEntryRoute } from './diary/deleteDiaryEntry.handler';
import { diaryExportRoute } from './diary/diaryExport.handler';
import { diarySummaryPdfRoute } from './diary/diarySummaryPdf.handler';
import { eraseDiaryRoute } from './diary/eraseDiary.handler';
import { getDiaryConsentRoute } from './diary/getDiaryConsent.handler';
import { giveDiaryConsentRoute } from './diary/giveDiaryConsent.handler';
import { listDiaryRoute } from './diary/listDiary.handler';
import { updateDiaryEntryRoute } from './diary/updateDiaryEntry.handler';
import { withdrawDiaryConsentRoute } from './diary/withdrawDiaryConsent.handler';
import { openApiRoute } from './docs/openApi.handler';
import { attendEventRoute } from './events/attendEvent.handler';
import { eventCalendarFileRoute } from './events/eventCalendarFile.handler';
import { leaveEventRoute } from './events/leaveEvent.handler';
import { listEventsRoute } from './events/listEvents.handler';
import { createCreditNoteRoute } from './fiscal/createCreditNote.handler';
import { creditNotePdfRoute } from './fiscal/creditNotePdf.handler';
import { creditNoteFatturaPaRoute, fatturaPaRoute } from './fiscal/fatturaPa.handler';
import { setPaymentMethodRoute } from './fiscal/setPaymentMethod.handler';
import { sistemaTsDocumentRoute } from './fiscal/sistemaTsDocument.handler';
import { sendSistemaTsYearRoute, sistemaTsYearRoute } from './fiscal/sistemaTsYear.handler';
import { getEmailPreferencesRoute, updateEmailPreferencesRoute } from './mail/emailPreferences.handler';
import { listFailedMailsRoute } from './mail/failedMails.handler';
import { unsubscribeRoute } from './mail/unsubscribe.handler';
import { listNotificationsRoute } from './notifications/listNotifications.handler';
import { markNotificationsReadRoute } from './notifications/markNotificationsRead.handler';
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
import { listQuestionnairesRoute } from './questionnaires/listQuestionnaires.handler';
import { submitIbsSssRoute } from './questionnaires/submitIbsSss.handler';
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
  // Accounts and privacy: sign-up, e-mail links, profile, export
  signupRoute,
  resendVerificationRoute,
  requestPasswordResetRoute,
  applyActionCodeRoute,
  updateProfileRoute,
  changePasswordRoute,
  exportAccountRoute,
  deleteAccountRoute,
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
  // Fiscal documents: payment method, Sistema TS, SdI e-invoice, credit notes (docs/fiscal.md)
  setPaymentMethodRoute,
  sistemaTsDocumentRoute,
  fatturaPaRoute,
  creditNoteFatturaPaRoute,
  createCreditNoteRoute,
  creditNotePdfRoute,
  sistemaTsYearRoute,
  sendSistemaTsYearRoute,
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
  createInvitationRoute,
  // Analytics
  getAnalyticsRoute,
  getRealtimeAnalyticsRoute,
  // Care diary, IBS-SSS, the doctor's view, notifications. Express matches in this order, so
  // DELETE /diary/consent comes before DELETE /diary/:entryId.
  getDiaryConsentRoute,
  giveDiaryConsentRoute,
  diarySummaryPdfRoute,
  diaryExportRoute,
  listDiaryRoute,
  createDiaryEntryRoute,
  updateDiaryEntryRoute,
  submitIbsSssRoute,
  listQuestionnairesRoute,
  listPatientsRoute,
  patientDiaryRoute,
  createPatientCommentRoute,
  patientSummaryPdfRoute,
  listNotificationsRoute,
  markNotificationsReadRoute,
  withdrawDiaryConsentRoute,
  eraseDiaryRoute,
  deleteDiaryEntryRoute,
  // E-mail: preferences, the unsubscribe link, the admin's failed e-mails
  getEmailPreferencesRoute,
  updateEmailPreferencesRoute,
  unsubscribeRoute,
  listFailedMailsRoute,
  // This API's own description
  openApiRoute,
];
