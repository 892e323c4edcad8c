import { writeAudit } from '../audit/audit.repo';
import type { Db } from '../db/client';
import {
  liveSubscriptionsOf,
  lockCheckoutSession,
  lockSubscription,
  markCheckoutSession,
  setPlanTier,
  updateSubscriptionRow,
  upsertSubscription,
} from './billing.repo';
import type { CheckoutState, SubscriptionState } from './payment-provider';

/**
 * These run inside the caller's transaction: a webhook records its event in the same one, so an
 * event either is handled completely and remembered, or neither (and the provider retries it).
 */

export interface PaidCheckoutResult {
  applied: boolean;
  userId: number | null;
  /** Subscriptions of an earlier paid tier, to end at the provider now that this one replaces them. */
  replaced: string[];
}

/**
 * Spec section 4: after payment success the current tier becomes the approved tier and the
 * approved tier is cleared. Happens once per session, whether the webhook or the return comes first.
 */
export async function applyPaidCheckout(tx: Db, provider: string, checkout: CheckoutState): Promise<PaidCheckoutResult> {
  const session = await lockCheckoutSession(tx, checkout.sessionId);
  if (!session || session.status === 'complete' || !checkout.isPaid || !checkout.subscription) {
    return { applied: false, userId: session?.userId ?? null, replaced: [] };
  }
  const subscription = checkout.subscription;
  await markCheckoutSession(tx, session.id, { status: 'complete', providerSubscriptionId: subscription.id });
  await upsertSubscription(tx, { ...subscription, userId: session.userId, provider, tier: session.tier });
  const replaced = (await liveSubscriptionsOf(tx, session.userId, subscription.id)).map((row) => row.id);
  await setPlanTier(tx, session.userId, session.tier, { clearApproved: true });
  await writeAudit(tx, {
    actorUserId: session.userId,
    action: 'billing.plan-paid',
    target: `user:${session.userId}`,
    details: { tier: session.tier, sessionId: session.id, subscriptionId: subscription.id, amount: session.amount },
  });
  return { applied: true, userId: session.userId, replaced };
}

/** Follows the provider's view of a subscription we know (renewed, past due, set to end). */
export async function mirrorSubscription(tx: Db, subscription: SubscriptionState): Promise<boolean> {
  const known = await lockSubscription(tx, subscription.id);
  if (!known || known.status === 'canceled') return false;
  if (subscription.status === 'canceled') return endSubscription(tx, subscription.id);
  await updateSubscriptionRow(tx, subscription.id, {
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  });
  if (known.status !== subscription.status || known.cancelAtPeriodEnd !== subscription.cancelAtPeriodEnd) {
    await writeAudit(tx, {
      actorUserId: null,
      action: subscription.status === 'past_due' ? 'billing.payment-failed' : 'billing.subscription-updated',
      target: `user:${known.userId}`,
      details: { subscriptionId: subscription.id, status: subscription.status, cancelAtPeriodEnd: subscription.cancelAtPeriodEnd },
    });
  }
  return true;
}

/**
 * A subscription has ended (at its period's end, or replaced by another tier). With no other
 * paid plan left the user returns to tier 1.
 */
export async function endSubscription(tx: Db, subscriptionId: string): Promise<boolean> {
  const known = await lockSubscription(tx, subscriptionId);
  if (!known || known.status === 'canceled') return false;
  await updateSubscriptionRow(tx, subscriptionId, { status: 'canceled', canceledAt: new Date() });
  const remaining = await liveSubscriptionsOf(tx, known.userId);
  if (remaining.length === 0) await setPlanTier(tx, known.userId, 'TIER_1', { clearApproved: false });
  await writeAudit(tx, {
    actorUserId: null,
    action: 'billing.subscription-ended',
    target: `user:${known.userId}`,
    details: { subscriptionId, tier: known.tier, returnedToTier1: remaining.length === 0 },
  });
  return true;
}
