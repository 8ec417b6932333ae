/**
 * A local stand-in of Stripe (docs/payments.md), started by the local stack and by each worker of
 * the API tests: a test double for a service this machine cannot reach. The functions talk to it
 * with the official SDK, which sends its requests here instead of api.stripe.com (STRIPE_API_URL:
 * host, port, protocol). It implements what the app calls (Checkout Sessions: create, with
 * idempotency keys; retrieve; expire; refunds: create, then their events; the events not delivered,
 * for the nightly reconciliation), serves the hosted payment page in Italian ('Paga', 'Carta
 * rifiutata', 'Annulla'), and sends the webhooks signed as Stripe signs them
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, t + '.' + body)`), again after a failed delivery.
 * It is never part of the functions' bundle nor of a deploy.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

import { closeLoopback, listenOnLoopback, readBody } from '../loopbackServer';

/** The secrets of the local stack and of the API tests (functions/.secret.local): test values, never a real key. */
export const STRIPE_STAND_IN_SECRETS = {
  secretKey: 'sk_test_sostituto_locale_stripe',
  webhookSecret: 'whsec_sostituto_locale_stripe',
} as const;

/** The events the stand-in sends (those the app follows): Checkout's, and the refunds'. */
export type StandInEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'refund.updated'
  | 'refund.failed'
  | 'charge.refunded';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  locale: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_method_types: string[];
  invoice_creation: { enabled: boolean } | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** What the stand-in keeps of the request (the tests read the line's name). */
  line_items_sent: { name: string; amount: number; quantity: number }[];
}

/** A refund as Stripe's API answers it (the fields the app reads, and a few more). */
export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: 'eur';
  payment_intent: string;
  charge: string;
  metadata: Record<string, string>;
  reason: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  failure_reason?: string;
  created: number;
}

/** The charge of a paid session, as `charge.refunded` carries it: its refunds listed. */
export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  metadata: Record<string, string>;
  refunds: { object: 'list'; data: StandInRefund[]; has_more: false };
}

/**
 * How the stand-in settles the refunds it receives: at once after its answer, succeeded or failed
 * (as a card's refund can fail, say the card was closed), or only when a test calls `settleRefund`.
 */
export type RefundOutcome = 'succeeded' | 'failed' | 'manual';

export interface StandInEvent {
  id: string;
  object: 'event';
  type: StandInEventType;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: StandInSession | StandInRefund | StandInCharge };
}

export interface Delivery {
  eventId: string;
  type: StandInEventType;
  /** The status of each attempt (0: no answer). */
  statuses: number[];
  delivered: boolean;
}

interface Options {
  secretKey: string;
  webhookSecret: string;
  /** Where the events go: the app's webhook (its contract's path on the site's address). */
  webhookUrl: string;
  /** Attempts per delivery, and the pause before the first retry (it doubles each time). */
  attempts?: number;
  firstRetryMs?: number;
}

/** The query of GET /v1/events that the stand-in reads. */
interface EventsQuery {
  delivery_success?: string;
  created?: { gte?: string };
  types?: string[];
  type?: string;
}

