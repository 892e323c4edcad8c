import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingSubscriptions } from '../../db/schema';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../../test/test-app';
import { approvedIndividual, checkoutSetup, me, startCheckout } from '../billing-test-fixtures';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';
import { STRIPE_WEBHOOK_PATH } from './stripe-webhook.routes';

const SECRET_KEY = 'sk_test_fleetgraph_stand_in';
const WEBHOOK_SECRET = 'whsec_fleetgraph_test_secret';
const PRICES = { TIER_2: 'price_1Tier2Monthly', TIER_3: 'price_1Tier3Monthly' };

let stripe: StripeStandIn;
let test: TestApp;
let adminToken: string;
// The SDK's own test-header helper signs the events, as Stripe signs the ones it sends.
const signer = new Stripe(SECRET_KEY);
const settingsBefore = { ...process.env };

beforeAll(async () => {
  stripe = await startStripeStandIn({ secretKey: SECRET_KEY, prices: { [PRICES.TIER_2]: 4500, [PRICES.TIER_3]: 12000 } });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fleetgraph',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_TIER2_PRICE: PRICES.TIER_2,
    STRIPE_TIER3_PRICE: PRICES.TIER_3,
    STRIPE_API_URL: stripe.url,
  });
  test = await startTestApp();
  adminToken = await loginAs(test.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await test?.close();
  await stripe?.close();
  process.env = settingsBefore;
});

let events = 0;
function stripeEvent(type: string, object: Record<string, unknown>) {
  events += 1;
  return { id: `evt_test_${events}_${Date.now()}`, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } };
}

function deliver(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  return test.app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    payload,
  });
}

const get = (token: string, path: string) => call(test.app, 'GET', `/api/uaa/v1${path}`, { token });

async function auditCount(userId: number, action: string) {
  const rows = await test.db.select().from(auditLog).where(and(eq(auditLog.target, `user:${userId}`), eq(auditLog.action, action)));
  return rows.length;
}

/** An approved user who has been through Stripe's hosted checkout and paid; the webhook not yet delivered. */
async function paidAtStripe(tier: 'TIER_2' | 'TIER_3' = 'TIER_2') {
  const user = await approvedIndividual(test, adminToken, tier);
  const session = await startCheckout(test, user.token, PRICES[tier]);
  const paid = stripe.completeCheckout(session.sessionId);
  return { ...user, ...session, ...paid };
}

async function paidAndDelivered(tier: 'TIER_2' | 'TIER_3' = 'TIER_2') {
  const user = await paidAtStripe(tier);
  const delivered = await deliver(stripeEvent('checkout.session.completed', stripe.sessions.get(user.sessionId)!));
  expect(delivered.statusCode, delivered.body).toBe(200);
  return user;
}

