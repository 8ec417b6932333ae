/**
 * Every Firestore trigger is idempotent, proved without timing (docs/architecture.md: triggers are
 * deployed with retries, and Eventarc delivers at least once). One case per trigger exported by
 * functions/src/index.ts: how to fire it, what to read, what that must be after one delivery. Each
 * case runs twice on data of its own:
 *
 * 1. delivered twice: the change is made and delivered; then the bridge delivers the same event,
 *    with the same id, once more (tools/firestoreEvents.ts, `onDelivered` and `redeliver`), and the
 *    end state must not have moved;
 * 2. aborted midway: a commit the trigger makes fails once (tools/testing/apiLane/commitFaults.ts),
 *    either rejected (nothing written) or lost (written, its answer lost), chosen per case at the
 *    point of its work that tests most; the trigger throws, the bridge delivers the event again,
 *    and the end state must be that of one clean delivery.
 *
 * The failing commit is picked by the path it writes, not by a time: deterministic. The scheduled
 * functions (agendaClock, fodmapReminders, unreadMessageMails, dailyAnalyticsSnapshot) are not
 * Firestore triggers, so they are not here; a Firestore trigger added to the exports without a
 * case fails the first test.
 */
import { LESSON_POINTS } from '@app/schemas/classroom/courses';
import { addMonths } from '@app/schemas/services/packages';
import { COLLECTIONS } from '@app/schemas/shared/collections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Delivery } from '../../../tools/firestoreEvents';
import { api, createDoctor, createUser, db, settled, type TestUser } from '../../../tools/testing/api';
import type { CommitFault } from '../../../tools/testing/apiLane/commitFaults';
import { inProcessTriggers } from '../../../tools/testing/apiLane/inProcessTriggers';
import { apiLane } from '../../../tools/testing/apiLane/lane';
import { createVisitService, dayFromToday, openPlace, slotsOf } from '../../../tools/testing/appointments';
import { attend, complete, enrolIn, storeCourse, storeEvent } from '../../../tools/testing/classroom';
import { createPatient } from '../../../tools/testing/diary';
import { build, store, uniqueTag } from '../../../tools/testing/factories';
import { bookAs, completeAs, createTestService } from '../../../tools/testing/orders';
import { addComment, like, likeComment, pointsOf, publishPost } from '../../../tools/testing/posts';
import { LocalPushService, type TestDevice } from '../../../tools/testing/pushService';
import { recordAdminWrite } from '../audit/data/adminAudit';
import * as functions from '../index';
import { newBatch } from '../shared/data/entity';

/** One run of a case: its data is made; `fire` makes the change, `state` reads what the trigger did. */
interface Run {
  /** Makes the change that fires the trigger; answers the changed document's path (`posts/…`). */
  fire(): Promise<string>;
  /** What the trigger leaves, as a plain object compared with the case's `expected`. */
  state(): Promise<Record<string, unknown>>;
  /** The commit that fails once in the aborted run. */
  fault: CommitFault;
  /** Done between the two deliveries of the same event (e.g. a rename the redelivery must not pick up). */
  between?: () => Promise<void>;
}

interface Case {
  trigger: string;
  prepare(): Promise<Run>;
  /** The state after one delivery. */
  expected: Record<string, unknown>;
}

const lane = apiLane()!;
const pushService = new LocalPushService();
const deliveries: Delivery[] = [];

const stat = async (field: string) => Number((await db.collection(COLLECTIONS.stats).doc('global').get()).get(field) ?? 0);
const countWhere = async (collection: string, field: string, value: unknown) =>
  (await db.collection(collection).where(field, '==', value).count().get()).data().count;
const fieldOf = async (collection: string, id: string, field: string) => (await db.collection(collection).doc(id).get()).get(field);
const remove = async (collection: string, id: string) => {
  await db.collection(collection).doc(id).delete();
  return `${collection}/${id}`;
};

/** A stats/global counter's change since `fire` started (stats are the whole database's). */
function counterChange(field: string) {
  let before = 0;
  return {
    start: async () => {
      before = await stat(field);
    },
    change: async () => (await stat(field)) - before,
  };
}