const DAY_SECONDS = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Decodes Stripe's form encoding (`line_items[0][price_data][currency]=eur`) into objects and arrays. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[index + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** The signature header Stripe sends with a webhook (and the SDK's generateTestHeaderString makes). */
export function stripeSignature(payload: string, secret: string, timestamp = nowSeconds()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);
const euro = (cents: number) => new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export class StripeStandIn {
  private server: Server | undefined;
  private readonly sessions = new Map<string, StandInSession>();
  /** Idempotency key → the request's body and the id of the session or refund it created. */
  private readonly idempotent = new Map<string, { body: string; id: string }>();
  private readonly refunds = new Map<string, StandInRefund>();
  /** How the next refunds settle (tests switch it; `reset` puts back 'succeeded'). */
  refundOutcome: RefundOutcome = 'succeeded';
  private readonly events = new Map<string, StandInEvent>();
  private readonly running = new Set<Promise<unknown>>();
  readonly deliveries: Delivery[] = [];
  private readonly attempts: number;
  private readonly firstRetryMs: number;

  constructor(private readonly options: Options) {
    this.attempts = options.attempts ?? 8;
    this.firstRetryMs = options.firstRetryMs ?? 250;
  }

  /** The port it listens on (the OS's choice when started on port 0). */
  get port(): number {
    const address = this.server?.address();
    return typeof address === 'object' && address ? address.port : 0;
  }

  /** The address the SDK is pointed at (STRIPE_API_URL). */
  get apiUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  session(id: string): StandInSession | undefined {
    return this.sessions.get(id);
  }

  /** Every session, the newest last. */
  allSessions(): StandInSession[] {
    return [...this.sessions.values()];
  }

  /** Back to nothing received (the API lane, between two test files). */
  reset() {
    this.sessions.clear();
    this.idempotent.clear();
    this.refunds.clear();
    this.refundOutcome = 'succeeded';
    this.events.clear();
    this.deliveries.splice(0);
  }

  /** Resolves when no delivery is running. */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  // The hosted page's and the tests' actions. Each makes its events and, unless `deliver` is false,
  // answers once they have been delivered (or every attempt failed).

  /** 'Paga': the card is charged; with `async`, a payment method that confirms later (a bank debit). */
  async pay(sessionId: string, { async = false, deliver = true } = {}): Promise<StandInEvent> {
    const session = this.openSession(sessionId);
    session.status = 'complete';
    session.url = null;
    session.payment_intent = randomId('pi');
    session.payment_status = async ? 'unpaid' : 'paid';
    return this.emit('checkout.session.completed', session, deliver);
  }

  /** The end of an asynchronous payment: its money arrived, or it failed. */
  async settleAsync(sessionId: string, outcome: 'succeeded' | 'failed', { deliver = true } = {}): Promise<StandInEvent> {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'complete' || session.payment_status !== 'unpaid')
      throw new Error(`${sessionId}: nessun pagamento in attesa`);
    if (outcome === 'succeeded') session.payment_status = 'paid';
    return this.emit(`checkout.session.async_payment_${outcome}`, session, deliver);
  }

  /** The session expires (its time is up, or the app expired it). */
  async expire(sessionId: string, { deliver = true } = {}): Promise<StandInEvent> {
    const session = this.openSession(sessionId);
    session.status = 'expired';
    session.url = null;
    return this.emit('checkout.session.expired', session, deliver);
  }

  /** Every refund received, the newest last. */
  allRefunds(): StandInRefund[] {
    return [...this.refunds.values()];
  }

  /**
   * A refund's end: succeeded (`refund.updated`, then `charge.refunded` with the charge's refunds) or
   * failed (`refund.updated`, then `refund.failed`). Answers the events, delivered unless `deliver` is false.
   */
  async settleRefund(refundId: string, outcome: 'succeeded' | 'failed', { deliver = true } = {}): Promise<StandInEvent[]> {
    const refund = this.refunds.get(refundId);
    if (!refund || refund.status !== 'pending') throw new Error(`${refundId}: nessun rimborso in attesa`);
    refund.status = outcome;
    if (outcome === 'failed') refund.failure_reason = 'expired_or_canceled_card';
    const updated = await this.emit('refund.updated', refund, deliver);
    const last =
      outcome === 'failed'
        ? await this.emit('refund.failed', refund, deliver)
        : await this.emit('charge.refunded', this.chargeOf(refund.payment_intent), deliver);
    return [updated, last];
  }

  /** The charge of a payment intent, with its refunds. */
  private chargeOf(paymentIntent: string): StandInCharge {
    const session = this.allSessions().find((candidate) => candidate.payment_intent === paymentIntent)!;
    const refunds = [...this.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent);
    const refunded = refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0);
    return {
      id: `ch_${paymentIntent.slice(3)}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: refunded,
      refunded: refunded >= session.amount_total,
      payment_intent: paymentIntent,
      metadata: session.metadata,
      refunds: { object: 'list', data: refunds, has_more: false },
    };
  }

  /**
   * POST /v1/refunds: a refund of a paid session's payment intent, within what is left of it (as
   * Stripe: failed refunds give their amount back), with idempotency keys as for sessions.
   */
  private createRefund(body: string, idempotencyKey: string | undefined): StandInRefund {
    const earlier = this.replayed(body, idempotencyKey);
    if (earlier) return this.refunds.get(earlier)!;
    const params = decodeStripeForm(body) as {
      payment_intent?: string;
      amount?: string;
      reason?: string;
      metadata?: Record<string, string>;
    };
    const session = this.allSessions().find((candidate) => params.payment_intent && candidate.payment_intent === params.payment_intent);
    if (!session || session.payment_status !== 'paid')
      throw new StripeError(404, 'invalid_request_error', `No such payment_intent: '${params.payment_intent}'`, 'resource_missing');
    const taken = [...this.refunds.values()]
      .filter((refund) => refund.payment_intent === session.payment_intent && refund.status !== 'failed')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = params.amount === undefined ? session.amount_total - taken : Number(params.amount);
    if (taken >= session.amount_total)
      throw new StripeError(400, 'invalid_request_error', `Charge has already been refunded.`, 'charge_already_refunded');
    if (!Number.isInteger(amount) || amount < 1 || amount > session.amount_total - taken)
      throw new StripeError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
        'amount_too_large',
      );
    const refund: StandInRefund = {
      id: randomId('re'),
      object: 'refund',
      amount,
      currency: 'eur',
      payment_intent: session.payment_intent!,
      charge: `ch_${session.payment_intent!.slice(3)}`,
      metadata: params.metadata ?? {},
      reason: params.reason ?? null,
      status: 'pending',
      created: nowSeconds(),
    };
    this.refunds.set(refund.id, refund);
    if (idempotencyKey) this.idempotent.set(idempotencyKey, { body, id: refund.id });
    const answer = structuredClone(refund);
    const outcome = this.refundOutcome;
    // Settled after the answer, as Stripe's, unless a test settles it.
    if (outcome !== 'manual') {
      const settling = this.settleRefund(refund.id, outcome, { deliver: false }).then((events) =>
        events.reduce((chain, event) => chain.then(() => this.deliver(event.id)), Promise.resolve<unknown>(undefined)),
      );
      this.running.add(settling);
      void settling.catch(() => undefined).finally(() => this.running.delete(settling));
    }
    return answer;
  }

  /** Sends an event made earlier (again, or for the first time after `deliver: false`), with a fresh signature. */
  async deliver(eventId: string): Promise<Delivery> {
    const event = this.events.get(eventId);
    if (!event) throw new Error(`${eventId}: evento sconosciuto`);
    const delivery = this.send(event);
    this.running.add(delivery);
    try {
      return await delivery;
    } finally {
      this.running.delete(delivery);
    }
  }

  private openSession(sessionId: string): StandInSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${sessionId}'`, 'resource_missing');
    if (session.status !== 'open')
      throw new StripeError(400, 'invalid_request_error', `This Checkout Session is ${session.status}.`, 'checkout_session_not_open');
    return session;
  }

  private async emit(type: StandInEventType, object: StandInEvent['data']['object'], deliver: boolean): Promise<StandInEvent> {
    const event: StandInEvent = {
      id: randomId('evt'),
      object: 'event',
      type,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    };
    this.events.set(event.id, event);
    if (deliver) await this.deliver(event.id);
    return event;
  }

  /** Delivers an event as Stripe does: signed, retried with a growing pause until a 2xx or the last attempt. */
  private async send(event: StandInEvent): Promise<Delivery> {
    const delivery: Delivery = { eventId: event.id, type: event.type, statuses: [], delivered: false };
    this.deliveries.push(delivery);
    const payload = JSON.stringify(event, null, 2);
    for (let attempt = 0; attempt < this.attempts; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, this.firstRetryMs * 2 ** (attempt - 1)));
      const status = await fetch(this.options.webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': stripeSignature(payload, this.options.webhookSecret),
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      }).then(
        async (response) => {
          await response.arrayBuffer();
          return response.status;
        },
        () => 0,
      );
      delivery.statuses.push(status);
      if (status >= 200 && status < 300) {
        delivery.delivered = true;
        break;
      }
    }
    return delivery;
  }

  /**
   * As Stripe: a request whose idempotency key was used answers the object it created (its id
   * here), and with other parameters it is a 400 `idempotency_error`; undefined for a new key.
   */
  private replayed(body: string, idempotencyKey: string | undefined): string | undefined {
    const earlier = idempotencyKey ? this.idempotent.get(idempotencyKey) : undefined;
    if (earlier && earlier.body !== body)
      throw new StripeError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    return earlier?.id;
  }

  private createSession(body: string, idempotencyKey: string | undefined): StandInSession {
    const earlier = this.replayed(body, idempotencyKey);
    if (earlier) return this.sessions.get(earlier)!;
    const params = decodeStripeForm(body) as {
      mode?: string;
      locale?: string;
      customer_email?: string;
      client_reference_id?: string;
      metadata?: Record<string, string>;
      success_url?: string;
      cancel_url?: string;
      expires_at?: string;
      allowed_payment_method_types?: string[];
      invoice_creation?: { enabled?: string };
      line_items?: { quantity?: string; price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } } }[];
    };
    const missing = (name: string) =>
      new StripeError(400, 'invalid_request_error', `Missing required param: ${name}.`, 'parameter_missing');
    if (params.mode !== 'payment') throw missing('mode');
    if (!params.success_url) throw missing('success_url');
    const items = (params.line_items ?? []).map((item) => ({
      name: item.price_data?.product_data?.name ?? '',
      amount: Number(item.price_data?.unit_amount),
      quantity: Number(item.quantity ?? 1),
      currency: item.price_data?.currency,
    }));
    if (!items.length) throw missing('line_items');
    if (items.some((item) => !item.name || !Number.isInteger(item.amount) || item.amount < 50 || item.currency !== 'eur'))
      throw new StripeError(400, 'invalid_request_error', 'Invalid line_items: name, unit_amount (>= 50) and currency eur are required.');
    const id = randomId('cs');
    const total = items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
    const created = nowSeconds();
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      amount_subtotal: total,
      currency: 'eur',
      locale: params.locale ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent: null,
      payment_method_types: params.allowed_payment_method_types ?? ['card'],
      invoice_creation: params.invoice_creation ? { enabled: params.invoice_creation.enabled === 'true' } : null,
      success_url: params.success_url,
      cancel_url: params.cancel_url ?? params.success_url,
      url: `${this.apiUrl}/c/pay/${id}`,
      created,
      expires_at: params.expires_at ? Number(params.expires_at) : created + DAY_SECONDS,
      livemode: false,
      line_items_sent: items.map(({ name, amount, quantity }) => ({ name, amount, quantity })),
    };
    this.sessions.set(id, session);
    if (idempotencyKey) this.idempotent.set(idempotencyKey, { body, id });
    return session;
  }

  /** The API's calls: /v1/checkout/sessions, its retrieve and its expire. */
  private async api(request: IncomingMessage, body: string): Promise<unknown> {
    if (request.headers.authorization !== `Bearer ${this.options.secretKey}`)
      throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    const path = (request.url ?? '').split('?')[0]!;
    if (path === '/v1/refunds' && request.method === 'POST') {
      return this.createRefund(body, request.headers['idempotency-key'] as string | undefined);
    }
    if (path === '/v1/checkout/sessions' && request.method === 'POST') {
      return this.createSession(body, request.headers['idempotency-key'] as string | undefined);
    }
    if (path === '/v1/events' && request.method === 'GET')
      return this.listEvents(decodeStripeForm((request.url ?? '').split('?')[1] ?? ''));
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (match && request.method === 'GET' && !match[2]) {
      const session = this.sessions.get(decodeURIComponent(match[1]!));
      if (!session) throw new StripeError(404, 'invalid_request_error', `No such checkout.session: '${match[1]}'`, 'resource_missing');
      return session;
    }
    if (match && request.method === 'POST' && match[2]) {
      const id = decodeURIComponent(match[1]!);
      const event = await this.expire(id, { deliver: false });
      this.deliverLater(event.id);
      return this.sessions.get(id);
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${path}).`);
  }

  /**
   * GET /v1/events, as Stripe lists them, the newest first, on one page: those of the types asked
   * for, made since `created[gte]`, and with `delivery_success=false` only those no delivery of
   * which succeeded (never sent, or every attempt failed).
   */
  private listEvents(params: EventsQuery) {
    const since = Number(params.created?.gte ?? 0);
    const types = params.types ?? (params.type ? [params.type] : undefined);
    const delivered = new Set(this.deliveries.filter((delivery) => delivery.delivered).map((delivery) => delivery.eventId));
    const data = [...this.events.values()]
      .filter((event) => event.created >= since && (!types || types.includes(event.type)))
      .filter((event) => params.delivery_success !== 'false' || !delivered.has(event.id))
      .reverse();
    return { object: 'list', url: '/v1/events', has_more: false, data };
  }

  /** A delivery that the answer does not wait for, as Stripe's (tests wait with `idle()`). */
  private deliverLater(eventId: string) {
    void this.deliver(eventId).catch(() => undefined);
  }

  /** The hosted Checkout page, in Italian. */
  private page(session: StandInSession, notice = ''): string {
    const items = session.line_items_sent
      .map((item) => `<li>${escapeHtml(item.name)}: <strong>${euro(item.amount)}</strong></li>`)
      .join('');
    const closed = session.status !== 'open';
    const actions = closed
      ? `<p>${session.status === 'expired' ? 'Questa sessione di pagamento è scaduta.' : 'Questo pagamento è già stato effettuato.'}</p>`
      : `<form method="post" action="/c/pay/${session.id}/paga"><button type="submit">Paga ${euro(session.amount_total)}</button></form>
<form method="post" action="/c/pay/${session.id}/rifiuta"><button type="submit">Carta rifiutata</button></form>
<form method="post" action="/c/pay/${session.id}/annulla"><button type="submit">Annulla</button></form>`;
    return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pagamento (Stripe, sostituto locale)</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
<h1>Pagamento</h1>
<p><small>Sostituto locale della pagina di pagamento di Stripe: nessuna carta vera viene addebitata.</small></p>
<ul>${items}</ul>
<p>Totale: <strong>${euro(session.amount_total)}</strong>${session.customer_email ? ` · ${escapeHtml(session.customer_email)}` : ''}</p>
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ''}
${actions}
</body></html>`;
  }

  /** The hosted page and its three buttons. */
  private async checkoutPage(request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    const match = /^\/c\/pay\/([^/]+)(?:\/(paga|rifiuta|annulla))?$/.exec((request.url ?? '').split('?')[0]!);
    const session = match && this.sessions.get(decodeURIComponent(match[1]!));
    if (!match || !session) return false;
    const html = (status: number, text: string) => {
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(text);
    };
    const redirect = (location: string) => {
      response.writeHead(303, { Location: location });
      response.end();
    };
    const action = request.method === 'POST' ? match[2] : undefined;
    if (!action) html(200, this.page(session));
    else if (session.status !== 'open') html(409, this.page(session));
    else if (action === 'paga') {
      // Back to the app at once; the webhook follows on its own, as Stripe's does.
      const event = await this.pay(session.id, { deliver: false });
      this.deliverLater(event.id);
      redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
    } else if (action === 'rifiuta') {
      // As on Stripe's page: the card is declined, the session stays open for another card.
      html(402, this.page(session, 'La carta è stata rifiutata. Prova con un’altra carta.'));
    } else redirect(session.cancel_url);
    return true;
  }

  async start(port: number): Promise<void> {
    this.server = createServer((request, response) => {
      void (async () => {
        const body = await readBody(request);
        if (await this.checkoutPage(request, response)) return;
        try {
          const result = await this.api(request, body);
          response.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': randomId('req') });
          response.end(JSON.stringify(result));
        } catch (error) {
          if (!(error instanceof StripeError)) throw error;
          response.writeHead(error.status, { 'Content-Type': 'application/json', 'Request-Id': randomId('req') });
          response.end(
            JSON.stringify({ error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}) } }),
          );
        }
      })().catch((error: Error) => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: error.message } }));
      });
    });
    await listenOnLoopback(this.server, port);
  }

  async stop(): Promise<void> {
    await closeLoopback(this.server);
  }
}
