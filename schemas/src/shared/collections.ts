/**
 * The data model: one top-level Firestore collection per entity of the specification.
 * Each entity has a stored shape (`…Doc`, what a document holds, timestamps as Date) and an
 * insert shape (`…Insert`: no id, timestamps or counters; the defaults applied on parse).
 * Functions parse inserts with these schemas before writing; the README lists who writes what.
 */
import { z } from 'zod';

import { communityNameView } from '../community/communityName';
import { creditNote, paymentMethod, SISTEMA_TS_OPERATIONS, sistemaTsMessage } from '../invoices/fiscal';
import { invoiceAmountsSchema } from '../invoices/invoiceAmounts';
import { emailPreferences } from '../notifications/mail';
import { serviceCategory } from '../services/serviceCategories';
import { privacyNotice, TAX_REGIMES } from './practice';

export { SERVICE_CATEGORIES, type ServiceCategory, serviceCategory } from '../services/serviceCategories';

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
  /** fodmap_revisions/{uid}_{revision}: one per protocol write, so two concurrent steps never both land. */
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
  /** availability/{locationId}: the doctor's weekly hours at a place. */
  availability: 'availability',
  /** Closed days: of one place, or of the whole practice (locationId null). */
  availabilityExceptions: 'availability_exceptions',
  /** push_subscriptions/{sha256 of the endpoint}: a device that receives the member's push notifications (docs/push.md). */
  pushSubscriptions: 'push_subscriptions',
} as const;

const id = z.string().min(1);
const timestamp = z.date();
const counter = z.number().int().min(0).default(0);

// users/{uid}: keyed by the Firebase Auth uid.
export const userInsert = z.object({
  email: z.email(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  profileImageUrl: z.string().nullable().default(null),
  points: z.number().int().default(0),
  level: z.number().int().min(1).default(1),
  isAdmin: z.boolean().default(false),
  /** Mirrors the Auth `doctor` claim: the role that reads health data (docs/security.md). */
  isDoctor: z.boolean().default(false),
  /** Mirrors the Auth user's `disabled`, so the members' list needs no Auth call. */
  disabled: z.boolean().default(false),
});
export const userDoc = userInsert.extend({
  id,
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Lowercased prefixes of names and e-mail for the admin's search (kept by the users trigger). */
  searchTerms: z.array(z.string()).optional(),
  /** Last sign-in or visit, stamped at most once an hour (docs/product.md, Members). */
  lastSeenAt: timestamp.optional(),
  /** The optional e-mail categories the member switched off or on (absent: all on; docs/email.md). */
  emailPreferences: emailPreferences.partial().optional(),
  /** How the community shows the member; absent: first name and initial (docs/security.md, Community names). */
  communityName: communityNameView.optional(),
});

export const postInsert = z.object({
  authorId: id,
  title: z.string().min(1),
  content: z.string().min(1),
  imageUrl: z.string().nullable().default(null),
});
export const postDoc = postInsert.extend({
  id,
  /** Set when the author edits title or content; missing on posts never edited. */
  editedAt: timestamp.nullable().optional(),
  likesCount: counter,
  commentsCount: counter,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const commentInsert = z.object({
  postId: id,
  authorId: id,
  content: z.string().min(1),
});
export const commentDoc = commentInsert.extend({
  id,
  likesCount: counter,
  createdAt: timestamp,
  updatedAt: timestamp,
});

// likes/{userId}_{postId} or likes/{userId}_c_{commentId}: one document per user and target.
export const likeInsert = z.object({
  userId: id,
  postId: id.nullable().default(null),
  commentId: id.nullable().default(null),
  /** Author of the liked post or comment, so the points trigger needs no extra read. */
  targetAuthorId: id,
});
export const likeDoc = likeInsert.extend({ id, createdAt: timestamp });

/** Price in cents. */
export const courseInsert = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  imageUrl: z.string().nullable().default(null),
  price: z.number().int().min(0).default(0),
  isPublished: z.boolean().default(false),
  requiredLevel: z.number().int().min(1).default(1),
});
export const courseDoc = courseInsert.extend({
  id,
  enrollmentCount: counter,
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const lessonInsert = z.object({
  courseId: id,
  title: z.string().min(1),
  content: z.string().default(''),
  videoUrl: z.string().nullable().default(null),
  order: z.number().int(),
  /** Minutes. */
  duration: z.number().int().min(0).default(0),
});
export const lessonDoc = lessonInsert.extend({ id, createdAt: timestamp });

// user_course_progress/{userId}_{courseId} (enrolment) and …_{courseId}_{lessonId} (a lesson).
export const userCourseProgressInsert = z.object({
  userId: id,
  courseId: id,
  lessonId: id.nullable().default(null),
  completed: z.boolean().default(false),
  completedAt: timestamp.nullable().default(null),
});
export const userCourseProgressDoc = userCourseProgressInsert.extend({ id, enrolledAt: timestamp });

export const calendarEventInsert = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  startTime: timestamp,
  endTime: timestamp.nullable().default(null),
  meetingUrl: z.string().nullable().default(null),
  isRecurring: z.boolean().default(false),
  /** Public events are shown to visitors on the public calendar. */
  isPublic: z.boolean().default(true),
  requiredLevel: z.number().int().min(1).default(1),
  maxAttendees: z.number().int().min(1).nullable().default(null),
});
export const calendarEventDoc = calendarEventInsert.extend({
  id,
  attendeeCount: counter,
  createdAt: timestamp,
});

// event_attendees/{eventId}_{userId}
export const eventAttendeeInsert = z.object({
  eventId: id,
  userId: id,
  /** The seat taken (event_seats/{eventId}_{seat}); null for an event without maxAttendees. */
  seat: z.number().int().min(1).nullable().default(null),
  /** Random per registration: its cancellation document's id. */
  registrationId: id,
});
export const eventAttendeeDoc = eventAttendeeInsert.extend({ id, registeredAt: timestamp });

export const notificationInsert = z.object({
  userId: id,
  type: z.string(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean().default(false),
  relatedId: z.string().nullable().default(null),
});
export const notificationDoc = notificationInsert.extend({ id, createdAt: timestamp });

export const contactRequestInsert = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  consultationType: z.string(),
  message: z.string().default(''),
  privacyAccepted: z.string(),
});
export const contactRequestDoc = contactRequestInsert.extend({ id, createdAt: timestamp });

