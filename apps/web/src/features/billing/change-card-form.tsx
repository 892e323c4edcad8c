import { Anchor, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import type { CheckoutSetup, PaymentMethodRecord } from '@fleetgraph/shared/contracts/billing';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { errorMessage } from '../../lib/api-client';
import { updatePaymentMethod } from './billing-api';
import type { CardEntryHandle } from './card-entry';
import { SandboxCardField } from './sandbox-card-field';
import { StripeCardField } from './stripe-card-field';

/**
 * The 'Change Card' flow (spec sections 2 and 5): email and name prefilled and disabled, card
 * errors beneath the card field, no submit while the card has an error (focus goes back to it).
 */
export function ChangeCardForm({
  user,
  setup,
  onBack,
  onChanged,
}: {
  user: UserRecord;
  setup: CheckoutSetup;
  onBack: () => void;
  onChanged: (card: PaymentMethodRecord) => void;
}) {
  const entry = useRef<CardEntryHandle>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const name = `${user.firstName} ${user.lastName}`.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = entry.current?.check() ?? null;
    if (issue) {
      setCardError(issue);
      entry.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const paymentMethodId = await entry.current!.createPaymentMethod({ email: user.email, name });
      const { card } = await updatePaymentMethod(paymentMethodId);
      onChanged(card);
    } catch (error) {
      setCardError(errorMessage(error));
      entry.current?.focus();
    } finally {
      setSaving(false);
    }
  };

  const field =
    setup.provider === 'stripe' ? (
      <StripeCardField ref={entry} publishableKey={setup.publishableKey} error={cardError} onErrorChange={setCardError} />
    ) : (
      <SandboxCardField ref={entry} error={cardError} onErrorChange={setCardError} />
    );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="change-card-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'flex-start' }}>
            ← Back
          </Anchor>
          <Title order={2} size="h4" id="change-card-title">
            Change Card
          </Title>
          <TextInput label="Email" value={user.email} disabled readOnly />
          <TextInput label="Name" value={name} disabled readOnly />
          {field}
          <Button type="submit" loading={isSaving} mt="xs">
            Update Card
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
