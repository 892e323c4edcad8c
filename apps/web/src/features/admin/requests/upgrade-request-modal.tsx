import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { UpgradeRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { MESSAGES } from '@fleetgraph/shared/messages';
import { planFor } from '@fleetgraph/shared/options/plans';
import { DetailField } from '../../../components/detail-field';
import { showSuccess } from '../../../lib/toasts';
import { formatRequestDate } from './request-dates';
import { decideUpgradeRequest } from './requests-api';
import { tierLabel } from './tier-labels';
import { useRequestAction } from './use-request-action';

function Decision({ request, onDecided }: { request: UpgradeRequestRecord; onDecided: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const { busy, failure, setFailure, run } = useRequestAction<'approve' | 'deny'>();

  const decide = (verb: 'approve' | 'deny') =>
    run(verb, async () => {
      const answer = await decideUpgradeRequest(request.id, verb, note);
      if (!answer.recordUpdated) return setFailure(MESSAGES.genericError);
      const plan = planFor(request.desiredRole)?.name ?? request.desiredRole;
      showSuccess(
        verb === 'approve'
          ? `Approved the ${plan} plan for ${request.applicantEmail}.`
          : `Denied the ${plan} plan for ${request.applicantEmail}.`,
      );
      await queryClient.invalidateQueries({ queryKey: ['admin-upgrades'] });
      onDecided();
    });

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Textarea
        label="Note to the applicant"
        description="Optional. Sent with the decision email."
        autosize
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        maxLength={2000}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void decide('deny')} loading={busy === 'deny'} disabled={busy !== null}>
          Deny
        </Button>
        <Button color="green" onClick={() => void decide('approve')} loading={busy === 'approve'} disabled={busy !== null}>
          Approve
        </Button>
      </Group>
    </Stack>
  );
}

/** The 'Tier Upgrade Request' modal with Approve and Deny (spec section 2). */
export function UpgradeRequestModal({
  request,
  onClose,
  onDecided,
}: {
  request: UpgradeRequestRecord | null;
  onClose: () => void;
  onDecided: () => void;
}) {
  return (
    <Modal opened={request !== null} onClose={onClose} title="Tier Upgrade Request" size="lg">
      {request && (
        <Stack gap="md">
          <Group gap="xl" align="flex-start">
            <DetailField label="Email">
              <Text size="sm">{request.applicantEmail}</Text>
            </DetailField>
            <DetailField label="Requested Date">
              <Text size="sm">{formatRequestDate(request.createdAt)}</Text>
            </DetailField>
          </Group>
          <Group gap="xl" align="flex-start">
            <DetailField label="Current tier">
              <Text size="sm">{tierLabel(request.currentTier, request.organizationType)}</Text>
            </DetailField>
            <DetailField label="Requested tier">
              <Text size="sm" fw={600}>
                {tierLabel(request.desiredRole, request.organizationType)} ({planFor(request.desiredRole)?.name} plan)
              </Text>
            </DetailField>
            {request.startDate && (
              <DetailField label="Start Date">
                <Text size="sm">{formatRequestDate(`${request.startDate}T00:00:00`)}</Text>
              </DetailField>
            )}
          </Group>
          {request.applicationMessage && (
            <DetailField label="Reason">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {request.applicationMessage}
              </Text>
            </DetailField>
          )}
          <Text size="xs" c="dimmed">
            Approving lets the applicant pay for the new tier; it starts once the payment succeeds.
          </Text>
          <Decision key={request.id} request={request} onDecided={onDecided} />
        </Stack>
      )}
    </Modal>
  );
}
