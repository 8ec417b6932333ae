/**
 * The data model: one top-level Firestore collection per entity of the specification, and the fields
 * its shapes are made of. Each entity has, in its domain's entities.ts, a stored shape (`…Doc`, what a
 * document holds, timestamps as Date) and an insert shape (`…Insert`: no id, timestamps or counters;
 * the defaults applied on parse). Functions parse inserts with these schemas before writing; the
 * README lists who writes what.
 */
import { z } from 'zod';

export const COLLECTIONS = {
  users: 'users',
  posts: 'posts',
  comments: 'comments',
  likes: 'likes',
  courses: 'courses',
  lessons: 'lessons',
  userCourseProgress: 'user_course_progress',
  calendarEvents: 'calendar_events',
  eventAttendees: 'event_attendees',
  notifications: 'notifications',
  contactRequests: 'contact_requests',
  services: 'services',
  orders: 'orders',
  /** Derived counters kept by triggers (`stats/global`) and trigger bookkeeping. */
  stats: 'stats',
  appliedEvents: 'applied_events',
  rateLimits: 'rate_limits',
  /**
   * known_devices/{hash of the account and the client address}: where the account's owner succeeded
   * (a sign-in, a current password), so strangers who spend the account's attempt budget never lock
   * her out there (docs/security.md, Throttling). Deleted after expiresAt, and with the account.
   */
  knownDevices: 'known_devices',
  analyticsSnapshots: 'analytics_snapshots',
  /** One document per invoice number and one per order status change: uniqueness by create. */
  invoiceNumbers: 'invoice_numbers',
  /** credit_note_numbers/{year}-{sequence}: the credit notes' own numbering, unique by create. */
  creditNoteNumbers: 'credit_note_numbers',
  orderStatusChanges: 'order_status_changes',
  /** payment_attempts/{orderId}-{attempt}: one Stripe Checkout Session of an order (docs/payments.md). */
  paymentAttempts: 'payment_attempts',
  /** payment_events/{Stripe event id}: a webhook event is claimed by its create, in the batch of its effect, so it applies once. */
  paymentEvents: 'payment_events',
  /** event_seats/{eventId}_{n}, n in 1..maxAttendees: a seat is taken by its create. */
  eventSeats: 'event_seats',
  /** event_cancellations/{registrationId}: a registration ends once, so a seat is freed once. */
  eventCancellations: 'event_cancellations',
  /** Who did what to which document, one entry per admin write, in the same batch as the write. */
  adminAudit: 'admin_audit',
  /** sessions/{hash of the session cookie}: when a session began and was last used (docs/security.md, Sessions). */
  sessions: 'sessions',
  /** consents/{userId}_{document}_{version}: what a person accepted, and when (GDPR art. 7). */
  consents: 'consents',
  /** The care diary (health data: read only by the patient and the admin; docs/product.md, Care diary). */
  diaryEntries: 'diary_entries',
  /** diary_patients/{uid}: the diary consent with its version, the last entry's time, the IBS-SSS history. */
  diaryPatients: 'diary_patients',
  diaryComments: 'diary_comments',
  /** fodmap_protocols/{uid}: the patient's FODMAP reintroduction (health data; docs/fodmap.md). */
  fodmapProtocols: 'fodmap_protocols',
  /** fodmap_revisions/{uid}_{series}_{revision}: one per protocol write, so two concurrent steps never both land. */
  fodmapRevisions: 'fodmap_revisions',
  questionnaireResponses: 'questionnaire_responses',
  /** E-mails to send, in the Trigger Email extension's shape, with their delivery state (docs/email.md). */
  mail: 'mail',
  /** mail_sends/{mailId}_{attempt}: an attempt to send is claimed by its create, so it runs once. */
  mailSends: 'mail_sends',
  /**
   * password_reset_requests/{id}: a reset asked for, its e-mail address until the trigger has queued
   * the link (an address without an account gets nothing) and deleted it: the request's answer does
   * the same work whether the account exists or not (docs/security.md, Accounts).
   */
  passwordResetRequests: 'password_reset_requests',
  /** sistema_ts_sends/{orderId}_{operation}_{previous state's time}: a send to the Sistema TS is claimed by its create, so it runs once. */
  sistemaTsSends: 'sistema_ts_sends',
  /** community_nicknames/{sha256 of the nickname's key}: a nickname is taken by its create, so it stays unique. */
  communityNicknames: 'community_nicknames',
  /** The care plan (health data: read only by the patient and the doctor role; docs/care-plan.md). intakes/{uid}: the pre-visit form. */
  intakes: 'intakes',
  /** clinical_records/{uid}: the doctor's record of the patient (diagnosis and its source, notes, goals). */
  clinicalRecords: 'clinical_records',
  /** The measurements of each visit (weight, height, waist, bioimpedance). */
  measurements: 'measurements',
  /** The patient's weekly meal plans: drafts, and the published ones (the last is the current). */
  mealPlans: 'meal_plans',
  /** The doctor's reusable weeks (no patient's data). */
  mealPlanTemplates: 'meal_plan_templates',
  /** conversations/{patient uid}: a patient's messaging (open or closed, package end, unread counts, last message). */
  conversations: 'conversations',
  /** Messages between a patient and the doctor (health data, docs/messages.md). */
  messages: 'messages',
  /** appointments/{id}: a visit booked in a studio or online (docs/appointments.md). */
  appointments: 'appointments',
  /** appointment_slots/{start in ms}: a quarter hour of the doctor's time, held by its create, so two visits never overlap. */
  appointmentSlots: 'appointment_slots',
  /** appointment_changes/{appointmentId}_{sequence}: each change of an appointment is claimed by its create, so it happens once. */
  appointmentChanges: 'appointment_changes',
  /**
   * booking_seats/{uid}_{seat}_{sequence}: one of a member's few open requests (appointmentRules.maxOpenRequests),
   * taken by its create, so concurrent bookings never hold more (docs/appointments.md, Open requests).
   */
  bookingSeats: 'booking_seats',
  /**
   * package_visits/{orderId}_{number}_{sequence}: one of a package's included visits, held by the visit
   * booked with it and taken by its create (docs/payments.md, Packages that count their visits).
   */
  packageVisits: 'package_visits',
  /** availability/{locationId}: the doctor's weekly hours at a place. */
  availability: 'availability',
  /** Closed days: of one place, or of the whole practice (locationId null). */
  availabilityExceptions: 'availability_exceptions',
  /** push_subscriptions/{sha256 of the endpoint}: a device that receives the member's push notifications (docs/push.md). */
  pushSubscriptions: 'push_subscriptions',
} as const;

/** The fields every entity's shapes use: a document's id, a stored time, a counter (0 when new). */
export const id = z.string().min(1);
export const timestamp = z.date();
export const counter = z.number().int().min(0).default(0);