/**
 * The case of a stats/global counter's trigger: `prepare` makes the data and answers the change,
 * which must move the counter by `delta`; the commit of the count (with its applied_events entry) fails.
 */
function counterCase(
  trigger: string,
  field: string,
  delta: number,
  mode: CommitFault['mode'],
  prepare: () => Promise<() => Promise<string>>,
): Case {
  return {
    trigger,
    async prepare() {
      const change = await prepare();
      const counter = counterChange(field);
      return {
        fire: async () => {
          await counter.start();
          return change();
        },
        state: async () => ({ [field]: await counter.change() }),
        fault: { touching: `${COLLECTIONS.appliedEvents}/${trigger}_`, mode },
      };
    },
    expected: { [field]: delta },
  };
}

/** A patient with messaging open and one push device on the test's push service. */
async function patientWithDevice(): Promise<{ patient: TestUser; doctor: TestUser; device: TestDevice }> {
  const [patient, doctor] = await Promise.all([createPatient(), createDoctor()]);
  const device = pushService.device(`telefono-${patient.uid}`);
  const subscribed = await api('/api/push/subscriptions', { method: 'POST', cookie: patient.cookie, body: device.subscription() });
  expect(subscribed.status).toBe(200);
  return { patient, doctor, device };
}

/** A patient's pending order of a three-month remote package; `complete` is the admin's confirmation. */
async function pendingPackageOrder() {
  const [patient, admin, serviceId] = await Promise.all([createUser(), createUser({ admin: true }), createTestService()]);
  await db.collection(COLLECTIONS.services).doc(serviceId).update({ duration: '3 mesi' });
  const order = await bookAs(patient, serviceId);
  const complete = async () => {
    await completeAs(admin, order.id);
    return `${COLLECTIONS.orders}/${order.id}`;
  };
  return { patient, order, complete };
}

/** A patient's visit booked with its order from the services page; `cancel` is her cancellation of the visit. */
async function visitWithOrder() {
  const [patient, doctor, serviceId] = await Promise.all([createUser(), createDoctor(), createVisitService()]);
  await openPlace(doctor, 'online');
  const [slot, , later] = (await slotsOf(patient, serviceId, 'online', dayFromToday(3), dayFromToday(9))).body;
  const order = await bookAs(patient, serviceId, { appointment: { locationId: 'online', start: slot!.start } });
  const visit = (await db.collection(COLLECTIONS.appointments).where('orderId', '==', order.id).get()).docs[0]!;
  const cancel = async () => {
    expect((await api(`/api/appointments/${visit.id}/cancel`, { method: 'POST', cookie: patient.cookie })).status).toBe(200);
    return `${COLLECTIONS.appointments}/${visit.id}`;
  };
  const move = async () => {
    const moved = await api(`/api/appointments/${visit.id}/reschedule`, {
      method: 'POST',
      cookie: patient.cookie,
      body: { start: later!.start },
    });
    expect(moved.status).toBe(200);
    return `${COLLECTIONS.appointments}/${visit.id}`;
  };
  /** The order's visit against the appointment as it is now. */
  const visitOfOrder = async () => {
    const [stored, appointment] = await Promise.all([
      fieldOf(COLLECTIONS.orders, order.id, 'visit') as Promise<{ start: Stamp } | null>,
      db.collection(COLLECTIONS.appointments).doc(visit.id).get(),
    ]);
    const start = stored?.start?.toDate().toISOString();
    return { followsVisit: start === (appointment.get('start') as Stamp)?.toDate().toISOString(), moved: start === later!.start };
  };
  return { order, cancel, move, visitOfOrder };
}

type Stamp = { toDate(): Date } | null | undefined;
/**
 * The whole months a stored end is after a stored start, by the packages' own calendar (addMonths:
 * 29 November + 3 months is 1 March), or null when no count of months up to two years gives it.
 */
