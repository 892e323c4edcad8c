import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { tierReasonForm, type TierReasonForm, type UpgradeCreatedResponse, type UpgradeTier } from '@fleetgraph/shared/contracts/requests';
import type { Plan } from '@fleetgraph/shared/options/plans';
import { errorMessage } from '../../../lib/api-client';
import { requestTier } from './plan-api';

/** The reason-for-request dialog: the reason is required (spec section 5, Tier request). */
export function ReasonDialog({
  plan,
  applicantEmail,
  onClose,
  onSent,
}: {
  plan: Plan | null;
  applicantEmail: string;
  onClose: () => void;
  onSent: (answer: UpgradeCreatedResponse, plan: Plan) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TierReasonForm>({ mode: 'onTouched', resolver: zodResolver(tierReasonForm), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.handleSubmit(async ({ reason }) => {
    if (!plan) return;
    setFailure(null);
    try {
      const answer = await requestTier({
        applicantEmail,
        desiredRole: plan.tier as UpgradeTier,
        applicationMessage: reason,
      });
      form.reset();
      onSent(answer, plan);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Modal opened={plan !== null} onClose={close} title="Reason for request" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            You are asking for the <strong>{plan?.name}</strong> plan. Tell our team what you will use it for; they
            answer by email.
          </Text>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={4}
            data-autofocus
            {...form.register('reason')}
            error={errors.reason?.message}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