/** Price in cents; duration is free text ('6 mesi', '60 minuti'). */
export const serviceInsert = z.object({
  name: z.string().min(1),
  description: z.string().default(''),
  price: z.number().int().min(0),
  duration: z.string().nullable().default(null),
  features: z.array(z.string()).default([]),
  category: serviceCategory,
  /** A health service (Sistema TS, no SdI); services stored before the flag take their category's default (isHealthService). */
  healthService: z.boolean().optional(),
  /** How long a visit of this service lasts in the agenda (consultations and controls); unset: appointmentRules' default. */
  visitMinutes: z.number().int().min(15).max(240).multipleOf(15).optional(),
  isActive: z.boolean().default(true),
});
export const serviceDoc = serviceInsert.extend({ id, createdAt: timestamp, updatedAt: timestamp });

export const ORDER_STATUSES = ['pending', 'completed', 'cancelled'] as const;
export const orderStatus = z.enum(ORDER_STATUSES);
export const BILLING_TYPES = ['private', 'company'] as const;
export const billingType = z.enum(BILLING_TYPES);

/**
 * What an invoice said when it was issued (with the completion of its order): kept on the order, so
 * a later change of the price list or of the practice's tax settings never alters an issued invoice.
 */
export const issuedInvoice = invoiceAmountsSchema.extend({
  serviceName: z.string(),
  serviceCategory: serviceCategory.nullable(),
  regime: z.enum(TAX_REGIMES),
  enpabRatePercent: z.number(),
});

/**
 * The last transmission to the Sistema TS of an invoice: which operation, its outcome (`error`: the
 * TS refused it; `unreachable`: no valid answer, still to send). `sending` is set, in a
 * transaction, before the call, so two sends of the year never send one document twice.
 */
export const sistemaTsTransmission = z.object({
  operation: z.enum(SISTEMA_TS_OPERATIONS),
  status: z.enum(['sending', 'sent', 'error', 'unreachable']),
  /** Whether the document sent said the payment was traced (a change is sent as a variation). */
  traced: z.boolean(),
  /** Whether the TS holds the document (inserted and not cancelled). */
  registered: z.boolean(),
  protocollo: z.string().nullable(),
  esitoChiamata: z.string().nullable(),
  messages: z.array(sistemaTsMessage),
  at: timestamp,
});