const monthsBetween = (from: Stamp, to: Stamp) => {
  if (!from || !to) return null;
  const months = Array.from({ length: 25 }, (_, index) => index).find(
    (count) => addMonths(from.toDate(), count).getTime() === to.toDate().getTime(),
  );
  return months ?? null;
};

/**
 * A course of two lessons, a member enrolled who has completed the first (and earned its points),
 * and the deletion `fire` makes. The cascade's first deletion of progress documents fails.
 */
async function classroomCascade(
  fire: (fixture: { course: { id: string }; lessonId: string }) => Promise<string>,
  mode: CommitFault['mode'],
): Promise<Run> {
  const [member, course] = await Promise.all([createUser(), storeCourse()]);
  const lessonId = course.lessonIds[0]!;
  await enrolIn(member, course.id);
  await complete(member, course.id, lessonId);
  return {
    fire: () => fire({ course, lessonId }),
    state: async () => ({
      completions: await countWhere(COLLECTIONS.userCourseProgress, 'lessonId', lessonId),
      progress: await countWhere(COLLECTIONS.userCourseProgress, 'courseId', course.id),
      lessons: await countWhere(COLLECTIONS.lessons, 'courseId', course.id),
      points: await pointsOf(member),
    }),
    fault: { touching: `${COLLECTIONS.userCourseProgress}/`, mode },
  };
}

