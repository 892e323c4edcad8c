import type Stripe from 'stripe';
import { recordEvent } from '../billing.repo';
import { endReplacedSubscriptions, type Billing } from '../billing.service';
import { applyPaidCheckout, endSubscription, mirrorSubscription } from '../plan-changes';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The events billing follows; any other is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
] as const;

/**
 * Handles one verified Stripe event. The event is recorded in the transaction that applies it:
 * delivered twice, it changes nothing the second time; failing half-way, it is not recorded and
 * Stripe's retry applies it. Subscriptions are read afresh, since events may come out of order.
 */
export async function handleStripeEvent(billing: Billing, event: Stripe.Event): Promise<void> {
  const { deps, provider } = billing;
  const remember = (tx: Parameters<typeof recordEvent>[0]) =>
    recordEvent(tx, { id: event.id, provider: 'stripe', type: event.type });

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const checkout = await provider.readCheckout(event.data.object.id);
      const result = await deps.db.transaction(async (tx) => ((await remember(tx)) ? applyPaidCheckout(tx, 'stripe', checkout) : null));
      if (result) await endReplacedSubscriptions(billing, result.replaced);
      return;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      const subscription = subscriptionId ? await provider.readSubscription(subscriptionId) : null;
      await deps.db.transaction(async (tx) => {
        if ((await remember(tx)) && subscription) await mirrorSubscription(tx, subscription);
      });
      return;
    }
    case 'customer.subscription.updated': {
      const subscription = await provider.readSubscription(event.data.object.id);
      await deps.db.transaction(async (tx) => {
        if ((await remember(tx)) && subscription) await mirrorSubscription(tx, subscription);
      });
      return;
    }
    case 'customer.subscription.deleted': {
      await deps.db.transaction(async (tx) => {
        if (await remember(tx)) await endSubscription(tx, event.data.object.id);
      });
      return;
    }
    default:
      return;
  }
}