export const orderInsert = z.object({
  userId: id.nullable().default(null),
  serviceId: id,
  paymentReference: z.string().nullable().default(null),
  status: orderStatus.default('pending'),
  /** Cents, always priced by the server from the service. */
  totalAmount: z.number().int().min(0),
  customerEmail: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  notes: z.string().default(''),
  billingType: billingType.default('private'),
  fiscalCode: z.string().default(''),
  vatNumber: z.string().default(''),
  billingAddress: z.string().min(1),
  billingCity: z.string().min(1),
  billingPostalCode: z.string().min(1),
  billingCountry: z.string().default('Italia'),
  billingNotes: z.string().default(''),
  /** The patient's opposition to sending the expense to the Sistema Tessera Sanitaria. */
  sistemaTsOpposition: z.boolean().default(false),
  invoiceNumber: z.string().nullable().default(null),
  invoiceDate: timestamp.nullable().default(null),
  issuedInvoice: issuedInvoice.nullable().default(null),
  /** How the patient paid, recorded with 'Completa' or later; null is 'non indicato'. */
  paymentMethod: paymentMethod.nullable().default(null),
  /** The credit note that cancelled the invoice ('Storna fattura'); the order is then cancelled. */
  creditNote: creditNote.nullable().default(null),
  /** The invoice's transmission to the Sistema TS (health invoices only). */
  sistemaTs: sistemaTsTransmission.nullable().default(null),
});
export const orderDoc = orderInsert.extend({ id, createdAt: timestamp, updatedAt: timestamp });

/** What becomes of an appointment (docs/appointments.md); pending and confirmed hold their time. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'declined', 'expired', 'cancelled', 'done', 'missed'] as const;

/** appointments/{id}: names and times copied at booking, so lists read one collection. */
export const appointmentInsert = z.object({
  userId: id,
  patientName: z.string(),
  serviceId: id,
  serviceName: z.string(),
  locationId: id,
  start: timestamp,
  end: timestamp,
  status: z.enum(APPOINTMENT_STATUSES),
  notes: z.string().default(''),
  /** The booking's order (the services page books both at once); null when the doctor booked it. */
  orderId: id.nullable().default(null),
  /** The quarter hours it holds (appointment_slots ids). */
  slotIds: z.array(z.string()),
  /** Grows with every change: the .ics SEQUENCE, and the key of the next change's claim. */
  sequence: z.number().int().min(0).default(0),
  /** When a pending request expires unanswered. */
  expiresAt: timestamp.nullable().default(null),
  declineReason: z.string().default(''),
  /** When the reminder e-mail was queued; null until then. */
  remindedAt: timestamp.nullable().default(null),
  /**
   * The name of its video room, random (functions/src/appointments/meetingRoom.ts), shown online
   * once confirmed; null on a visit booked before rooms had names of their own, until its next change.
   */
  meetingRoom: z.string().nullable().default(null),
});
export const appointmentDoc = appointmentInsert.extend({ id, createdAt: timestamp, updatedAt: timestamp });
export type AppointmentDoc = z.infer<typeof appointmentDoc>;

/**
 * One admin write: the admin, a dotted action ('course.update', 'order.completed'), the collection
 * and document it touched, and an Italian line the 'Registro' view shows as it is.
 */
/**
 * The audit actions about health data (their first word): reads and clinical writes of the diary,
 * the record, the FODMAP protocol, meal plans, measurements, messages, the notes of visits read in
 * the agenda, and the Sistema TS exports. Only the doctor role sees their entries in the 'Registro'
 * (docs/security.md, Audit).
 */
export const CLINICAL_AUDIT_DOMAINS = ['diary', 'record', 'fodmap', 'mealplan', 'measurement', 'messages', 'agenda', 'sistemats'] as const;
export const isClinicalAuditAction = (action: string) => (CLINICAL_AUDIT_DOMAINS as readonly string[]).includes(action.split('.')[0]!);