const CASES: Case[] = [
  {
    trigger: 'onUserWritten',
    async prepare() {
      const id = `redelivery-${uniqueTag()}`;
      const users = counterChange('totalUsers');
      return {
        fire: async () => {
          await users.start();
          await db
            .collection(COLLECTIONS.users)
            .doc(id)
            .set({ ...build.user(), points: 20, level: 1 });
          return `${COLLECTIONS.users}/${id}`;
        },
        state: async () => {
          const user = (await db.collection(COLLECTIONS.users).doc(id).get()).data()!;
          return { totalUsers: await users.change(), level: user.level, searchTerms: (user.searchTerms as string[]).length > 0 };
        },
        // The count is applied; the level's write (after the creation's own commit) is refused.
        fault: { touching: `${COLLECTIONS.users}/${id}`, skip: 1, mode: 'rejected' },
      };
    },
    expected: { totalUsers: 1, level: 3, searchTerms: true },
  },
  {
    trigger: 'onUserDeletedErasure',
    async prepare() {
      const [member, author] = await Promise.all([createUser(), createUser()]);
      const post = await publishPost(author);
      await addComment(member, post.id);
      await like(member, post.id, true);
      return {
        fire: () => remove(COLLECTIONS.users, member.uid),
        state: async () => ({
          comments: await countWhere(COLLECTIONS.comments, 'authorId', member.uid),
          likes: await countWhere(COLLECTIONS.likes, 'userId', member.uid),
          commentsCount: await fieldOf(COLLECTIONS.posts, post.id, 'commentsCount'),
          likesCount: await fieldOf(COLLECTIONS.posts, post.id, 'likesCount'),
          authorPoints: await pointsOf(author),
        }),
        // The comment is undone; the like's undo is written and its answer lost: the retry must not count it again.
        fault: { touching: `${COLLECTIONS.likes}/`, mode: 'lost' },
      };
    },
    expected: { comments: 0, likes: 0, commentsCount: 0, likesCount: 0, authorPoints: 0 },
  },
  {
    trigger: 'onAuditEntryCreated',
    async prepare() {
      const admin = await createUser({ admin: true, firstName: 'Ada', lastName: 'Registro' });
      const documentId = `redelivery-${uniqueTag()}`;
      const entry = async () => (await db.collection(COLLECTIONS.adminAudit).where('documentId', '==', documentId).get()).docs[0]!;
      return {
        fire: async () => {
          const batch = newBatch();
          recordAdminWrite(batch, admin.uid, { action: 'post.delete', collection: 'posts', documentId, summary: 'Prova' });
          await batch.commit();
          return `${COLLECTIONS.adminAudit}/${(await entry()).id}`;
        },
        state: async () => ({ actorName: (await entry()).get('actorName') }),
        fault: { touching: `${COLLECTIONS.adminAudit}/`, skip: 1, mode: 'lost' },
        // The log keeps the name at the time: a redelivery after a rename rewrites nothing.
        between: async () => {
          await db.collection(COLLECTIONS.users).doc(admin.uid).update({ firstName: 'Rinominata' });
        },
      };
    },
    expected: { actorName: 'Ada Registro' },
  },
  {
    trigger: 'onCommentDeletedCascade',
    async prepare() {
      const [author, fan] = await Promise.all([createUser(), createUser()]);
      const post = await publishPost(fan);
      const comment = await addComment(author, post.id);
      await likeComment(fan, comment.id, true);
      return {
        fire: async () => {
          expect((await api(`/api/comments/${comment.id}`, { method: 'DELETE', cookie: author.cookie })).status).toBe(200);
          return `${COLLECTIONS.comments}/${comment.id}`;
        },
        state: async () => ({
          commentLikes: await countWhere(COLLECTIONS.likes, 'commentId', comment.id),
          authorPoints: await pointsOf(author),
          commentsCount: await fieldOf(COLLECTIONS.posts, post.id, 'commentsCount'),
        }),
        fault: { touching: `${COLLECTIONS.likes}/`, mode: 'lost' },
      };
    },
    expected: { commentLikes: 0, authorPoints: 0, commentsCount: 0 },
  },
  // A course's cascade takes its lessons and every progress document; a lesson's, its completions.
  {
    trigger: 'onCourseDeletedCascade',
    prepare: () => classroomCascade(({ course }) => remove(COLLECTIONS.courses, course.id), 'lost'),
    expected: { completions: 0, progress: 0, lessons: 0, points: LESSON_POINTS },
  },
  {
    trigger: 'onLessonDeletedCascade',
    prepare: () => classroomCascade(({ lessonId }) => remove(COLLECTIONS.lessons, lessonId), 'rejected'),
    expected: { completions: 0, progress: 1, lessons: 1, points: LESSON_POINTS },
  },
  {
    trigger: 'onEventDeletedCascade',
    async prepare() {
      const [first, second] = await Promise.all([createUser(), createUser()]);
      const eventId = await storeEvent({ maxAttendees: 10 });
      for (const member of [first, second]) expect((await attend(member, eventId)).status).toBe(200);
      expect((await attend(second, eventId, 'DELETE')).status).toBe(200);
      return {
        fire: () => remove(COLLECTIONS.calendarEvents, eventId),
        state: async () => ({
          attendees: await countWhere(COLLECTIONS.eventAttendees, 'eventId', eventId),
          seats: await countWhere(COLLECTIONS.eventSeats, 'eventId', eventId),
          cancellations: await countWhere(COLLECTIONS.eventCancellations, 'eventId', eventId),
        }),
        // The registrations are deleted, the answer lost; the seats and cancellations are still to go.
        fault: { touching: `${COLLECTIONS.eventAttendees}/`, mode: 'lost' },
      };
    },
    expected: { attendees: 0, seats: 0, cancellations: 0 },
  },
  {
    trigger: 'onMailCreated',
    async prepare() {
      const id = `redelivery-${uniqueTag()}`;
      return {
        fire: async () => {
          await store(
            'mail',
            {
              to: `prova-${uniqueTag()}@prova.test`,
              message: { subject: 'Prova di riconsegna', text: 'Una sola volta', html: '<p>Una sola volta</p>' },
              userId: null,
              category: 'account',
              template: 'prova',
            },
            { id },
          );
          return `${COLLECTIONS.mail}/${id}`;
        },
        // Each attempt is claimed before it sends: a second send needs a second claim.
        state: async () => {
          const mail = (await db.collection(COLLECTIONS.mail).doc(id).get()).data()!;
          return {
            state: mail.delivery.state,
            attempts: mail.delivery.attempts,
            claims: await countWhere(COLLECTIONS.mailSends, 'mailId', id),
          };
        },
        // Sent, then the SUCCESS record's answer is lost (after the creation and the claim): no second e-mail.
        fault: { touching: `${COLLECTIONS.mail}/${id}`, skip: 2, mode: 'lost' },
      };
    },
    expected: { state: 'SUCCESS', attempts: 1, claims: 1 },
  },
  {
    trigger: 'onMessagePush',
    async prepare() {
      const { patient, doctor, device } = await patientWithDevice();
      await api(`/api/admin/patients/${patient.uid}/messaging`, { method: 'PUT', cookie: doctor.cookie, body: { enabled: true } });
      return {
        fire: async () => {
          const sent = await api<{ id: string }>(`/api/admin/conversations/${patient.uid}/messages`, {
            method: 'POST',
            cookie: doctor.cookie,
            body: { text: 'Come va?' },
          });
          expect(sent.status).toBe(201);
          return `${COLLECTIONS.messages}/${sent.body.id}`;
        },
        state: async () => ({ pushes: pushService.pushesTo(device).length }),
        // The claim before sending is refused: nothing was sent, the retry sends.
        fault: { touching: `${COLLECTIONS.appliedEvents}/onMessagePush_`, mode: 'rejected' },
      };
    },
    expected: { pushes: 1 },
  },
  {
    trigger: 'onNotificationPush',
    async prepare() {
      const { patient, device } = await patientWithDevice();
      return {
        fire: async () => {
          const id = await store('notifications', build.notification({ userId: patient.uid, type: 'diary_comment' }));
          return `${COLLECTIONS.notifications}/${id}`;
        },
        state: async () => ({ pushes: pushService.pushesTo(device).length }),
        fault: { touching: `${COLLECTIONS.appliedEvents}/onNotificationPush_`, mode: 'rejected' },
      };
    },
    expected: { pushes: 1 },
  },
  {
    trigger: 'onPasswordResetRequested',
    async prepare() {
      const user = await createUser();
      const id = `redelivery-${uniqueTag()}`;
      return {
        fire: async () => {
          await db.collection(COLLECTIONS.passwordResetRequests).doc(id).set({ email: user.email, requestedAt: new Date() });
          return `${COLLECTIONS.passwordResetRequests}/${id}`;
        },
        state: async () => ({
          queued: await countWhere(COLLECTIONS.mail, 'to', user.email),
          requestLeft: (await db.collection(COLLECTIONS.passwordResetRequests).doc(id).get()).exists,
        }),
        // The e-mail is written, its answer lost: the retried delivery finds it and queues no second one.
        fault: { touching: `${COLLECTIONS.mail}/reset_${id}`, mode: 'lost' },
      };
    },
    expected: { queued: 1, requestLeft: false },
  },
  {
    trigger: 'onContactRequestCreated',
    async prepare() {
      const request = build.contactRequest();
      const id = `redelivery-${uniqueTag()}`;
      return {
        fire: async () => {
          await store('contactRequests', request, { id });
          return `${COLLECTIONS.contactRequests}/${id}`;
        },
        state: async () => ({
          acknowledgements: await countWhere(COLLECTIONS.mail, 'to', request.email),
          alert: (await db.collection(COLLECTIONS.mail).doc(`contact_${id}_alert`).get()).exists,
        }),
        // The acknowledgement is written, its answer lost: the retried delivery queues it no second time.
        fault: { touching: `${COLLECTIONS.mail}/contact_${id}_acknowledgement`, mode: 'lost' },
      };
    },
    expected: { acknowledgements: 1, alert: true },
  },
  {
    trigger: 'onNotificationMail',
    async prepare() {
      const patient = await createPatient();
      return {
        fire: async () => {
          const id = await store('notifications', build.notification({ userId: patient.uid, type: 'diary_comment' }));
          return `${COLLECTIONS.notifications}/${id}`;
        },
        state: async () => ({ queued: await countWhere(COLLECTIONS.mail, 'to', patient.email) }),
        fault: { touching: `${COLLECTIONS.mail}/notification_`, mode: 'lost' },
      };
    },
    expected: { queued: 1 },
  },
  {
    trigger: 'onOrderMessagingPackage',
    async prepare() {
      const { patient, order, complete } = await pendingPackageOrder();
      return {
        fire: complete,
        state: async () => ({
          packageMonths: monthsBetween(
            (await fieldOf(COLLECTIONS.orders, order.id, 'invoiceDate')) as Stamp,
            (await fieldOf(COLLECTIONS.conversations, patient.uid, 'packageEndsAt')) as Stamp,
          ),
        }),
        fault: { touching: `${COLLECTIONS.conversations}/`, mode: 'lost' },
      };
    },
    expected: { packageMonths: 3 },
  },
  {
    trigger: 'onOrderStatusNotify',
    async prepare() {
      const { patient, order, complete } = await pendingPackageOrder();
      return {
        fire: complete,
        state: async () => ({
          notifications: await countWhere(COLLECTIONS.notifications, 'relatedId', order.id),
          ofPatient: await countWhere(COLLECTIONS.notifications, 'userId', patient.uid),
        }),
        fault: { touching: `${COLLECTIONS.appliedEvents}/onOrderStatusNotify_`, mode: 'lost' },
      };
    },
    expected: { notifications: 1, ofPatient: 1 },
  },
  {
    trigger: 'onVisitEndedCancelOrder',
    async prepare() {
      const { order, cancel } = await visitWithOrder();
      return {
        fire: cancel,
        state: async () => ({
          orderStatus: await fieldOf(COLLECTIONS.orders, order.id, 'status'),
          statusChanges: await countWhere(COLLECTIONS.orderStatusChanges, 'orderId', order.id),
        }),
        fault: { touching: `${COLLECTIONS.orders}/`, mode: 'lost' },
      };
    },
    expected: { orderStatus: 'cancelled', statusChanges: 1 },
  },
  {
    trigger: 'onOrderWrittenSearchTerms',
    async prepare() {
      const id = `redelivery-${uniqueTag()}`;
      return {
        fire: async () => {
          await db
            .collection(COLLECTIONS.orders)
            .doc(id)
            .set({ ...build.order({ customerName: 'Rita Ricerca' }), createdAt: new Date(), updatedAt: new Date() });
          return `${COLLECTIONS.orders}/${id}`;
        },
        state: async () => {
          const terms = (await fieldOf(COLLECTIONS.orders, id, 'searchTerms')) as string[];
          return { findsSurname: terms.includes('ricerca'), findsFullName: terms.includes('rita ricerca') };
        },
        fault: { touching: `${COLLECTIONS.orders}/${id}`, skip: 1, mode: 'rejected' },
      };
    },
    expected: { findsSurname: true, findsFullName: true },
  },
  {
    trigger: 'onVisitMovedFollowOrder',
    async prepare() {
      const { move, visitOfOrder } = await visitWithOrder();
      return { fire: move, state: visitOfOrder, fault: { touching: `${COLLECTIONS.orders}/`, mode: 'lost' } };
    },
    expected: { followsVisit: true, moved: true },
  },
  {
    trigger: 'onLikeWritten',
    async prepare() {
      const [author, fan] = await Promise.all([createUser(), createUser()]);
      const post = await publishPost(author);
      return {
        fire: async () => {
          await like(fan, post.id, true);
          return `${COLLECTIONS.likes}/${fan.uid}_${post.id}`;
        },
        state: async () => ({ authorPoints: await pointsOf(author), fanPoints: await pointsOf(fan) }),
        fault: { touching: `${COLLECTIONS.appliedEvents}/onLikeWritten_`, mode: 'lost' },
      };
    },
    expected: { authorPoints: 1, fanPoints: 0 },
  },
  {
    trigger: 'onPostDeletedCascade',
    async prepare() {
      const [author, fan] = await Promise.all([createUser(), createUser()]);
      const post = await publishPost(author);
      const comment = await addComment(fan, post.id);
      await like(fan, post.id, true);
      await likeComment(author, comment.id, true);
      return {
        fire: () => remove(COLLECTIONS.posts, post.id),
        state: async () => ({
          comments: await countWhere(COLLECTIONS.comments, 'postId', post.id),
          postLikes: await countWhere(COLLECTIONS.likes, 'postId', post.id),
          commentLikes: await countWhere(COLLECTIONS.likes, 'commentId', comment.id),
          authorPoints: await pointsOf(author),
          fanPoints: await pointsOf(fan),
        }),
        // The post's likes are gone; the comments' page is refused midway.
        fault: { touching: `${COLLECTIONS.comments}/`, mode: 'rejected' },
      };
    },
    expected: { comments: 0, postLikes: 0, commentLikes: 0, authorPoints: 0, fanPoints: 0 },
  },
  counterCase('onCourseWritten', 'totalCourses', 1, 'lost', async () => async () => {
    return `${COLLECTIONS.courses}/${await store('courses', build.course({ isPublished: true }))}`;
  }),
  counterCase(
    'onServiceWritten',
    'totalServices',
    1,
    'rejected',
    async () => async () => `${COLLECTIONS.services}/${await createTestService()}`,
  ),
  counterCase('onPostCreated', 'totalPosts', 1, 'lost', async () => {
    const author = await createUser();
    return async () => `${COLLECTIONS.posts}/${(await publishPost(author)).id}`;
  }),
  counterCase('onPostDeleted', 'totalPosts', -1, 'rejected', async () => {
    const post = await publishPost(await createUser());
    return () => remove(COLLECTIONS.posts, post.id);
  }),
];

