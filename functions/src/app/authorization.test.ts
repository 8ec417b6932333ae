import { DIARY_CONSENT } from '@app/schemas/diary/diary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminAuth, api, createUser, type TestUser } from '../../../tools/testing/api';
import type { Access } from '../shared/route';
import { routeKey } from '../shared/route';
import { routes } from './routes';

/**
 * Who may call each route. Written by hand on purpose: a route added to the table without a line
 * here fails the first test, so every new call gets its access decided and checked.
 */
const EXPECTED_ACCESS: Record<string, Access> = {
  'POST /api/simple-login': 'visitor',
  'GET /api/auth/user': 'member',
  'GET /api/logout': 'visitor',
  'GET /api/services': 'visitor',
  'GET /api/events': 'visitor',
  'POST /api/contact': 'visitor',
  'GET /api/contact-requests': 'admin',
  'POST /api/contact-requests/{id}/patient': 'admin',
  'POST /api/contact-requests/{id}/handled': 'admin',
  'POST /api/orders': 'member',
  'GET /api/orders': 'admin',
  'PUT /api/orders/{id}/status': 'admin',
  'POST /api/admin/orders': 'admin',
  'GET /api/user/orders': 'member',
  'GET /api/orders/{orderId}/invoice.pdf': 'member',
  'POST /api/orders/{id}/checkout': 'member',
  'POST /api/admin/orders/{id}/refund': 'admin',
  'POST /api/admin/orders/{id}/rescheduled': 'admin',
  'GET /api/admin/payments.csv': 'admin',
  'GET /api/orders/{orderId}/refunds/{attempt}/credit-note.pdf': 'member',
  'POST /api/payments/webhook': 'visitor',
  'GET /api/admin/invoices/sistema-ts.csv': 'doctor',
  'PUT /api/admin/orders/{id}/payment': 'admin',
  'GET /api/admin/orders/{id}/sistema-ts.xml': 'doctor',
  'GET /api/admin/orders/{id}/fatturapa.xml': 'admin',
  'GET /api/admin/orders/{id}/credit-note/fatturapa.xml': 'admin',
  'GET /api/admin/orders/{orderId}/refunds/{attempt}/credit-note/fatturapa.xml': 'admin',
  'POST /api/admin/orders/{id}/credit-note': 'admin',
  'GET /api/orders/{orderId}/credit-note.pdf': 'member',
  'GET /api/admin/sistema-ts/{year}': 'doctor',
  'POST /api/admin/sistema-ts/{year}/send': 'doctor',
  'GET /api/posts': 'visitor',
  'POST /api/posts': 'member',
  'GET /api/posts/{postId}/comments': 'visitor',
  'POST /api/posts/{postId}/comments': 'member',
  'POST /api/posts/{postId}/like': 'member',
  'PUT /api/posts/{postId}': 'member',
  'DELETE /api/posts/{postId}': 'member',
  'DELETE /api/comments/{commentId}': 'member',
  'POST /api/comments/{commentId}/like': 'member',
  'GET /api/stats': 'member',
  'GET /api/courses': 'member',
  'GET /api/user/courses': 'member',
  'POST /api/courses/{courseId}/enroll': 'member',
  'POST /api/courses/{courseId}/lessons/{lessonId}/complete': 'member',
  'POST /api/events/{eventId}/attend': 'member',
  'DELETE /api/events/{eventId}/attend': 'member',
  'GET /api/events/{eventId}/ics': 'member',
  'GET /api/locations': 'visitor',
  'GET /api/appointments/slots': 'member',
  'GET /api/appointments': 'member',
  'POST /api/appointments': 'member',
  'POST /api/appointments/{id}/cancel': 'member',
  'POST /api/appointments/{id}/reschedule': 'member',
  'GET /api/appointments/{id}.ics': 'member',
  'GET /api/admin/availability': 'doctor',
  'PUT /api/admin/availability/{locationId}': 'doctor',
  'POST /api/admin/availability/exceptions': 'doctor',
  'PUT /api/admin/availability/exceptions/{id}': 'doctor',
  'DELETE /api/admin/availability/exceptions/{id}': 'doctor',
  'GET /api/admin/appointments': 'doctor',
  'POST /api/admin/appointments': 'doctor',
  'POST /api/admin/appointments/{id}/confirm': 'doctor',
  'POST /api/admin/appointments/{id}/reopen': 'doctor',
  'POST /api/admin/appointments/{id}/decline': 'doctor',
  'POST /api/admin/appointments/members/{uid}/decline': 'doctor',
  'POST /api/admin/appointments/{id}/move': 'doctor',
  'POST /api/admin/appointments/{id}/cancel': 'doctor',
  'POST /api/admin/appointments/{id}/outcome': 'doctor',
  'GET /api/openapi.json': 'visitor',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/posts': 'admin',
  'DELETE /api/admin/posts/{id}': 'admin',
  'GET /api/admin/courses': 'admin',
  'POST /api/admin/courses': 'admin',
  'GET /api/admin/events': 'admin',
  'POST /api/admin/events': 'admin',
  'GET /api/admin/services': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/health': 'doctor',
  'GET /api/admin/users': 'admin',
  'PUT /api/admin/users/{uid}/role': 'admin',
  'PUT /api/admin/users/{uid}/status': 'admin',
  'POST /api/services': 'admin',
  'PUT /api/services/{id}': 'admin',
  'PUT /api/admin/courses/{id}': 'admin',
  'DELETE /api/admin/courses/{id}': 'admin',
  'GET /api/admin/courses/{courseId}/lessons': 'admin',
  'POST /api/admin/courses/{courseId}/lessons': 'admin',
  'PUT /api/admin/courses/{courseId}/lessons/order': 'admin',
  'PUT /api/admin/courses/{courseId}/lessons/{lessonId}': 'admin',
  'DELETE /api/admin/courses/{courseId}/lessons/{lessonId}': 'admin',
  'PUT /api/admin/events/{id}': 'admin',
  'DELETE /api/admin/events/{id}': 'admin',
  'DELETE /api/services/{id}': 'admin',
  'GET /api/analytics': 'admin',
  'GET /api/analytics/realtime': 'admin',
  'GET /api/analytics/practice': 'admin',
  'POST /api/auth/signup': 'visitor',
  'POST /api/auth/verification': 'member',
  'POST /api/auth/password-reset': 'visitor',
  'POST /api/auth/action': 'visitor',
  'PUT /api/account/profile': 'member',
  'PUT /api/account/password': 'member',
  'GET /api/account/email-preferences': 'member',
  'PUT /api/account/email-preferences': 'member',
  'GET /api/mail/unsubscribe': 'visitor',
  'GET /api/admin/mail/failed': 'admin',
  'GET /api/account/export': 'member',
  'GET /api/account/export.html': 'member',
  'DELETE /api/account': 'member',
  'POST /api/admin/invitations': 'admin',
  'GET /api/diary/consent': 'member',
  'POST /api/diary/consent': 'member',
  'DELETE /api/diary/consent': 'member',
  'DELETE /api/diary': 'member',
  'GET /api/diary/summary.pdf': 'member',
  'GET /api/diary/export': 'member',
  'GET /api/diary/trends': 'member',
  'GET /api/diary': 'member',
  'POST /api/diary': 'member',
  'PUT /api/diary/{entryId}': 'member',
  'DELETE /api/diary/{entryId}': 'member',
  'POST /api/questionnaires/ibs-sss': 'member',
  'GET /api/questionnaires': 'member',
  'GET /api/admin/patients': 'doctor',
  'GET /api/admin/patients/{uid}': 'doctor',
  'GET /api/admin/patients/{uid}/diary': 'doctor',
  'POST /api/admin/patients/{uid}/comments': 'doctor',
  'GET /api/admin/patients/{uid}/summary.pdf': 'doctor',
  'GET /api/intake': 'member',
  'PUT /api/intake': 'member',
  'GET /api/measurements': 'member',
  'GET /api/meal-plan': 'member',
  'GET /api/meal-plan.pdf': 'member',
  'GET /api/meal-plan/shopping-list': 'member',
  'GET /api/meal-plans': 'member',
  'GET /api/admin/patients/{uid}/record': 'doctor',
  'PUT /api/admin/patients/{uid}/record': 'doctor',
  'GET /api/admin/patients/{uid}/measurements': 'doctor',
  'POST /api/admin/patients/{uid}/measurements': 'doctor',
  'GET /api/admin/patients/{uid}/meal-plans': 'doctor',
  'POST /api/admin/patients/{uid}/meal-plans': 'doctor',
  'PUT /api/admin/patients/{uid}/meal-plans/{planId}': 'doctor',
  'POST /api/admin/patients/{uid}/meal-plans/{planId}/publish': 'doctor',
  'POST /api/admin/patients/{uid}/meal-plans/{planId}/unpublish': 'doctor',
  'GET /api/admin/patients/{uid}/meal-plans/{planId}/plan.pdf': 'doctor',
  'GET /api/admin/meal-plan-templates': 'doctor',
  'POST /api/admin/meal-plan-templates': 'doctor',
  'GET /api/admin/patients/{uid}/fodmap': 'doctor',
  'POST /api/admin/patients/{uid}/fodmap': 'doctor',
  'PUT /api/admin/patients/{uid}/fodmap/start': 'doctor',
  'DELETE /api/admin/patients/{uid}/fodmap': 'doctor',
  'GET /api/fodmap': 'member',
  'POST /api/fodmap/challenges/{group}/start': 'member',
  'POST /api/fodmap/challenges/{group}/days': 'member',
  'PUT /api/fodmap/challenges/{group}/days': 'member',
  'PUT /api/admin/patients/{uid}/messaging': 'doctor',
  'GET /api/messages': 'member',
  'POST /api/messages': 'member',
  'POST /api/messages/read': 'member',
  'GET /api/messages/status': 'member',
  'GET /api/messages/unread': 'member',
  'GET /api/admin/conversations': 'doctor',
  'GET /api/admin/conversations/{uid}/messages': 'doctor',
  'POST /api/admin/conversations/{uid}/messages': 'doctor',
  'POST /api/admin/conversations/{uid}/read': 'doctor',
  'GET /api/notifications': 'member',
  'POST /api/notifications/read': 'member',
  'GET /api/push/public-key': 'member',
  'GET /api/push/subscriptions': 'member',
  'POST /api/push/subscriptions': 'member',
  'DELETE /api/push/subscriptions': 'member',
};

