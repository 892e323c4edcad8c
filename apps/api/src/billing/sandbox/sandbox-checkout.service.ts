import { randomBytes } from 'node:crypto';
import { cardBrand, parseExpiry, type SandboxCardRequest } from '@fleetgraph/shared/contracts/billing';
import { BILLING_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { writeAudit } from '../../audit/audit.repo';
import type { Actor } from '../../http/authenticate';
import { NotFound } from '../../http/errors';
import { findCheckoutSession, findCustomerId, lockCheckoutSession, type CheckoutSessionRow } from '../billing.repo';
import { endReplacedSubscriptions, type Billing } from '../billing.service';
import type { SubscriptionState } from '../payment-provider';
import { applyPaidCheckout, type PaidCheckoutResult } from '../plan-changes';
import { checkoutReturnUrls, SESSION_ID_PLACEHOLDER } from '../return-urls';
import { addOneMonth } from './billing-period';
import { declineMessage, sandboxOutcomeOf } from './sandbox-cards';
import { SANDBOX_SESSION_TTL_MS, sandboxId } from './sandbox-provider';
import { insertInvoice, insertPaymentMethod, makeDefaultPaymentMethod } from './sandbox.repo';

/** A card as the sandbox's forms send it, once its fields have passed the shared checks. */
export type SandboxCard = Required<SandboxCardRequest>;

export type SandboxPayment =
  | { kind: 'paid'; redirectUrl: string }
  | { kind: 'declined'; message: string }
  | { kind: 'expired' };

export const isSessionExpired = (session: CheckoutSessionRow, now = Date.now()) =>
  session.status === 'expired' || (session.status === 'open' && now - session.createdAt.getTime() > SANDBOX_SESSION_TTL_MS);

export async function findSandboxSession(billing: Billing, sessionId: string): Promise<CheckoutSessionRow> {
  const session = await findCheckoutSession(billing.deps.db, sessionId);
  if (!session || session.provider !== 'sandbox') throw new NotFound(BILLING_SERVER_MESSAGES.sessionNotFound);
  return session;
}

function cardRow(userId: number, card: SandboxCard) {
  const digits = card.number.replace(/[\s-]/g, '');
  const expiry = parseExpiry(card.expiry)!;
  return {
    id: sandboxId('pm'),
    userId,
    brand: cardBrand(digits),
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
    holderName: card.name.trim(),
    email: card.email.trim(),
    sandboxOutcome: sandboxOutcomeOf(digits),
  };
}

/**
 * The sandbox's hosted checkout takes the card: a test card that succeeds pays the first month,
 * and the plan is applied in the same transaction, as a provider's webhook would. Paying a
 * session twice charges once.
 */
export async function paySandboxCheckout(billing: Billing, sessionId: string, card: SandboxCard): Promise<SandboxPayment> {
  const session = await findSandboxSession(billing, sessionId);
  const redirectUrl = checkoutReturnUrls(billing.deps.config.publicUrl).successUrl.replace(SESSION_ID_PLACEHOLDER, sessionId);
  if (session.status === 'complete') return { kind: 'paid', redirectUrl };
  if (isSessionExpired(session)) return { kind: 'expired' };
  const declined = declineMessage(sandboxOutcomeOf(card.number), card.number);
  if (declined) return { kind: 'declined', message: declined };

  const result = await billing.deps.db.transaction(async (tx): Promise<PaidCheckoutResult> => {
    const locked = await lockCheckoutSession(tx, sessionId);
    if (!locked || locked.status !== 'open') return { applied: false, userId: null, replaced: [] };
    const now = new Date();
    const periodEnd = addOneMonth(now);
    const method = cardRow(locked.userId, card);
    await insertPaymentMethod(tx, method);
    await makeDefaultPaymentMethod(tx, locked.userId, method.id);
    const subscription: SubscriptionState = {
      id: sandboxId('sub'),
      customerId: (await findCustomerId(tx, locked.userId, 'sandbox')) ?? sandboxId('cus'),
      status: 'active',
      priceId: locked.priceId,
      amount: locked.amount,
      currency: locked.currency,
      currentPeriodStart: now,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
    };
    const applied = await applyPaidCheckout(tx, 'sandbox', { sessionId, status: 'complete', isPaid: true, subscription });
    await insertInvoice(tx, {
      providerInvoiceId: sandboxId('in'),
      userId: locked.userId,
      subscriptionId: subscription.id,
      amountPaid: locked.amount,
      currency: locked.currency,
      status: 'paid',
      periodStart: now,
      periodEnd,
      paidAt: now,
      accessToken: randomBytes(24).toString('base64url'),
    });
    return applied;
  });
  await endReplacedSubscriptions(billing, result.replaced);
  return { kind: 'paid', redirectUrl };
}

/** What a card element does on the client: the card becomes a payment method the server can attach. */
export async function createSandboxPaymentMethod(billing: Billing, actor: Actor, card: SandboxCard): Promise<{ id: string }> {
  const method = cardRow(actor.id, card);
  await insertPaymentMethod(billing.deps.db, method);
  await writeAudit(billing.deps.db, {
    actorUserId: actor.id,
    action: 'billing.payment-method-created',
    target: `user:${actor.id}`,
    details: { id: method.id, brand: method.brand, last4: method.last4 },
  });
  return { id: method.id };
}
