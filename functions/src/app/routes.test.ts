import { routes as contracts } from '@app/schemas/app/contracts';
import { answersJson, offlineOf, routeKey } from '@app/schemas/shared/contract';
import { describe, expect, it } from 'vitest';

import { inMatchingOrder } from './routeOrder';
import { routes } from './routes';

describe('the route table', () => {
  it('implements every contract of schemas/src/app/contracts.ts once, and nothing else', () => {
    const declared = Object.values(contracts).flatMap((domain) => Object.values(domain).map(routeKey));
    const implemented = routes.map(routeKey);
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(implemented).size).toBe(implemented.length);
    expect([...implemented].sort()).toEqual([...declared].sort());
  });

  it('keeps each contract as declared: access, schemas and status come from the contract alone', () => {
    const byKey = new Map(
      Object.values(contracts).flatMap((domain) => Object.values(domain).map((contract) => [routeKey(contract), contract])),
    );
    for (const route of routes) {
      const contract = byKey.get(routeKey(route))!;
      const { handler: _handler, ...declared } = route;
      expect(declared, routeKey(route)).toEqual(contract);
    }
  });

  it('lets a device keep only JSON reads of visitors and members, never an admin’s or a doctor’s call (docs/offline.md)', () => {
    for (const route of routes.filter((candidate) => offlineOf(candidate) === 'keep')) {
      expect(route.method, routeKey(route)).toBe('get');
      expect(['visitor', 'member'], routeKey(route)).toContain(route.access);
      expect(answersJson(route.response), routeKey(route)).toBe(true);
    }
    const kept = new Set(routes.filter((route) => offlineOf(route) === 'keep').map(routeKey));
    for (const read of ['GET /api/auth/user', 'GET /api/diary', 'GET /api/messages', 'GET /api/appointments']) expect(kept).toContain(read);
    for (const never of ['GET /api/admin/appointments', 'GET /api/analytics', 'GET /api/account/export']) expect(kept).not.toContain(never);
  });

  it('names in every contract what the app caches it by (a read what it provides, a write what it changes) and its round trips', () => {
    for (const route of routes) {
      expect(route.roundTrips, `${routeKey(route)} roundTrips`).toBeTypeOf('number');
      if (route.method === 'get') {
        expect(route.provides?.length, `${routeKey(route)} provides`).toBeGreaterThan(0);
        expect(route.invalidates, routeKey(route)).toBeUndefined();
      } else {
        expect(route.invalidates, `${routeKey(route)} invalidates`).toBeDefined();
        expect(route.provides, routeKey(route)).toBeUndefined();
      }
    }
  });

  it('has every write that books, moves or ends a visit change both the orders and the appointments (the home and the slots)', () => {
    const changesVisits = [
      contracts.orders.createOrder,
      contracts.orders.updateOrderStatus,
      contracts.appointments.bookAppointment,
      contracts.appointments.cancelAppointment,
      contracts.appointments.createAdminAppointment,
      contracts.appointments.confirmAppointment,
      contracts.appointments.declineAppointment,
      contracts.appointments.cancelAdminAppointment,
      contracts.appointments.setAppointmentOutcome,
    ];
    for (const write of changesVisits)
      expect(write.invalidates, routeKey(write)).toEqual(expect.arrayContaining(['orders', 'appointments']));
    // The home's next appointment and the free slots are read again after a booking from the services page.
    for (const read of [contracts.appointments.listMyAppointments, contracts.appointments.listSlots, contracts.orders.listUserOrders])
      expect(contracts.orders.createOrder.invalidates).toEqual(expect.arrayContaining([...read.provides]));
  });

  it('matches a request by its path alone: no route shadows another, whatever order the domains list them in', () => {
    // Express's syntax as the contracts use it: ':name' a segment (or its part before a literal suffix).
    const patternOf = (path: string) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:\w+/g, '[^/]+?')}$`);
    const ordered = inMatchingOrder(routes);
    for (const route of routes) {
      const request = route.path.replace(/:\w+/g, 'x1');
      const first = ordered.find((candidate) => candidate.method === route.method && patternOf(candidate.path).test(request));
      expect(first && routeKey(first), `${routeKey(route)} as ${request}`).toBe(routeKey(route));
    }
    // Listed in the other order, the more specific path still comes first.
    const [member, any] = [contracts.appointments.declineMemberRequests, contracts.appointments.declineAppointment];
    expect(inMatchingOrder([any, member]).map(routeKey)).toEqual([routeKey(member), routeKey(any)]);
  });
});
