import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingSubscriptions, organizations, users } from '../db/schema';
import { createOrganization } from '../requests/request-test-fixtures';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { approvedIndividual, approveTier, checkoutSetup, me, startCheckout } from './billing-test-fixtures';
import { settleDueSandboxSubscriptions } from './sandbox/sandbox-renewals';

let test: TestApp;
let adminToken: string;
beforeAll(async () => {
  test = await startTestApp();
  adminToken = await loginAs(test.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await test?.close();
});

const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ana Lima' };
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

/** What the browser does on the sandbox's hosted checkout page: a form post. */
function payOnCheckoutPage(url: string, card: Record<string, string>) {
  return test.app.inject({
    method: 'POST',
    url: new URL(url).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card).toString(),
  });
}

async function paidIndividual(tier: 'TIER_2' | 'TIER_3' = 'TIER_2') {
  const user = await approvedIndividual(test, adminToken, tier);
  const setup = await checkoutSetup(test, user.token);
  const session = await startCheckout(test, user.token, tier === 'TIER_2' ? setup.tier2Price : setup.tier3Price);
  const paid = await payOnCheckoutPage(session.url, GOOD_CARD);
  expect(paid.statusCode, paid.body).toBe(303);
  return { ...user, ...session };
}

const get = (token: string, path: string) => call(test.app, 'GET', `/api/uaa/v1${path}`, { token });

async function auditCount(userId: number, action: string) {
  const rows = await test.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.target, `user:${userId}`), eq(auditLog.action, action)));
  return rows.length;
}

describe('checkout setup and tier prices', () => {
  it('answers the sandbox provider and its tier 2 and tier 3 prices', async () => {
    const user = await createActiveIndividual(test);
    expect(await checkoutSetup(test, user.token)).toEqual({
      provider: 'sandbox',
      publishableKey: 'pk_sandbox',
      tier2Price: 'price_sandbox_tier2',
      tier3Price: 'price_sandbox_tier3',
    });
    expect((await get(user.token, '/tier/price/2')).json()).toEqual({ tier: 2, tierPrice: 2900, currency: 'usd', interval: 'month' });
    expect((await get(user.token, '/tier/price/3')).json()).toMatchObject({ tierPrice: 9900 });
  });

  it('refuses a tier other than 2 or 3 with 400, and no token with 401', async () => {
    const user = await createActiveIndividual(test);
    const tierFour = await get(user.token, '/tier/price/4');
    expect(tierFour.statusCode).toBe(400);
    expect(tierFour.json()).toEqual({ message: 'tier: Choose tier 2 or tier 3.' });
    expect((await get(user.token, '/tier/price/abc')).statusCode).toBe(400);
    expect((await call(test.app, 'GET', '/api/uaa/v1/tier/price/2')).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/api/uaa/v1/checkout-session:setup')).statusCode).toBe(401);
  });
});

describe('POST /checkout-session', () => {
  it('refuses a user whose upgrade is not approved with 403, naming the way to ask', async () => {
    const user = await createActiveIndividual(test);
    const response = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', {
      token: user.token,
      body: { priceId: 'price_sandbox_tier2' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toMatch(/^Your upgrade to Tier 2 has not been approved/);
  });

  it('refuses a price of a tier other than the approved one with 403, and an unknown price with 400', async () => {
    const user = await approvedIndividual(test, adminToken, 'TIER_2');
    const otherTier = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', {
      token: user.token,
      body: { priceId: 'price_sandbox_tier3' },
    });
    expect(otherTier.statusCode).toBe(403);
    const unknown = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', { token: user.token, body: { priceId: 'price_free' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'priceId: This is not the price of tier 2 or tier 3.' });
    const empty = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', { token: user.token, body: {} });
    expect(empty.json()).toEqual({ message: 'priceId: priceId is required' });
  });

  it('refuses the admin and an organization user with 403', async () => {
    const asAdmin = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', {
      token: adminToken,
      body: { priceId: 'price_sandbox_tier2' },
    });
    expect(asAdmin.statusCode).toBe(403);
    const { orgUser } = await createOrganization(test);
    const asOrgUser = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', {
      token: orgUser.token,
      body: { priceId: 'price_sandbox_tier3' },
    });
    expect(asOrgUser.statusCode).toBe(403);
    expect(asOrgUser.json()).toEqual({ message: "Your organization's plan is paid and managed by your organization admin." });
  });

  it('answers the session and the address of the sandbox checkout page, labelled as a card form', async () => {
    const user = await approvedIndividual(test, adminToken);
    const session = await startCheckout(test, user.token, 'price_sandbox_tier2');
    expect(session.sessionId).toMatch(/^cs_sandbox_/);
    expect(session.url).toBe(`http://fleetgraph.test/sandbox/checkout/${session.sessionId}`);
    const page = await test.app.inject({ method: 'GET', url: new URL(session.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const label of ['>Card number<', '>Expiry<', '>CVC<', '>Pay</button>', '$29.00', 'Philanthropic Tier', user.email]) {
      expect(page.body).toContain(label);
    }
  });
});