const adminAuditFields = z.object({
  actorId: id,
  action: z.string().min(1),
  collection: z.string().min(1),
  documentId: id,
  summary: z.string(),
  /** Whose data was read or changed, when it is a person's (a patient's uid): erasure and export find it. */
  subjectId: id.optional(),
  /** The actor's name when the entry was written (the audit trigger stamps it): a later rename rewrites nothing. */
  actorName: z.string().optional(),
});
/** An entry as written: `clinical` follows from its action, so no writer can forget it. */
export const adminAuditInsert = adminAuditFields.transform((entry) => ({ ...entry, clinical: isClinicalAuditAction(entry.action) }));
export const adminAuditDoc = adminAuditFields.extend({ id, createdAt: timestamp, clinical: z.boolean().optional() });

/** consents/{userId}_{document}_{version}: the notice a person accepted (its version), stamped with the time. */
export const consentInsert = z.object({
  userId: id,
  /** Which notice: 'privacy' (the privacy notice accepted at sign-up). */
  document: z.enum(['privacy']),
  version: z.string().min(1),
});
export const consentDoc = consentInsert.extend({ id, acceptedAt: timestamp });
/** The id of a consent's document: one per person, notice and version. */
export const consentIdOf = ({ userId, document, version }: z.output<typeof consentInsert>) => `${userId}_${document}_${version}`;
/** The current privacy notice accepted by a person. */
export const privacyConsentOf = (userId: string): z.output<typeof consentInsert> => ({
  userId,
  document: 'privacy',
  version: privacyNotice.version,
});

/** stats/global: counters kept current by triggers, read by /api/stats and /api/admin/stats. */
export const statsDoc = z.object({
  totalUsers: counter,
  totalPosts: counter,
  totalCourses: counter,
  totalServices: counter,
});

// The care plan's stored shapes live with its schemas (schemas/src/carePlan/carePlan.ts); a type-only
// re-export, so the browser's chunks that read this file do not load the care plan's.
export type { ClinicalRecordDoc, IntakeDoc, MealPlanDoc, MealPlanTemplateDoc, MeasurementDoc } from '../carePlan/carePlan';

export type UserDoc = z.infer<typeof userDoc>;
export type PostDoc = z.infer<typeof postDoc>;
export type CommentDoc = z.infer<typeof commentDoc>;
export type LikeDoc = z.infer<typeof likeDoc>;
export type CourseDoc = z.infer<typeof courseDoc>;
export type LessonDoc = z.infer<typeof lessonDoc>;
export type UserCourseProgressDoc = z.infer<typeof userCourseProgressDoc>;
export type CalendarEventDoc = z.infer<typeof calendarEventDoc>;
export type EventAttendeeDoc = z.infer<typeof eventAttendeeDoc>;
export type NotificationDoc = z.infer<typeof notificationDoc>;
export type ContactRequestDoc = z.infer<typeof contactRequestDoc>;
export type ServiceDoc = z.infer<typeof serviceDoc>;
export type OrderDoc = z.infer<typeof orderDoc>;
export type OrderStatus = z.infer<typeof orderStatus>;
export type IssuedInvoice = z.infer<typeof issuedInvoice>;
export type SistemaTsTransmission = z.infer<typeof sistemaTsTransmission>;
export type StatsDoc = z.infer<typeof statsDoc>;
export type AdminAuditDoc = z.infer<typeof adminAuditDoc>;
export type ConsentDoc = z.infer<typeof consentDoc>;

// Insert shapes after parsing (defaults applied): what the data layer stores for a new document.
export type UserInsert = z.output<typeof userInsert>;
export type PostInsert = z.output<typeof postInsert>;
export type CommentInsert = z.output<typeof commentInsert>;
export type LikeInsert = z.output<typeof likeInsert>;
export type CourseInsert = z.output<typeof courseInsert>;
export type LessonInsert = z.output<typeof lessonInsert>;
export type UserCourseProgressInsert = z.output<typeof userCourseProgressInsert>;
export type CalendarEventInsert = z.output<typeof calendarEventInsert>;
export type EventAttendeeInsert = z.output<typeof eventAttendeeInsert>;
export type NotificationInsert = z.output<typeof notificationInsert>;
export type ContactRequestInsert = z.output<typeof contactRequestInsert>;
export type ServiceInsert = z.output<typeof serviceInsert>;
export type OrderInsert = z.output<typeof orderInsert>;
export type AdminAuditInsert = z.output<typeof adminAuditInsert>;
export type ConsentInsert = z.output<typeof consentInsert>;
