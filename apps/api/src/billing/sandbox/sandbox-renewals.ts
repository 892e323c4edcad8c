import { randomBytes } from 'node:crypto';
import { writeAudit } from '../../audit/audit.repo';
import type { Db } from '../../db/client';
import { lockSubscription, updateSubscriptionRow } from '../billing.repo';
import { endSubscription } from '../plan-changes';
import { addOneMonth } from './billing-period';
import { sandboxId } from './sandbox-provider';
import { dueSandboxSubscriptions, findDefaultPaymentMethod, insertInvoice } from './sandbox.repo';

/** A renewal that keeps failing ends the plan after this long, as a provider's retries do. */
const PAST_DUE_GRACE_MS = 14 * 24 * 3600 * 1000;

/**
 * What a provider's clock does at a period's end, for the sandbox: a plan set to end ends (and
 * the user returns to tier 1); any other is charged to the card on file for the next month.
 * Safe to run twice or on two servers at once: each subscription is locked and re-checked.
 */
export async function settleDueSandboxSubscriptions(db: Db, now: Date = new Date()): Promise<number> {
  const due = await dueSandboxSubscriptions(db, now);
  let settled = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => settleSubscription(tx, id, now))) settled += 1;
  }
  return settled;
}

async function settleSubscription(tx: Db, subscriptionId: string, now: Date): Promise<boolean> {
  const subscription = await lockSubscription(tx, subscriptionId);
  if (!subscription?.currentPeriodEnd || subscription.status === 'canceled' || subscription.currentPeriodEnd > now) {
    return false;
  }
  if (subscription.cancelAtPeriodEnd) return endSubscription(tx, subscriptionId);
  const card = await findDefaultPaymentMethod(tx, subscription.userId);
  if (card?.sandboxOutcome !== 'succeeds') {
    if (now.getTime() - subscription.currentPeriodEnd.getTime() > PAST_DUE_GRACE_MS) return endSubscription(tx, subscriptionId);
    if (subscription.status === 'past_due') return false;
    await updateSubscriptionRow(tx, subscriptionId, { status: 'past_due' });
    await writeAudit(tx, {
      actorUserId: null,
      action: 'billing.payment-failed',
      target: `user:${subscription.userId}`,
      details: { subscriptionId },
    });
    return true;
  }
  const periodStart = subscription.currentPeriodEnd;
  const periodEnd = addOneMonth(periodStart);
  await insertInvoice(tx, {
    providerInvoiceId: sandboxId('in'),
    userId: subscription.userId,
    subscriptionId,
    amountPaid: subscription.amount,
    currency: subscription.currency,
    status: 'paid',
    periodStart,
    periodEnd,
    paidAt: now,
    accessToken: randomBytes(24).toString('base64url'),
  });
  await updateSubscriptionRow(tx, subscriptionId, { status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd });
  await writeAudit(tx, {
    actorUserId: null,
    action: 'billing.renewed',
    target: `user:${subscription.userId}`,
    details: { subscriptionId, periodEnd: periodEnd.toISOString() },
  });
  return true;
}