let stopRecording: () => void;

beforeAll(async () => {
  await pushService.start();
  stopRecording = lane.bridge.onDelivered((delivery) => deliveries.push(delivery));
});

afterAll(async () => {
  stopRecording();
  await settled();
  await pushService.stop();
});

/** The trigger's delivery of the change to `document` (its first: a trigger's own writes may fire it again). */
function deliveryOf(trigger: string, document: string): Delivery {
  const found = deliveries.find((delivery) => delivery.trigger === trigger && delivery.event.document === document);
  if (!found) throw new Error(`${trigger} non ha ricevuto l'evento di ${document}`);
  return found;
}

/** Prepares a run, lets its set-up settle, fires the change and waits for every delivery; answers the trigger's. */
async function fireAndSettle(testCase: Case, arm?: (run: Run) => void) {
  const run = await testCase.prepare();
  await settled();
  deliveries.length = 0;
  arm?.(run);
  const document = await run.fire();
  await settled();
  return { run, delivery: deliveryOf(testCase.trigger, document) };
}

describe('every Firestore trigger is idempotent', () => {
  it('has a case for every Firestore trigger of functions/src/index.ts', async () => {
    const exported = (await inProcessTriggers(functions).triggers()).map((trigger) => trigger.id);
    expect(CASES.map((testCase) => testCase.trigger).sort()).toEqual(exported.sort());
  });

  describe.each(CASES.map((testCase) => [testCase.trigger, testCase] as const))('%s', (_trigger, testCase) => {
    it('delivered twice: the second delivery of the same event changes nothing', async () => {
      const { run, delivery } = await fireAndSettle(testCase);
      expect(delivery).toMatchObject({ delivered: true, attempts: 1 });
      const once = await run.state();
      expect(once).toEqual(testCase.expected);
      await run.between?.();
      await lane.bridge.redeliver(delivery);
      await settled();
      expect(await run.state()).toEqual(once);
      expect(lane.bridge.failures).toEqual([]);
    });

    it('aborted midway: a commit fails once, the retried delivery ends as one clean delivery', async () => {
      const { run, delivery } = await fireAndSettle(testCase, (prepared) => lane.commitFaults.failNext(prepared.fault));
      expect(lane.commitFaults.armed()).toBe(false);
      expect(delivery).toMatchObject({ delivered: true, attempts: 2 });
      expect(await run.state()).toEqual(testCase.expected);
      expect(lane.bridge.failures).toEqual([]);
    });
  });
});
