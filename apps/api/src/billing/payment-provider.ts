import type {
  InvoiceRecord,
  PaidTier,
  PaymentMethodRecord,
  PaymentProviderName,
} from '@fleetgraph/shared/contracts/billing';

/** A subscription as the provider holds it; dates are the billing period's bounds. */
export interface SubscriptionState {
  id: string;
  customerId: string;
  status: 'active' | 'past_due' | 'canceled';
  priceId: string;
  amount: number;
  currency: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutState {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  /** Complete and paid: the plan may be applied. */
  isPaid: boolean;
  subscription: SubscriptionState | null;
}

export interface NewCheckout {
  customerId: string;
  userId: number;
  tier: PaidTier;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

/** The provider's customer of one of our users. */
export interface CustomerRef {
  userId: number;
  customerId: string;
}

/**
 * What billing needs from a card payment provider. Stripe implements it against its API; the
 * built-in sandbox keeps the same things in PostgreSQL so the whole flow runs on one machine.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly publishableKey: string;
  priceIdOf(tier: PaidTier): string;
  tierOfPrice(priceId: string): PaidTier | null;
  priceOf(tier: PaidTier): Promise<{ amount: number; currency: string }>;
  createCustomer(user: { id: number; email: string; name: string }): Promise<string>;
  createCheckout(checkout: NewCheckout): Promise<{ sessionId: string; url: string; amount: number; currency: string }>;
  readCheckout(sessionId: string): Promise<CheckoutState>;
  readSubscription(subscriptionId: string): Promise<SubscriptionState | null>;
  listInvoices(customer: CustomerRef): Promise<InvoiceRecord[]>;
  defaultCard(customer: CustomerRef): Promise<PaymentMethodRecord | null>;
  /** Makes the payment method the default card of the customer and of its subscriptions. */
  changeCard(customer: CustomerRef, paymentMethodId: string, subscriptionIds: string[]): Promise<PaymentMethodRecord>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<SubscriptionState>;
  /** Ends a subscription at once, as when a user moves to another paid tier. */
  cancelNow(subscriptionId: string): Promise<void>;
}
