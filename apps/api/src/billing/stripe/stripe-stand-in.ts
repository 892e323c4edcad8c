import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cardBrand } from '@fleetgraph/shared/contracts/billing';

/**
 * A stand-in for the part of Stripe's API that billing uses, on loopback, for tests: Stripe's
 * servers are outside this machine. The real SDK talks to it over HTTP, form-encoded as ever;
 * it answers the objects Stripe answers, in the fields billing reads, and Stripe's errors.
 */

type StripeObject = Record<string, unknown> & { id: string };

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
}

const DECLINED_CARDS = new Set(['4000000000000002']);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const MONTH_SECONDS = 30 * 24 * 3600;

export interface StripeStandIn {
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  prices: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  /** What the customer does on Stripe's hosted page: pays with a card, creating the subscription and its invoice. */
  completeCheckout(sessionId: string, cardNumber?: string): { subscriptionId: string; invoiceId: string };
  /** What Stripe.js's createPaymentMethod does in the browser. */
  createPaymentMethod(card: { number: string; name: string; email: string }): string;
  close(): Promise<void>;
}

function list(data: StripeObject[], url: string) {
  return { object: 'list', data, has_more: false, url };
}

export async function startStripeStandIn(options: { secretKey: string; prices: Record<string, number> }): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, StripeObject>();
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject & { number: string }>();
  const prices = new Map<string, StripeObject>(
    Object.entries(options.prices).map(([id, amount]) => [
      id,
      { id, object: 'price', unit_amount: amount, currency: 'usd', recurring: { interval: 'month' } },
    ]),
  );

  const publicMethod = ({ number: _number, ...method }: StripeObject & { number: string }) => method;

  function expanded(object: StripeObject, params: URLSearchParams): StripeObject {
    const expand = [...params.entries()].filter(([key]) => key.startsWith('expand')).map(([, value]) => value);
    const copy: StripeObject = structuredClone(object);
    if (expand.includes('subscription') && typeof copy.subscription === 'string') {
      copy.subscription = subscriptions.get(copy.subscription) ?? copy.subscription;
    }
    if (expand.includes('invoice_settings.default_payment_method')) {
      const settings = copy.invoice_settings as { default_payment_method: string | null };
      const method = settings.default_payment_method ? paymentMethods.get(settings.default_payment_method) : undefined;
      copy.invoice_settings = { default_payment_method: method ? publicMethod(method) : null };
    }
    return copy;
  }

  const missing = (kind: string, id: string, param?: string) => ({
    status: 404,
    body: {
      error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, ...(param ? { param } : {}) },
    },
  });

  function route(method: string, path: string, params: URLSearchParams): { status: number; body: unknown } {
    const ok = (body: unknown) => ({ status: 200, body });
    const [, , resource, id, action] = path.split('/');

    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: params.get('email'),
        name: params.get('name'),
        metadata: { userId: params.get('metadata[userId]') },
        invoice_settings: { default_payment_method: null },
      };
      customers.set(customer.id, customer);
      return ok(customer);
    }
    if (resource === 'customers' && id) {
      const customer = customers.get(id);
      if (!customer) return missing('customer', id);
      if (method === 'GET' && action === 'payment_methods') {
        const cards = [...paymentMethods.values()].filter((card) => card.customer === id).map(publicMethod);
        return ok(list(cards, path));
      }
      if (method === 'POST') {
        const preferred = params.get('invoice_settings[default_payment_method]');
        if (preferred) customer.invoice_settings = { default_payment_method: preferred };
      }
      return ok(expanded(customer, params));
    }
    if (method === 'GET' && resource === 'prices' && id) {
      return prices.has(id) ? ok(prices.get(id)) : missing('price', id);
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const priceId = params.get('line_items[0][price]') ?? '';
      const price = prices.get(priceId);
      if (!price) return missing('price', priceId, 'line_items[0][price]');
      const sessionId = newId('cs_test');
      const session = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        customer: params.get('customer'),
        client_reference_id: params.get('client_reference_id'),
        subscription: null,
        amount_total: price.unit_amount,
        currency: 'usd',
        metadata: { userId: params.get('metadata[userId]'), tier: params.get('metadata[tier]') },
        price: priceId,
        success_url: params.get('success_url'),
        cancel_url: params.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      };
      sessions.set(session.id, session);
      return ok(session);
    }
    if (method === 'GET' && path.startsWith('/v1/checkout/sessions/')) {
      const sessionId = path.split('/')[4] ?? '';
      const session = sessions.get(sessionId);
      return session ? ok(expanded(session, params)) : missing('checkout.session', sessionId);
    }
    if (resource === 'subscriptions' && id) {
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'DELETE') {
        subscription.status = 'canceled';
      } else if (method === 'POST') {
        if (params.has('cancel_at_period_end')) subscription.cancel_at_period_end = params.get('cancel_at_period_end') === 'true';
        if (params.has('default_payment_method')) subscription.default_payment_method = params.get('default_payment_method');
      }
      return ok(subscription);
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const found = [...invoices.values()].filter(
        (invoice) => invoice.customer === params.get('customer') && (!params.get('status') || invoice.status === params.get('status')),
      );
      return ok(list(found.reverse(), path));
    }
    if (method === 'POST' && resource === 'payment_methods' && id && action === 'attach') {
      const card = paymentMethods.get(id);
      if (!card) return missing('payment_method', id, 'payment_method');
      if (DECLINED_CARDS.has(card.number)) {
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } },
        };
      }
      card.customer = params.get('customer');
      return ok(publicMethod(card));
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  const secretKey = options.secretKey;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const params = new URLSearchParams(request.method === 'GET' || request.method === 'DELETE' ? url.search : body);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
      const answer =
        request.headers.authorization === `Bearer ${secretKey}`
          ? route(request.method ?? 'GET', url.pathname, params)
          : { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
      response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function createPaymentMethod(card: { number: string; name: string; email: string }): string {
    const number = card.number.replace(/\s/g, '');
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      number,
      customer: null as string | null,
      card: { brand: cardBrand(number), last4: number.slice(-4), exp_month: 12, exp_year: new Date().getFullYear() + 3 },
      billing_details: { name: card.name, email: card.email },
    };
    paymentMethods.set(method.id, method);
    return method.id;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    prices,
    sessions,
    subscriptions,
    invoices,
    customers,
    createPaymentMethod,
    completeCheckout(sessionId, cardNumber = '4242424242424242') {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = customers.get(session.customer as string);
      const methodId = createPaymentMethod({ number: cardNumber, name: String(customer?.name ?? ''), email: String(customer?.email ?? '') });
      paymentMethods.get(methodId)!.customer = session.customer as string;
      const price = prices.get(session.price as string)!;
      const start = now();
      const subscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        currency: 'usd',
        default_payment_method: methodId,
        metadata: session.metadata,
        items: {
          object: 'list',
          data: [{ id: newId('si'), price, quantity: 1, current_period_start: start, current_period_end: start + MONTH_SECONDS }],
        },
      };
      subscriptions.set(subscription.id, subscription);
      const invoice = {
        id: newId('in'),
        object: 'invoice',
        number: `STANDIN-${String(invoices.size + 1).padStart(4, '0')}`,
        customer: session.customer,
        amount_paid: price.unit_amount,
        currency: 'usd',
        status: 'paid',
        created: start,
        status_transitions: { paid_at: start },
        hosted_invoice_url: `https://invoice.stripe.com/i/acct_standin/${newId('test')}`,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
      };
      invoices.set(invoice.id, invoice);
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return { subscriptionId: subscription.id, invoiceId: invoice.id };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
