import { Group, Input } from '@mantine/core';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { cardNumberIssue, cvcIssue, expiryIssue } from '@fleetgraph/shared/contracts/billing';
import { createSandboxPaymentMethod } from './billing-api';
import type { CardEntryHandle } from './card-entry';

interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

const spacedNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

const slashedExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
};

export const sandboxCardIssue = (card: SandboxCard) =>
  cardNumberIssue(card.number) ?? expiryIssue(card.expiry) ?? cvcIssue(card.cvc);

/**
 * Bare inputs inside one wrapper: the wrapper alone keeps the room for the error line, so the
 * error appearing on blur moves nothing below it (see field-errors.module.css).
 *
 * The sandbox's card element: number, expiry and CVC in one field, its error beneath it once
 * the field has been left (spec section 5, Card form), checked as a card element checks.
 */
export function SandboxCardField({
  ref,
  error,
  onErrorChange,
}: {
  ref: Ref<CardEntryHandle>;
  error: string | null;
  onErrorChange: (error: string | null) => void;
}) {
  const [card, setCard] = useState<SandboxCard>({ number: '', expiry: '', cvc: '' });
  const [isTouched, setTouched] = useState(false);
  const numberInput = useRef<HTMLInputElement>(null);

  useImperativeHandle(
    ref,
    () => ({
      check: () => sandboxCardIssue(card),
      focus: () => numberInput.current?.focus(),
      async createPaymentMethod(billing) {
        const { id } = await createSandboxPaymentMethod({ ...card, ...billing });
        return id;
      },
    }),
    [card],
  );

  const change = (field: keyof SandboxCard, value: string) => {
    const next = { ...card, [field]: value };
    setCard(next);
    if (isTouched) onErrorChange(sandboxCardIssue(next));
  };

  return (
    <Input.Wrapper label="Card" error={error} id="card-number-input">
      <Group
        gap={0}
        wrap="nowrap"
        onBlur={(event) => {
          // Only when focus leaves the whole field, not while moving from number to expiry.
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
          setTouched(true);
          onErrorChange(sandboxCardIssue(card));
        }}
      >
        <Input
          ref={numberInput}
          id="card-number-input"
          aria-label="Card number"
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={card.number}
          error={Boolean(error)}
          onChange={(event) => change('number', spacedNumber(event.currentTarget.value))}
          style={{ flex: 3 }}
        />
        <Input
          aria-label="Expiry"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={card.expiry}
          error={Boolean(error)}
          onChange={(event) => change('expiry', slashedExpiry(event.currentTarget.value))}
          style={{ flex: 1.2 }}
        />
        <Input
          aria-label="CVC"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          error={Boolean(error)}
          onChange={(event) => change('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
          style={{ flex: 1 }}
        />
      </Group>
    </Input.Wrapper>
  );
}
