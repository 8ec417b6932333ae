/**
 * The API tests' handle on the Stripe stand-in (tools/stripe/standIn.ts): the test file's own in
 * the API lane, whose webhooks reach the file's app. 'Paga ora' as a member, and the session it opened.
 */
import { createServer } from 'node:net';

import type { CheckoutResult } from '@app/schemas/services/payments';

import type { StandInSession, StripeStandIn } from '../stripe/standIn';
import { api, type ApiResponse, createDoctor, settled, type TestUser } from './api';
import { apiLane } from './apiLane/lane';
import { openPlace } from './appointments';
import { createTestService } from './orders';

export function stripeStandIn(): StripeStandIn {
  const lane = apiLane();
  if (!lane) throw new Error('Il sostituto di Stripe dei test è quello della corsia API (tools/testing/apiLane)');
  return lane.stripe;
}

/** POST /api/orders/{id}/checkout as the user, with whatever body a client might send. */
export const checkoutAs = (user: Pick<TestUser, 'cookie'> | undefined, orderId: string, body?: unknown) =>
  api<CheckoutResult & { message?: string }>(`/api/orders/${orderId}/checkout`, { method: 'POST', cookie: user?.cookie, body });

/** The stand-in's session behind a checkout's answer (its page's address ends with the session's id). */
export function sessionOf(response: ApiResponse<CheckoutResult>): StandInSession {
  const id = response.body.url.split('/').pop() ?? '';
  const session = stripeStandIn().session(id);
  if (!session) throw new Error(`checkout ${response.status}: ${JSON.stringify(response.body)}`);
  return session;
}

/** Opens a checkout as the user and answers its session; fails the test if it is refused. */
export async function openCheckout(user: TestUser, orderId: string): Promise<StandInSession> {
  const response = await checkoutAs(user, orderId);
  if (response.status !== 200) throw new Error(`checkout: ${response.status} ${JSON.stringify(response.body)}`);
  return sessionOf(response);
}

/** A port nothing listens on: Stripe unreachable. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Runs `work` with Stripe unreachable (the SDK's address pointed at a closed port), then points it back. */
export async function withStripeUnreachable<T>(work: () => Promise<T>): Promise<T> {
  const reachable = process.env.STRIPE_API_URL;
  process.env.STRIPE_API_URL = `http://127.0.0.1:${await closedPort()}`;
  try {
    return await work();
  } finally {
    process.env.STRIPE_API_URL = reachable;
  }
}

/** Pays an order in full (or its deposit) as the member, through the stand-in, and waits for the webhook's effects. */
export async function payOnline(user: TestUser, orderId: string): Promise<StandInSession> {
  const session = await openCheckout(user, orderId);
  await stripeStandIn().pay(session.id);
  await settled();
  return stripeStandIn().session(session.id)!;
}

/** A doctor open online all week, a consultation (90 €) and a program (450 €) both paid online in full. */
export async function paidOnlinePractice(): Promise<{ doctor: TestUser; consultation: string; program: string }> {
  const [doctor, consultation, program] = await Promise.all([
    createDoctor(),
    createTestService({ price: 9000, category: 'consultation', onlinePayment: 'full' }),
    createTestService({ price: 45000, category: 'program', onlinePayment: 'full' }),
  ]);
  await openPlace(doctor, 'online');
  return { doctor, consultation, program };
}
