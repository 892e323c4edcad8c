import Stripe from 'stripe';
import type { InvoiceRecord, PaidTier, PaymentMethodRecord } from '@fleetgraph/shared/contracts/billing';
import { BILLING_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { BillingConfig } from '../../config';
import { BadRequest, NotFound } from '../../http/errors';
import { PaymentRequired, ProviderUnavailable } from '../billing-errors';
import type { CheckoutState, PaymentProvider, SubscriptionState } from '../payment-provider';

type StripeBilling = Extract<BillingConfig, { provider: 'stripe' }>;

/** The SDK's client; STRIPE_API_URL points it at another address (stripe-mock, a test stand-in). */
export function createStripeClient(config: StripeBilling): Stripe {
  const address = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'fleetgraph' },
    ...(address
      ? {
          host: address.hostname,
          port: address.port || (address.protocol === 'http:' ? 80 : 443),
          protocol: address.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Turns the SDK's failures into answers for the user; anything unexpected stays a 5xx. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    if (error.type === 'StripeCardError') throw new PaymentRequired(error.message || BILLING_SERVER_MESSAGES.cardDeclined);
    if (error.type === 'StripeInvalidRequestError' && error.code === 'resource_missing') {
      throw new NotFound(error.param === 'payment_method' ? BILLING_SERVER_MESSAGES.paymentMethodNotFound : BILLING_SERVER_MESSAGES.sessionNotFound);
    }
    if (error.type === 'StripeConnectionError' || error.type === 'StripeAPIError' || error.type === 'StripeRateLimitError') {
      throw new ProviderUnavailable(BILLING_SERVER_MESSAGES.providerUnavailable);
    }
    throw error;
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const fromEpoch = (seconds: number | null | undefined): Date | null => (seconds ? new Date(seconds * 1000) : null);

export function toSubscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const status = subscription.status === 'active' || subscription.status === 'trialing'
    ? 'active'
    : subscription.status === 'canceled' || subscription.status === 'incomplete_expired'
      ? 'canceled'
      : 'past_due';
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status,
    priceId: item?.price.id ?? '',
    amount: (item?.price.unit_amount ?? 0) * (item?.quantity ?? 1),
    currency: item?.price.currency ?? subscription.currency,
    currentPeriodStart: fromEpoch(item?.current_period_start),
    currentPeriodEnd: fromEpoch(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

function toCardRecord(method: Stripe.PaymentMethod): PaymentMethodRecord | null {
  if (!method.card) return null;
  return {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    name: method.billing_details.name ?? '',
    email: method.billing_details.email ?? '',
  };
}

/** Stripe: hosted Checkout in subscription mode; invoices and cards are read from Stripe. */
export function createStripeProvider(config: StripeBilling, stripe: Stripe = createStripeClient(config)): PaymentProvider {
  const priceIds: Record<PaidTier, string> = { TIER_2: config.tier2PriceId, TIER_3: config.tier3PriceId };

  return {
    name: 'stripe',
    publishableKey: config.publishableKey,
    priceIdOf: (tier) => priceIds[tier],
    tierOfPrice: (priceId) => (Object.keys(priceIds) as PaidTier[]).find((tier) => priceIds[tier] === priceId) ?? null,

    async priceOf(tier) {
      const price = await callStripe(() => stripe.prices.retrieve(priceIds[tier]));
      return { amount: price.unit_amount ?? 0, currency: price.currency };
    },

    async createCustomer(user) {
      const customer = await callStripe(() =>
        stripe.customers.create({ email: user.email, name: user.name, metadata: { userId: String(user.id) } }),
      );
      return customer.id;
    },

    async createCheckout(checkout) {
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          customer: checkout.customerId,
          client_reference_id: String(checkout.userId),
          line_items: [{ price: checkout.priceId, quantity: 1 }],
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
          metadata: { userId: String(checkout.userId), tier: checkout.tier },
          subscription_data: { metadata: { userId: String(checkout.userId), tier: checkout.tier } },
        }),
      );
      if (!session.url) throw new ProviderUnavailable(BILLING_SERVER_MESSAGES.providerUnavailable);
      return { sessionId: session.id, url: session.url, amount: session.amount_total ?? 0, currency: session.currency ?? 'usd' };
    },

    async readCheckout(sessionId): Promise<CheckoutState> {
      const session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId, { expand: ['subscription'] }));
      const subscription = session.subscription && typeof session.subscription !== 'string' ? session.subscription : null;
      return {
        sessionId: session.id,
        status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
        isPaid: session.status === 'complete' && session.payment_status !== 'unpaid',
        subscription: subscription ? toSubscriptionState(subscription) : null,
      };
    },

    async readSubscription(subscriptionId) {
      return toSubscriptionState(await callStripe(() => stripe.subscriptions.retrieve(subscriptionId)));
    },

    async listInvoices(customer): Promise<InvoiceRecord[]> {
      const list = await callStripe(() => stripe.invoices.list({ customer: customer.customerId, status: 'paid', limit: 100 }));
      return list.data.map((invoice) => ({
        invoiceNumber: invoice.number ?? invoice.id ?? '',
        amountPaid: invoice.amount_paid,
        currency: invoice.currency,
        paidDate: invoice.status_transitions.paid_at ?? invoice.created,
        hostedInvoiceURL: invoice.hosted_invoice_url ?? '',
      }));
    },

    async defaultCard(customer) {
      const found = await callStripe(() =>
        stripe.customers.retrieve(customer.customerId, { expand: ['invoice_settings.default_payment_method'] }),
      );
      if (found.deleted) return null;
      const preferred = found.invoice_settings.default_payment_method;
      if (preferred && typeof preferred !== 'string') return toCardRecord(preferred);
      // Checkout sets the subscription's card, not the customer's default: take the card on file.
      const cards = await callStripe(() => stripe.customers.listPaymentMethods(customer.customerId, { type: 'card', limit: 1 }));
      return cards.data[0] ? toCardRecord(cards.data[0]) : null;
    },

    async changeCard(customer, paymentMethodId, subscriptionIds) {
      const method = await callStripe(() => stripe.paymentMethods.attach(paymentMethodId, { customer: customer.customerId }));
      const card = toCardRecord(method);
      if (!card) throw new BadRequest('paymentMethodId: This payment method is not a card.');
      await callStripe(() =>
        stripe.customers.update(customer.customerId, { invoice_settings: { default_payment_method: method.id } }),
      );
      for (const subscriptionId of subscriptionIds) {
        await callStripe(() => stripe.subscriptions.update(subscriptionId, { default_payment_method: method.id }));
      }
      return card;
    },

    async cancelAtPeriodEnd(subscriptionId) {
      return toSubscriptionState(
        await callStripe(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true })),
      );
    },

    async cancelNow(subscriptionId) {
      await callStripe(() => stripe.subscriptions.cancel(subscriptionId));
    },
  };
}
