import {
  isPaidTier,
  PAID_TIER_BY_NUMBER,
  type CheckoutSessionResponse,
  type CheckoutSessionStatus,
  type CheckoutSetup,
  type InvoiceList,
  type NextPayment,
  type PaymentMethodRecord,
  type TierPrice,
} from '@fleetgraph/shared/contracts/billing';
import { TIER_NUMBERS, type Tier } from '@fleetgraph/shared/constants';
import { BILLING_SERVER_MESSAGES, SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { writeAudit } from '../audit/audit.repo';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import { findUserById } from '../users/users.repo';
import {
  findCheckoutSession,
  findCustomerId,
  insertCheckoutSession,
  liveSubscriptionsOf,
  markCheckoutSession,
  saveCustomerId,
} from './billing.repo';
import type { CustomerRef, PaymentProvider } from './payment-provider';
import { applyPaidCheckout, mirrorSubscription } from './plan-changes';
import { checkoutReturnUrls } from './return-urls';

export interface Billing {
  deps: Deps;
  provider: PaymentProvider;
}

const tierNumber = (tier: Tier) => TIER_NUMBERS[tier];

/** Who pays for a plan: an individual, or an organization admin for its organization. */
function requirePayer(actor: Actor): void {
  if (actor.role === 'ADMIN') throw new Forbidden(BILLING_SERVER_MESSAGES.adminHasNoBilling);
  if (actor.role === 'ORGUSER') throw new Forbidden(BILLING_SERVER_MESSAGES.organizationPays);
}

/** Spec section 6: only tier 2 and tier 3 users see billing and load its data. */
function requireBillingReader(actor: Actor): void {
  requirePayer(actor);
  if (!isPaidTier(actor.tier)) throw new Forbidden(BILLING_SERVER_MESSAGES.billingTiersOnly);
}

export function checkoutSetup({ provider }: Billing): CheckoutSetup {
  return {
    provider: provider.name,
    publishableKey: provider.publishableKey,
    tier2Price: provider.priceIdOf('TIER_2'),
    tier3Price: provider.priceIdOf('TIER_3'),
  };
}

export async function readTierPrice({ provider }: Billing, tier: number): Promise<TierPrice> {
  const paidTier = PAID_TIER_BY_NUMBER[tier];
  if (!paidTier) throw new BadRequest('tier: Choose tier 2 or tier 3.');
  const price = await provider.priceOf(paidTier);
  return { tier, tierPrice: price.amount, currency: price.currency, interval: 'month' };
}

async function customerOf(billing: Billing, actor: Actor): Promise<CustomerRef | null> {
  const customerId = await findCustomerId(billing.deps.db, actor.id, billing.provider.name);
  return customerId ? { userId: actor.id, customerId } : null;
}

/** Paying needs an approved tier equal to the tier bought (spec section 4, Tier numbering). */
export async function startCheckout(billing: Billing, actor: Actor, priceId: string): Promise<CheckoutSessionResponse> {
  const { deps, provider } = billing;
  const tier = provider.tierOfPrice(priceId);
  if (!tier) throw new BadRequest(BILLING_SERVER_MESSAGES.unknownPrice);
  requirePayer(actor);
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw new NotFound(SERVER_MESSAGES.userNotFound);
  const live = await liveSubscriptionsOf(deps.db, actor.id);
  if (user.tier === tier && live.some((subscription) => subscription.tier === tier)) {
    throw new Conflict(BILLING_SERVER_MESSAGES.alreadyPaid(tierNumber(tier)));
  }
  if (user.approvedTier !== tier) throw new Forbidden(BILLING_SERVER_MESSAGES.notApproved(tierNumber(tier)));

  const customerId =
    (await findCustomerId(deps.db, actor.id, provider.name)) ??
    (await saveCustomerId(
      deps.db,
      actor.id,
      provider.name,
      await provider.createCustomer({ id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() }),
    ));
  const session = await provider.createCheckout({
    customerId,
    userId: actor.id,
    tier,
    priceId,
    ...checkoutReturnUrls(deps.config.publicUrl),
  });
  await insertCheckoutSession(deps.db, {
    id: session.sessionId,
    provider: provider.name,
    userId: actor.id,
    tier,
    priceId,
    amount: session.amount,
    currency: session.currency,
  });
  await writeAudit(deps.db, {
    actorUserId: actor.id,
    action: 'billing.checkout-started',
    target: `user:${actor.id}`,
    details: { tier, sessionId: session.sessionId, provider: provider.name },
  });
  return { sessionId: session.sessionId, url: session.url };
}

/** Ends, at the provider, the plans a newly paid tier replaces. */
export async function endReplacedSubscriptions(billing: Billing, subscriptionIds: string[]): Promise<void> {
  for (const subscriptionId of subscriptionIds) await billing.provider.cancelNow(subscriptionId);
}

/**
 * The return page's check: asks the provider about the user's own session and applies a paid
 * one, so the plan changes even before (or without) the webhook. Doing it twice changes nothing.
 */
export async function confirmCheckout(billing: Billing, actor: Actor, sessionId: string): Promise<CheckoutSessionStatus> {
  const { deps, provider } = billing;
  const session = await findCheckoutSession(deps.db, sessionId);
  if (!session || session.userId !== actor.id || session.provider !== provider.name) {
    throw new NotFound(BILLING_SERVER_MESSAGES.sessionNotFound);
  }
  const tier = session.tier as Tier;
  if (session.status !== 'open') return { sessionId, status: session.status as 'complete' | 'expired', tier };
  const state = await provider.readCheckout(sessionId);
  if (state.status === 'complete' && state.isPaid) {
    const result = await deps.db.transaction((tx) => applyPaidCheckout(tx, provider.name, state));
    await endReplacedSubscriptions(billing, result.replaced);
  } else if (state.status === 'expired') {
    await markCheckoutSession(deps.db, sessionId, { status: 'expired' });
  }
  return { sessionId, status: state.status === 'complete' && !state.isPaid ? 'open' : state.status, tier };
}

export async function listInvoices(billing: Billing, actor: Actor): Promise<InvoiceList> {
  requireBillingReader(actor);
  const customer = await customerOf(billing, actor);
  return { invoices: customer ? await billing.provider.listInvoices(customer) : [] };
}

export async function readCard(billing: Billing, actor: Actor): Promise<PaymentMethodRecord> {
  requireBillingReader(actor);
  const customer = await customerOf(billing, actor);
  const card = customer ? await billing.provider.defaultCard(customer) : null;
  if (!card) throw new NotFound(BILLING_SERVER_MESSAGES.noCard);
  return card;
}

/** The user's current paid plan: the newest live subscription, of the user's tier if there is one. */
async function currentSubscription(billing: Billing, actor: Actor) {
  const live = await liveSubscriptionsOf(billing.deps.db, actor.id);
  return live.find((subscription) => subscription.tier === actor.tier) ?? live[0] ?? null;
}

export async function readNextPayment(billing: Billing, actor: Actor): Promise<NextPayment> {
  requireBillingReader(actor);
  const current = await currentSubscription(billing, actor);
  const state = current ? await billing.provider.readSubscription(current.id) : null;
  if (!state || state.status === 'canceled') {
    return { nextpaymentdate: null, amount: null, currency: 'usd', tier: actor.tier, endsAt: null };
  }
  const periodEnd = state.currentPeriodEnd ? Math.floor(state.currentPeriodEnd.getTime() / 1000) : null;
  return {
    nextpaymentdate: state.cancelAtPeriodEnd ? null : periodEnd,
    amount: state.cancelAtPeriodEnd ? null : state.amount,
    currency: state.currency,
    tier: (current?.tier ?? actor.tier) as Tier,
    endsAt: state.cancelAtPeriodEnd ? periodEnd : null,
  };
}

/** Spec section 4, Card change: the card created on the client becomes the card on file. */
export async function changeCard(billing: Billing, actor: Actor, paymentMethodId: string): Promise<PaymentMethodRecord> {
  requireBillingReader(actor);
  const customer = await customerOf(billing, actor);
  if (!customer) throw new NotFound(BILLING_SERVER_MESSAGES.noSubscription);
  const live = await liveSubscriptionsOf(billing.deps.db, actor.id);
  const card = await billing.provider.changeCard(
    customer,
    paymentMethodId,
    live.map((subscription) => subscription.id),
  );
  await writeAudit(billing.deps.db, {
    actorUserId: actor.id,
    action: 'billing.card-changed',
    target: `user:${actor.id}`,
    details: { brand: card.brand, last4: card.last4 },
  });
  return card;
}

/** The plan is not renewed; the user keeps its tier until the period's end, then returns to tier 1. */
export async function cancelPlan(billing: Billing, actor: Actor): Promise<{ endsAt: number | null }> {
  requireBillingReader(actor);
  const current = await currentSubscription(billing, actor);
  if (!current) throw new NotFound(BILLING_SERVER_MESSAGES.noSubscription);
  const state = await billing.provider.cancelAtPeriodEnd(current.id);
  await billing.deps.db.transaction((tx) => mirrorSubscription(tx, state));
  await writeAudit(billing.deps.db, {
    actorUserId: actor.id,
    action: 'billing.plan-cancelled',
    target: `user:${actor.id}`,
    details: { subscriptionId: current.id, endsAt: state.currentPeriodEnd?.toISOString() ?? null },
  });
  return { endsAt: state.currentPeriodEnd ? Math.floor(state.currentPeriodEnd.getTime() / 1000) : null };
}
