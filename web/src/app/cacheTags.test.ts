import { appointmentsContract } from '@app/schemas/appointments/contract';
import { servicesContract } from '@app/schemas/services/contract';
import { ordersContract } from '@app/schemas/services/ordersContract';
import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, contractQuery, createQueryClient, invalidatedBy } from '../shared/api/client';

afterEach(() => vi.unstubAllGlobals());

/**
 * The app's query client with two lists on screen, the member's appointments and the price list
 * (each read counted), and a write whose call answers `status`.
 */
function screenWithTwoLists() {
  const reads = { appointments: 0, services: 0 };
  vi.stubGlobal('fetch', async (url: string) => {
    if (url.startsWith('/api/appointments')) reads.appointments += 1;
    if (url.startsWith('/api/services')) reads.services += 1;
    return Response.json(url.startsWith('/api/appointments') ? { upcoming: [], past: [] } : []);
  });
  const queryClient = createQueryClient();
  const observers = [
    new QueryObserver(queryClient, contractQuery(appointmentsContract.listMyAppointments)),
    new QueryObserver(queryClient, contractQuery(servicesContract.listServices)),
  ];
  const stop = observers.map((observer) => observer.subscribe(() => undefined));
  const book = (status: number) =>
    new MutationObserver(queryClient, {
      meta: invalidatedBy(ordersContract.createOrder),
      mutationFn: async () => {
        if (status !== 200) throw new ApiError(status, 'Rifiutato');
        return { id: 'ordine' };
      },
    })
      .mutate()
      .catch(() => undefined);
  const settled = () => vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { reads, book, settled, close: () => stop.forEach((unsubscribe) => unsubscribe()) };
}

describe('the cache tags of the contracts', () => {
  it("reads again what a booking's contract says it changes (the appointments), and nothing else", async () => {
    const screen = screenWithTwoLists();
    await screen.settled();
    expect(screen.reads).toEqual({ appointments: 1, services: 1 });
    await screen.book(200);
    await screen.settled();
    expect(screen.reads).toEqual({ appointments: 2, services: 1 });
    screen.close();
  });

  it('after a refusal reads nothing again, but after a 409 (changed meanwhile) shows what is there now', async () => {
    const screen = screenWithTwoLists();
    await screen.settled();
    await screen.book(400);
    await screen.settled();
    expect(screen.reads.appointments).toBe(1);
    await screen.book(409);
    await screen.settled();
    expect(screen.reads.appointments).toBe(2);
    screen.close();
  });
});
