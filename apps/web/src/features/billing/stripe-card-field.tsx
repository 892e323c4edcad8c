import { Box, Input } from '@mantine/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { CARD_MESSAGES } from '@fleetgraph/shared/contracts/billing';
import type { CardEntryHandle } from './card-entry';

const LOAD_FAILED = 'Card entry could not be loaded. Check your connection and try again.';

/**
 * Stripe's card element. Stripe.js is fetched only here, so only users who change a card
 * while the provider is Stripe ever load it; the card never touches our servers.
 */
export function StripeCardField({
  ref,
  publishableKey,
  error,
  onErrorChange,
}: {
  ref: Ref<CardEntryHandle>;
  publishableKey: string;
  error: string | null;
  onErrorChange: (error: string | null) => void;
}) {
  const mountPoint = useRef<HTMLDivElement>(null);
  const element = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const state = useRef<{ isComplete: boolean; error: string | null }>({ isComplete: false, error: null });
  const reportError = useRef(onErrorChange);
  useEffect(() => {
    reportError.current = onErrorChange;
  }, [onErrorChange]);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let isCancelled = false;
    let card: StripeCardElement | undefined;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (isCancelled || !mountPoint.current) return;
        if (!stripe) throw new Error(LOAD_FAILED);
        card = stripe.elements().create('card', { hidePostalCode: true });
        card.mount(mountPoint.current);
        card.on('change', (event) => {
          state.current = { isComplete: event.complete, error: event.error?.message ?? null };
          reportError.current(state.current.error);
        });
        element.current = { stripe, card };
      })
      .catch(() => setLoadError(LOAD_FAILED));
    return () => {
      isCancelled = true;
      card?.destroy();
      element.current = null;
    };
  }, [publishableKey]);

  useImperativeHandle(ref, () => ({
    check: () => state.current.error ?? (state.current.isComplete ? null : CARD_MESSAGES.numberIncomplete),
    focus: () => element.current?.card.focus(),
    async createPaymentMethod(billing) {
      if (!element.current) throw new Error(LOAD_FAILED);
      const { stripe, card } = element.current;
      const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billing });
      if (result.error) throw new Error(result.error.message ?? CARD_MESSAGES.numberInvalid);
      return result.paymentMethod.id;
    },
  }));

  return (
    <Input.Wrapper label="Card" error={error ?? loadError}>
      <Box
        ref={mountPoint}
        p={10}
        style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </Input.Wrapper>
  );
}
