import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { INDIVIDUAL_TIER_LABELS, ORGANIZATION_TIER_LABELS, SUPPORT_EMAIL } from '@fleetgraph/shared/constants';
import type { UpgradeCreatedResponse } from '@fleetgraph/shared/contracts/requests';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { planFor, type Plan } from '@fleetgraph/shared/options/plans';
import { fetchOpenTierRequest, openTierRequestKey } from './plan-api';
import { PlanPickerDialog } from './plan-picker-dialog';
import { ReasonDialog } from './reason-dialog';

type Outcome = { kind: 'sent'; plan: Plan; answer: UpgradeCreatedResponse } | { kind: 'basic' };

/**
 * The account Subscription panel's way to ask for another plan: the plan picker, then the reason
 * dialog (Basic skips it: it is free and needs no request), then an alert with the request's status.
 * Individuals and organization admins ask; an organization user's plan is its admin's, an admin has none.
 */
export function ChangePlanButton({ user }: { user: UserRecord }) {
  const queryClient = useQueryClient();
  const canAsk = user.roleName === 'INDIVIDUAL' || user.roleName === 'ORGADMIN';
  const openRequest = useQuery({ queryKey: openTierRequestKey, queryFn: fetchOpenTierRequest, enabled: canAsk });
  const [isPicking, setIsPicking] = useState(false);
  const [reasonFor, setReasonFor] = useState<Plan | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!canAsk) return null;

  const labels = user.roleName === 'ORGADMIN' ? ORGANIZATION_TIER_LABELS : INDIVIDUAL_TIER_LABELS;
  const waiting = openRequest.data;

  return (
    <>
      <Button variant="light" onClick={() => setIsPicking(true)} disabled={Boolean(waiting) || openRequest.isPending}>
        Change Plan
      </Button>
      {waiting && (
        // Full width: inside the panel's row of buttons it takes its own line below them.
        <Text size="xs" c="dimmed" w="100%">
          Your request for the {planFor(waiting.desiredRole)?.name ?? waiting.desiredRole} plan is waiting for a decision.
        </Text>
      )}
      <PlanPickerDialog
        opened={isPicking}
        currentTier={user.tier}
        tierLabel={(tier) => labels[tier]}
        onClose={() => setIsPicking(false)}
        onNext={(plan) => {
          setIsPicking(false);
          if (plan.tier === 'TIER_1') setOutcome({ kind: 'basic' });
          else setReasonFor(plan);
        }}
      />
      <ReasonDialog
        plan={reasonFor}
        applicantEmail={user.email}
        onClose={() => setReasonFor(null)}
        onSent={(answer, plan) => {
          setReasonFor(null);
          setOutcome({ kind: 'sent', plan, answer });
          void queryClient.invalidateQueries({ queryKey: openTierRequestKey });
        }}
      />
      <Modal
        opened={outcome !== null}
        onClose={() => setOutcome(null)}
        title={outcome?.kind === 'sent' ? 'Request sent' : 'The Basic plan'}
      >
        <Stack gap="md">
          {outcome?.kind === 'sent' ? (
            <Alert color="green" title={`Status: ${outcome.answer.status}`}>
              Your request for the {outcome.plan.name} plan is with our team. We will email you once it is decided.
            </Alert>
          ) : (
            <Text size="sm">
              The Basic plan is free and needs no request. To move to it from a paid plan, write to {SUPPORT_EMAIL} and
              we will end your subscription at the close of its period.
            </Text>
          )}
          <Button onClick={() => setOutcome(null)} style={{ alignSelf: 'flex-end' }}>
            Ok
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