let member: TestUser;
/** The three staff callers: only the admin claim, only the doctor claim, both (as the demo admin). */
let adminOnly: TestUser;
let doctorOnly: TestUser;
let adminDoctor: TestUser;

beforeAll(async () => {
  [member, adminOnly, doctorOnly, adminDoctor] = await Promise.all([
    createUser(),
    createUser({ admin: true }),
    createUser({ doctor: true }),
    createUser({ admin: true, doctor: true }),
  ]);
  // The care diary's calls answer 403 without the diary consent (a refusal of its own, not the
  // role's): every caller has given it, and its withdrawal is called after everything else (below).
  for (const user of [member, adminOnly, doctorOnly, adminDoctor])
    await api('/api/diary/consent', { method: 'POST', cookie: user.cookie, body: { version: DIARY_CONSENT.version } });
  // Likewise the messages answer 403 to a member who may not write (docs/messages.md): the doctor
  // opens messaging for every caller.
  for (const user of [member, adminOnly, doctorOnly, adminDoctor])
    await api(`/api/admin/patients/${user.uid}/messaging`, { method: 'PUT', cookie: adminDoctor.cookie, body: { enabled: true } });
});

afterAll(() => Promise.all([member, adminOnly, doctorOnly, adminDoctor].map((user) => adminAuth.deleteUser(user.uid))));

