import { randomBytes } from 'node:crypto';
import type { InvoiceRecord, PaidTier, PaymentMethodRecord } from '@fleetgraph/shared/contracts/billing';
import { BILLING_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { Db } from '../../db/client';
import { NotFound } from '../../http/errors';
import { findCheckoutSession, findSubscription, updateSubscriptionRow, type SubscriptionRow } from '../billing.repo';
import { PaymentRequired } from '../billing-errors';
import type { CheckoutState, CustomerRef, PaymentProvider, SubscriptionState } from '../payment-provider';
import { endSubscription } from '../plan-changes';
import { declineMessage, type SandboxOutcome } from './sandbox-cards';
import {
  findDefaultPaymentMethod,
  findPaymentMethod,
  listInvoicesOf,
  makeDefaultPaymentMethod,
  type InvoiceRow,
  type PaymentMethodRow,
} from './sandbox.repo';

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(18).toString('base64url')}`;

const SANDBOX_PRICE_IDS: Record<PaidTier, string> = { TIER_2: 'price_sandbox_tier2', TIER_3: 'price_sandbox_tier3' };

/** Stripe's test mode keeps an open checkout session for a day; so does the sandbox. */
export const SANDBOX_SESSION_TTL_MS = 24 * 3600 * 1000;

export const invoiceNumberOf = (row: InvoiceRow) => `FG-${String(row.id).padStart(6, '0')}`;

export const toCardRecord = (card: PaymentMethodRow): PaymentMethodRecord => ({
  brand: card.brand,
  last4: card.last4,
  expMonth: card.expMonth,
  expYear: card.expYear,
  name: card.holderName,
  email: card.email,
});

export const toSubscriptionState = (row: SubscriptionRow): SubscriptionState => ({
  id: row.id,
  customerId: row.providerCustomerId,
  status: row.status as SubscriptionState['status'],
  priceId: row.priceId,
  amount: row.amount,
  currency: row.currency,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/**
 * The built-in provider: its hosted checkout is a page of this app (sandbox-checkout.routes.ts),
 * and its customers, subscriptions, invoices and cards are rows in PostgreSQL.
 */
export function createSandboxProvider(options: {
  db: Db;
  publicUrl: string;
  amounts: Record<PaidTier, number>;
}): PaymentProvider {
  const { db, publicUrl, amounts } = options;
  return {
    name: 'sandbox',
    publishableKey: 'pk_sandbox',
    priceIdOf: (tier) => SANDBOX_PRICE_IDS[tier],
    tierOfPrice: (priceId) =>
      (Object.keys(SANDBOX_PRICE_IDS) as PaidTier[]).find((tier) => SANDBOX_PRICE_IDS[tier] === priceId) ?? null,
    priceOf: async (tier) => ({ amount: amounts[tier], currency: 'usd' }),
    createCustomer: async () => sandboxId('cus'),

    async createCheckout(checkout) {
      const sessionId = sandboxId('cs');
      return { sessionId, url: `${publicUrl}/sandbox/checkout/${sessionId}`, amount: amounts[checkout.tier], currency: 'usd' };
    },

    async readCheckout(sessionId): Promise<CheckoutState> {
      const session = await findCheckoutSession(db, sessionId);
      if (!session) throw new NotFound(BILLING_SERVER_MESSAGES.sessionNotFound);
      const subscription = session.providerSubscriptionId ? await findSubscription(db, session.providerSubscriptionId) : undefined;
      const isExpired = session.status === 'open' && Date.now() - session.createdAt.getTime() > SANDBOX_SESSION_TTL_MS;
      return {
        sessionId,
        status: isExpired ? 'expired' : (session.status as CheckoutState['status']),
        isPaid: session.status === 'complete',
        subscription: subscription ? toSubscriptionState(subscription) : null,
      };
    },

    async readSubscription(subscriptionId) {
      const row = await findSubscription(db, subscriptionId);
      return row ? toSubscriptionState(row) : null;
    },

    async listInvoices(customer: CustomerRef): Promise<InvoiceRecord[]> {
      const rows = await listInvoicesOf(db, customer.userId);
      return rows
        .filter((row) => row.status === 'paid' && row.paidAt)
        .map((row) => ({
          invoiceNumber: invoiceNumberOf(row),
          amountPaid: row.amountPaid,
          currency: row.currency,
          paidDate: Math.floor(row.paidAt!.getTime() / 1000),
          hostedInvoiceURL: `${publicUrl}/sandbox/invoices/${row.accessToken}`,
        }));
    },

    async defaultCard(customer) {
      const card = await findDefaultPaymentMethod(db, customer.userId);
      return card ? toCardRecord(card) : null;
    },

    async changeCard(customer, paymentMethodId) {
      const card = await findPaymentMethod(db, paymentMethodId);
      // Another user's card is as good as unknown.
      if (!card || card.userId !== customer.userId) throw new NotFound(BILLING_SERVER_MESSAGES.paymentMethodNotFound);
      const declined = declineMessage(card.sandboxOutcome as SandboxOutcome);
      if (declined) throw new PaymentRequired(declined);
      await db.transaction((tx) => makeDefaultPaymentMethod(tx, customer.userId, card.id));
      return toCardRecord(card);
    },

    async cancelAtPeriodEnd(subscriptionId) {
      await updateSubscriptionRow(db, subscriptionId, { cancelAtPeriodEnd: true });
      const row = await findSubscription(db, subscriptionId);
      if (!row) throw new NotFound(BILLING_SERVER_MESSAGES.noSubscription);
      return toSubscriptionState(row);
    },

    async cancelNow(subscriptionId) {
      await db.transaction((tx) => endSubscription(tx, subscriptionId));
    },
  };
}