describe('paying on the sandbox checkout', () => {
  it('makes the approved tier the current tier, clears it, and returns to /payment with success', async () => {
    const user = await approvedIndividual(test, adminToken);
    expect(await me(test, user.token)).toMatchObject({ tier: 'TRIAL', highestApprovedTier: 2 });
    const session = await startCheckout(test, user.token, 'price_sandbox_tier2');
    const paid = await payOnCheckoutPage(session.url, GOOD_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://fleetgraph.test/payment?status=success&paymentStatus=success&session_id=${session.sessionId}`,
    );
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2', role: 2, highestApprovedTier: null });
    const status = await get(user.token, `/checkout-session/${session.sessionId}`);
    expect(status.json()).toEqual({ sessionId: session.sessionId, status: 'complete', tier: 'TIER_2' });
  });

  it('shows a declined card on the page and changes nothing', async () => {
    const user = await approvedIndividual(test, adminToken);
    const session = await startCheckout(test, user.token, 'price_sandbox_tier2');
    const declined = await payOnCheckoutPage(session.url, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Your card was declined.');
    expect(await me(test, user.token)).toMatchObject({ tier: 'TRIAL', highestApprovedTier: 2 });
    expect((await get(user.token, `/checkout-session/${session.sessionId}`)).json()).toMatchObject({ status: 'open' });
    const rows = await test.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('shows each card field error beneath its field', async () => {
    const user = await approvedIndividual(test, adminToken);
    const session = await startCheckout(test, user.token, 'price_sandbox_tier2');
    const invalid = await payOnCheckoutPage(session.url, { number: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '1', name: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('id="card-number-error">Your card number is invalid.');
    expect(invalid.body).toContain('id="card-expiry-error">Your card&#39;s expiration date is in the past.');
    expect(invalid.body).toContain('id="card-cvc-error">Your card&#39;s security code is incomplete.');
    expect(invalid.body).toContain('id="card-name-error">Name on card is required');
    expect(await me(test, user.token)).toMatchObject({ tier: 'TRIAL' });
  });

  it('charges once when the page is submitted twice and the return is checked twice', async () => {
    const user = await paidIndividual();
    const again = await payOnCheckoutPage(user.url, GOOD_CARD);
    expect(again.statusCode).toBe(303);
    await get(user.token, `/checkout-session/${user.sessionId}`);
    await get(user.token, `/checkout-session/${user.sessionId}`);
    expect((await get(user.token, '/user/invoice')).json<{ invoices: unknown[] }>().invoices).toHaveLength(1);
    expect(await auditCount(user.id, 'billing.plan-paid')).toBe(1);
    const page = await test.app.inject({ method: 'GET', url: new URL(user.url).pathname });
    expect(page.body).toContain('This checkout has been paid.');
  });

  it('charges once when two submissions of the page arrive together', async () => {
    const user = await approvedIndividual(test, adminToken);
    const session = await startCheckout(test, user.token, 'price_sandbox_tier2');
    const answers = await Promise.all([payOnCheckoutPage(session.url, GOOD_CARD), payOnCheckoutPage(session.url, GOOD_CARD)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    expect((await get(user.token, '/user/invoice')).json<{ invoices: unknown[] }>().invoices).toHaveLength(1);
    expect(await auditCount(user.id, 'billing.plan-paid')).toBe(1);
  });

  it('says plainly when a checkout link is unknown', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/sandbox/checkout/cs_sandbox_unknown' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This checkout link is not valid.');
  });
});

describe('billing data', () => {
  it('shows the paid invoice, the card and the next payment to the tier 2 user', async () => {
    const before = Math.floor(Date.now() / 1000);
    const user = await paidIndividual();
    const { invoices } = (await get(user.token, '/user/invoice')).json<{
      invoices: { invoiceNumber: string; amountPaid: number; paidDate: number; hostedInvoiceURL: string }[];
    }>();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ amountPaid: 2900, currency: 'usd' });
    expect(invoices[0]!.invoiceNumber).toMatch(/^FG-\d{6}$/);
    expect(invoices[0]!.paidDate).toBeGreaterThanOrEqual(before);
    const hosted = await test.app.inject({ method: 'GET', url: new URL(invoices[0]!.hostedInvoiceURL).pathname });
    expect(hosted.statusCode).toBe(200);
    expect(hosted.body).toContain(invoices[0]!.invoiceNumber);
    expect(hosted.body).toContain('$29.00 USD');

    expect((await get(user.token, '/user/card')).json()).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      name: 'Ana Lima',
      email: user.email,
    });
    const next = (await get(user.token, '/nextpaymentdetail')).json<{ nextpaymentdate: number; amount: number }>();
    expect(next).toMatchObject({ amount: 2900, currency: 'usd', tier: 'TIER_2', endsAt: null });
    expect(next.nextpaymentdate - before).toBeGreaterThan(27 * 24 * 3600);
    expect(next.nextpaymentdate - before).toBeLessThan(32 * 24 * 3600);
  });

  it('refuses billing data to trial, tier 1 and admin users with 403', async () => {
    const trial = await createActiveIndividual(test);
    const tierOne = await createActiveIndividual(test);
    await call(test.app, 'PUT', '/api/uaa/v1/users', { token: adminToken, body: { id: tierOne.id, tier: 'TIER_1' } });
    for (const path of ['/user/invoice', '/user/card', '/nextpaymentdetail']) {
      for (const token of [trial.token, tierOne.token]) {
        const response = await get(token, path);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Billing is available to Tier 2 and Tier 3 users only.' });
      }
      expect((await get(adminToken, path)).statusCode).toBe(403);
      expect((await call(test.app, 'GET', `/api/uaa/v1${path}`)).statusCode).toBe(401);
    }
  });

  it('never shows one user another user\'s invoices, card or checkout', async () => {
    const first = await paidIndividual();
    const second = await paidIndividual();
    const firstInvoices = (await get(first.token, '/user/invoice')).json<{ invoices: { invoiceNumber: string }[] }>().invoices;
    const secondInvoices = (await get(second.token, '/user/invoice')).json<{ invoices: { invoiceNumber: string }[] }>().invoices;
    expect(secondInvoices.map((invoice) => invoice.invoiceNumber)).not.toContain(firstInvoices[0]!.invoiceNumber);
    expect((await get(second.token, '/user/card')).json()).toMatchObject({ email: second.email });
    const theirs = await get(second.token, `/checkout-session/${first.sessionId}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(first.email);
  });

  it('answers 404 with a clear message for a tier 2 user with no card on file, and no invoices', async () => {
    const user = await createActiveIndividual(test);
    await call(test.app, 'PUT', '/api/uaa/v1/users', { token: adminToken, body: { id: user.id, tier: 'TIER_2' } });
    expect((await get(user.token, '/user/card')).json()).toEqual({ message: 'No card is on file yet.' });
    expect((await get(user.token, '/user/invoice')).json()).toEqual({ invoices: [] });
    expect((await get(user.token, '/nextpaymentdetail')).json()).toMatchObject({ nextpaymentdate: null, amount: null });
  });
});

describe('changing the card', () => {
  const createCard = (token: string, card: Record<string, string>) =>
    call(test.app, 'POST', '/api/sandbox/v1/payment-methods', { token, body: card });

  it('makes the new card the card on file', async () => {
    const user = await paidIndividual();
    const created = await createCard(user.token, { number: '5555 5555 5555 4444', expiry: '08 / 31', cvc: '321', name: 'Ana M Lima', email: user.email });
    expect(created.statusCode).toBe(200);
    const paymentMethodId = created.json<{ id: string }>().id;
    const changed = await call(test.app, 'POST', '/api/uaa/v1/user/update/payment', { token: user.token, body: { paymentMethodId } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ recordUpdated: true, card: { brand: 'mastercard', last4: '4444' } });
    expect((await get(user.token, '/user/card')).json()).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 8,
      expYear: 2031,
      name: 'Ana M Lima',
      email: user.email,
    });
    expect(await auditCount(user.id, 'billing.card-changed')).toBe(1);
  });

  it('refuses a declined card with 402 and keeps the card on file', async () => {
    const user = await paidIndividual();
    const created = await createCard(user.token, { ...DECLINED_CARD, email: user.email });
    const changed = await call(test.app, 'POST', '/api/uaa/v1/user/update/payment', {
      token: user.token,
      body: { paymentMethodId: created.json<{ id: string }>().id },
    });
    expect(changed.statusCode).toBe(402);
    expect(changed.json()).toEqual({ message: 'Your card was declined.' });
    expect((await get(user.token, '/user/card')).json()).toMatchObject({ last4: '4242' });
  });

  it('refuses bad card fields with 400 naming the field, and another user\'s card with 404', async () => {
    const user = await paidIndividual();
    const other = await paidIndividual();
    const bad = await createCard(user.token, { ...GOOD_CARD, number: '4242 4242' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'number: Your card number is incomplete.' });
    const theirs = (await createCard(other.token, { ...GOOD_CARD, number: '5555 5555 5555 4444' })).json<{ id: string }>().id;
    const stolen = await call(test.app, 'POST', '/api/uaa/v1/user/update/payment', { token: user.token, body: { paymentMethodId: theirs } });
    expect(stolen.statusCode).toBe(404);
    expect((await get(user.token, '/user/card')).json()).toMatchObject({ last4: '4242' });
    const trial = await createActiveIndividual(test);
    const notTier = await call(test.app, 'POST', '/api/uaa/v1/user/update/payment', { token: trial.token, body: { paymentMethodId: theirs } });
    expect(notTier.statusCode).toBe(403);
  });
});

describe('the plan over time', () => {
  it('renews at the period\'s end with a new invoice, once however often it is settled', async () => {
    const user = await paidIndividual();
    const [subscription] = await test.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.id));
    const periodEnd = subscription!.currentPeriodEnd!;
    const after = new Date(periodEnd.getTime() + 1000);
    await settleDueSandboxSubscriptions(test.db, after);
    await settleDueSandboxSubscriptions(test.db, after);
    expect((await get(user.token, '/user/invoice')).json<{ invoices: unknown[] }>().invoices).toHaveLength(2);
    const next = (await get(user.token, '/nextpaymentdetail')).json<{ nextpaymentdate: number }>();
    expect(next.nextpaymentdate).toBeGreaterThan(Math.floor(periodEnd.getTime() / 1000) + 27 * 24 * 3600);
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2' });
  });

  it('returns a cancelled plan to tier 1 at the period\'s end, not before', async () => {
    const user = await paidIndividual();
    const cancelled = await call(test.app, 'POST', '/api/uaa/v1/user/subscription:cancel', { token: user.token });
    expect(cancelled.statusCode).toBe(200);
    const { endsAt } = cancelled.json<{ endsAt: number }>();
    expect((await get(user.token, '/nextpaymentdetail')).json()).toMatchObject({ nextpaymentdate: null, amount: null, endsAt });
    await settleDueSandboxSubscriptions(test.db, new Date(endsAt * 1000 - 60_000));
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_2' });
    await settleDueSandboxSubscriptions(test.db, new Date(endsAt * 1000 + 1000));
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_1', role: 1 });
    expect((await get(user.token, '/user/invoice')).statusCode).toBe(403);
    expect(await auditCount(user.id, 'billing.subscription-ended')).toBe(1);
  });

  it('moves a tier 2 plan to tier 3 when tier 3 is approved and paid, ending the tier 2 plan', async () => {
    const user = await paidIndividual('TIER_2');
    const again = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', {
      token: user.token,
      body: { priceId: 'price_sandbox_tier2' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You already pay for Tier 2.' });
    await approveTier(test, adminToken, user, 'TIER_3');
    const session = await startCheckout(test, user.token, 'price_sandbox_tier3');
    expect((await payOnCheckoutPage(session.url, GOOD_CARD)).statusCode).toBe(303);
    expect(await me(test, user.token)).toMatchObject({ tier: 'TIER_3', highestApprovedTier: null });
    const plans = await test.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, user.id));
    expect(plans.map((plan) => [plan.tier, plan.status]).sort()).toEqual([
      ['TIER_2', 'canceled'],
      ['TIER_3', 'active'],
    ]);
    expect((await get(user.token, '/nextpaymentdetail')).json()).toMatchObject({ amount: 9900, tier: 'TIER_3' });
  });

  it('puts an organization admin\'s paid tier on its organization and its users', async () => {
    const { organizationId, orgAdmin, orgUser } = await createOrganization(test);
    await approveTier(test, adminToken, { email: orgAdmin.email, token: orgAdmin.token }, 'TIER_3');
    const session = await startCheckout(test, orgAdmin.token, 'price_sandbox_tier3');
    expect((await payOnCheckoutPage(session.url, GOOD_CARD)).statusCode).toBe(303);
    const [organization] = await test.db.select().from(organizations).where(eq(organizations.id, organizationId));
    expect(organization?.tier).toBe('TIER_3');
    const [member] = await test.db.select().from(users).where(eq(users.id, orgUser.id));
    expect(member?.tier).toBe('TIER_3');
    const memberInvoices = await get(orgUser.token, '/user/invoice');
    expect(memberInvoices.statusCode).toBe(403);
  });
});