/** Calls a route with placeholder ids and an empty body: access is decided before either is read. */
function call(route: (typeof routes)[number], cookie?: string) {
  const path = `/api${route.path.replace(/:\w+/g, 'id-di-prova')}`;
  const body = route.method === 'get' || route.method === 'delete' ? undefined : {};
  return api(path, { method: route.method.toUpperCase(), cookie, body });
}

// Calls that end what the others need go last, whatever their place in the table: withdrawing the
// diary consent (the diary's and the questionnaires' calls refuse without it), then logout, which
// revokes the caller's sessions.
const LAST = ['DELETE /api/diary/consent', 'GET /api/logout'];
const ordered = [...routes].sort((a, b) => LAST.indexOf(routeKey(a)) - LAST.indexOf(routeKey(b)));

/** Whether a caller with these roles passes the access check of a level. */
const passes = (access: Access, roles: { signedIn: boolean; admin: boolean; doctor: boolean }) =>
  access === 'visitor' ||
  (roles.signedIn && (access === 'member' || (access === 'admin' && roles.admin) || (access === 'doctor' && roles.doctor)));

describe('authorization of every route in the table', () => {
  it('has an expected access for every route, and every expectation names a route', () => {
    expect(routes.map(routeKey).sort()).toEqual(Object.keys(EXPECTED_ACCESS).sort());
    for (const route of routes) expect(route.access, routeKey(route)).toBe(EXPECTED_ACCESS[routeKey(route)]);
  });

  for (const route of ordered) {
    const key = routeKey(route);
    it(`${key}: ${route.access}`, async () => {
      const callers = [
        { name: 'visitor', cookie: undefined, roles: { signedIn: false, admin: false, doctor: false } },
        { name: 'member', cookie: member.cookie, roles: { signedIn: true, admin: false, doctor: false } },
        { name: 'admin only', cookie: adminOnly.cookie, roles: { signedIn: true, admin: true, doctor: false } },
        { name: 'doctor only', cookie: doctorOnly.cookie, roles: { signedIn: true, admin: false, doctor: true } },
        { name: 'admin and doctor', cookie: adminDoctor.cookie, roles: { signedIn: true, admin: true, doctor: true } },
      ];
      for (const caller of callers) {
        const response = await call(route, caller.cookie);
        if (passes(route.access, caller.roles)) expect([401, 403], caller.name).not.toContain(response.status);
        else expect(response.status, caller.name).toBe(caller.roles.signedIn ? 403 : 401);
        expect(response.status, `${caller.name}: never a server error`).toBeLessThan(500);
      }
    });
  }
});