describe('with Stripe', () => {
  it('answers Stripe as the provider, with the publishable key and the price ids', async () => {
    const user = await createActiveIndividual(test);
    expect(await checkoutSetup(test, user.token)).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fleetgraph',
      tier2Price: PRICES.TIER_2,
      tier3Price: PRICES.TIER_3,
    });
  });

  it('reads tier prices from Stripe, in minor units', async () => {
    const user = await createActiveIndividual(test);
    expect((await get(user.token, '/tier/price/2')).json()).toMatchObject({ tierPrice: 4500, currency: 'usd' });
    expect((await get(user.token, '/tier/price/3')).json()).toMatchObject({ tierPrice: 12000 });
  });

  it('creates a subscription-mode Checkout Session for the approved tier, returning to /payment', async () => {
    const user = await approvedIndividual(test, adminToken, 'TIER_3');
    const session = await startCheckout(test, user.token, PRICES.TIER_3);
    expect(session.sessionId).toMatch(/^cs_test_/);
    expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
    const sent = stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.params;
    expect(sent.get('mode')).toBe('subscription');
    expect(sent.get('line_items[0][price]')).toBe(PRICES.TIER_3);
    expect(sent.get('success_url')).toBe(
      'http://fleetgraph.test/payment?status=success&paymentStatus=success&session_id={CHECKOUT_SESSION_ID}',
    );
    expect(sent.get('cancel_url')).toBe('http://fleetgraph.test/payment?status=canceled&paymentStatus=cancelled');
    const customer = stripe.customers.get(sent.get('customer')!);
    expect(customer?.email).toBe(user.email);
  });

  it('refuses a price that is not the approved tier\'s with 403 and sends nothing to Stripe', async () => {
    const user = await approvedIndividual(test, adminToken, 'TIER_2');
    const before = stripe.requests.length;
    const response = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', { token: user.token, body: { priceId: PRICES.TIER_3 } });
    expect(response.statusCode).toBe(403);
    expect(stripe.requests.length).toBe(before);
  });

  it('applies a completed checkout from the signed webhook, once however often it is delivered', async () => {
    const user = await paidAtStripe();
    expect(await me(test, user.token)).toMatchObject({ tier: 'TRIAL', highestApprovedTier: 2 });
    const event = stripeEvent('checkout.session.completed', stripe.sessions.get(user.sessionId)!);
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2', role: 2, highestApprovedTier: null });
    expect((await deliver(event)).statusCode).toBe(200);
    expect(await auditCount(user.id, 'billing.plan-paid')).toBe(1);
    expect((await get(user.token, `/checkout-session/${user.sessionId}`)).json()).toMatchObject({ status: 'complete' });
  });

  it('refuses a forged signature or none with 400, changing nothing', async () => {
    const user = await paidAtStripe();
    const event = stripeEvent('checkout.session.completed', stripe.sessions.get(user.sessionId)!);
    const payload = JSON.stringify(event);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const refused = await deliver(event, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'stripe-signature: The webhook signature does not verify.' });
    const unsigned = await test.app.inject({ method: 'POST', url: STRIPE_WEBHOOK_PATH, headers: { 'content-type': 'application/json' }, payload });
    expect(unsigned.statusCode).toBe(400);
    // Signed, but not over these bytes: one changed character is a forgery.
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await test.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('"object":"event"', '"object": "event"'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await me(test, user.token)).toMatchObject({ tier: 'TRIAL', highestApprovedTier: 2 });
  });

  it('applies a paid checkout on the return before the webhook, and the late webhook changes nothing', async () => {
    const user = await paidAtStripe();
    const returned = await get(user.token, `/checkout-session/${user.sessionId}`);
    expect(returned.json()).toEqual({ sessionId: user.sessionId, status: 'complete', tier: 'TIER_2' });
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2' });
    await deliver(stripeEvent('checkout.session.completed', stripe.sessions.get(user.sessionId)!));
    expect(await auditCount(user.id, 'billing.plan-paid')).toBe(1);
  });

  it('applies the plan once when the webhook and the return arrive together', async () => {
    const user = await paidAtStripe();
    const event = stripeEvent('checkout.session.completed', stripe.sessions.get(user.sessionId)!);
    const [delivered, returned] = await Promise.all([deliver(event), get(user.token, `/checkout-session/${user.sessionId}`)]);
    expect(delivered.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 'complete' });
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2', highestApprovedTier: null });
    expect(await auditCount(user.id, 'billing.plan-paid')).toBe(1);
  });

  it('answers an unpaid session as open on the return, and another user\'s as not found', async () => {
    const user = await approvedIndividual(test, adminToken);
    const session = await startCheckout(test, user.token, PRICES.TIER_2);
    expect((await get(user.token, `/checkout-session/${session.sessionId}`)).json()).toMatchObject({ status: 'open' });
    expect(await me(test, user.token)).toMatchObject({ tier: 'TRIAL' });
    const other = await createActiveIndividual(test);
    expect((await get(other.token, `/checkout-session/${session.sessionId}`)).statusCode).toBe(404);
  });

  it('reads the invoices, the card and the next payment from Stripe', async () => {
    const user = await paidAndDelivered();
    const { invoices } = (await get(user.token, '/user/invoice')).json<{ invoices: Record<string, unknown>[] }>();
    const invoice = stripe.invoices.get(user.invoiceId)!;
    expect(invoices).toEqual([
      {
        invoiceNumber: invoice.number,
        amountPaid: 4500,
        currency: 'usd',
        paidDate: (invoice.status_transitions as { paid_at: number }).paid_at,
        hostedInvoiceURL: invoice.hosted_invoice_url,
      },
    ]);
    expect((await get(user.token, '/user/card')).json()).toMatchObject({ brand: 'visa', last4: '4242', name: 'Ana Lima', email: user.email });
    const subscription = stripe.subscriptions.get(user.subscriptionId)!;
    const item = (subscription.items as { data: { current_period_end: number }[] }).data[0]!;
    expect((await get(user.token, '/nextpaymentdetail')).json()).toEqual({
      nextpaymentdate: item.current_period_end,
      amount: 4500,
      currency: 'usd',
      tier: 'TIER_2',
      endsAt: null,
    });
  });

  it('never answers another customer\'s invoices', async () => {
    const first = await paidAndDelivered();
    const second = await paidAndDelivered();
    const numbers = (await get(second.token, '/user/invoice')).json<{ invoices: { invoiceNumber: string }[] }>().invoices;
    expect(numbers.map((invoice) => invoice.invoiceNumber)).toEqual([stripe.invoices.get(second.invoiceId)!.number]);
    expect(numbers.map((invoice) => invoice.invoiceNumber)).not.toContain(stripe.invoices.get(first.invoiceId)!.number);
  });

  it('changes the card through a payment method, as the card default and the subscription\'s', async () => {
    const user = await paidAndDelivered();
    const paymentMethodId = stripe.createPaymentMethod({ number: '5555555555554444', name: 'Ana Lima', email: user.email });
    const changed = await call(test.app, 'POST', '/api/uaa/v1/user/update/payment', { token: user.token, body: { paymentMethodId } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ recordUpdated: true, card: { brand: 'mastercard', last4: '4444' } });
    expect((await get(user.token, '/user/card')).json()).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(stripe.subscriptions.get(user.subscriptionId)!.default_payment_method).toBe(paymentMethodId);
  });

  it('answers Stripe\'s decline of a new card with 402 and its message', async () => {
    const user = await paidAndDelivered();
    const paymentMethodId = stripe.createPaymentMethod({ number: '4000000000000002', name: 'Ana Lima', email: user.email });
    const changed = await call(test.app, 'POST', '/api/uaa/v1/user/update/payment', { token: user.token, body: { paymentMethodId } });
    expect(changed.statusCode).toBe(402);
    expect(changed.json()).toEqual({ message: 'Your card was declined.' });
    expect((await get(user.token, '/user/card')).json()).toMatchObject({ last4: '4242' });
    const unknown = await call(test.app, 'POST', '/api/uaa/v1/user/update/payment', { token: user.token, body: { paymentMethodId: 'pm_nope' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('follows a failed renewal as past due, keeping the tier', async () => {
    const user = await paidAndDelivered();
    stripe.subscriptions.get(user.subscriptionId)!.status = 'past_due';
    const failed = stripeEvent('invoice.payment_failed', {
      id: 'in_failed',
      object: 'invoice',
      parent: { subscription_details: { subscription: user.subscriptionId } },
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    const [row] = await test.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, user.subscriptionId));
    expect(row?.status).toBe('past_due');
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2' });
    expect(await auditCount(user.id, 'billing.payment-failed')).toBe(1);

    stripe.subscriptions.get(user.subscriptionId)!.status = 'active';
    expect((await deliver(stripeEvent('invoice.paid', { ...failed.data.object, id: 'in_paid' }))).statusCode).toBe(200);
    const [after] = await test.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, user.subscriptionId));
    expect(after?.status).toBe('active');
  });

  it('returns the user to tier 1 when Stripe ends the cancelled subscription, once', async () => {
    const user = await paidAndDelivered();
    const cancelled = await call(test.app, 'POST', '/api/uaa/v1/user/subscription:cancel', { token: user.token });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(stripe.subscriptions.get(user.subscriptionId)!.cancel_at_period_end).toBe(true);
    expect((await get(user.token, '/nextpaymentdetail')).json()).toMatchObject({ nextpaymentdate: null });
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2' });

    const ended = stripeEvent('customer.subscription.deleted', { ...stripe.subscriptions.get(user.subscriptionId)!, status: 'canceled' });
    expect((await deliver(ended)).statusCode).toBe(200);
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_1', role: 1 });
    await deliver(ended);
    expect(await auditCount(user.id, 'billing.subscription-ended')).toBe(1);
  });

  it('acknowledges events it does not follow', async () => {
    const response = await deliver(stripeEvent('customer.created', { id: 'cus_elsewhere', object: 'customer' }));
    expect(response.statusCode).toBe(200);
  });
});
