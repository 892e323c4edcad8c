import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PAID_TIER_BY_NUMBER, planLabel } from '@fleetgraph/shared/contracts/billing';
import { BILLING_MESSAGES } from '@fleetgraph/shared/messages';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { createCheckoutSession, fetchCheckoutSession, fetchCheckoutSetup } from './payment-api';
import { PaymentStatusDialog } from './payment-status-dialog';

/**
 * /payment (spec section 2): with tier, 'Processing...' and off to the hosted checkout; with
 * status, the outcome the checkout came back with; paymentStatus opens the result dialog.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const tier = params.get('tier');
  const status = params.get('status');
  let content: ReactNode;
  if (tier !== null) content = <StartCheckout tier={tier} />;
  else if (status === 'success') content = <PaymentSucceeded sessionId={params.get('session_id')} />;
  else if (status === 'canceled') content = <PaymentCanceled />;
  else if (status !== null) content = <Outcome title={BILLING_MESSAGES.error} error={params.get('message') ?? 'The payment could not be completed. Nothing was charged.'} />;
  else content = <Outcome title="Payment" text="Choose a plan from My Account. Once an administrator approves it, you pay for it here." />;
  return (
    <Container size="sm" py="xl">
      {content}
      <PaymentStatusDialog />
    </Container>
  );
}

function Outcome({ title, text, error, children }: { title: string; text?: string; error?: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {text && <Text>{text}</Text>}
        {error && (
          <Text c="red" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm">
          {children}
          <Button component={Link} to="/account" variant={children ? 'default' : 'filled'}>
            Back to My Account
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Processing({ text }: { text?: string }) {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text fw={600} role="status">
          {BILLING_MESSAGES.processing}
        </Text>
        {text && (
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/** Starts the checkout for tier 2 or 3 and leaves for the provider's page; errors stay here, in red. */
function StartCheckout({ tier }: { tier: string }) {
  const [error, setError] = useState<string | null>(null);
  const hasStarted = useRef(false);
  const paidTier = PAID_TIER_BY_NUMBER[Number(tier)];
  useEffect(() => {
    // One checkout per visit, even when React runs effects twice in development.
    if (hasStarted.current || !paidTier) return;
    hasStarted.current = true;
    fetchCheckoutSetup()
      .then((setup) => createCheckoutSession(paidTier === 'TIER_2' ? setup.tier2Price : setup.tier3Price))
      .then(({ url }) => window.location.assign(url))
      .catch((failure: unknown) => setError(errorMessage(failure)));
  }, [paidTier]);
  if (!paidTier) return <Outcome title={BILLING_MESSAGES.error} error="Choose tier 2 or tier 3." />;
  if (error) return <Outcome title={BILLING_MESSAGES.error} error={error} />;
  return <Processing text="Taking you to the secure checkout..." />;
}

const CONFIRM_ATTEMPTS = 15;

/** Back from a paid checkout: confirms the session (which applies the plan at once) and says so. */
function PaymentSucceeded({ sessionId }: { sessionId: string | null }) {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['payment', 'session', sessionId],
    queryFn: () => fetchCheckoutSession(sessionId!),
    enabled: sessionId !== null,
    retry: false,
    // A provider may report the payment a moment after the return: ask again for a while.
    refetchInterval: (query) =>
      query.state.data?.status === 'open' && query.state.dataUpdateCount < CONFIRM_ATTEMPTS ? 2000 : false,
  });
  const status = session.data?.status;
  useEffect(() => {
    if (status !== 'complete') return;
    void refreshUser();
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
  }, [status, refreshUser, queryClient]);

  if (sessionId === null) return <Outcome title={BILLING_MESSAGES.success} text="Your payment was received." />;
  if (session.isPending) return <Processing />;
  if (session.error) return <Outcome title={BILLING_MESSAGES.error} error={errorMessage(session.error)} />;
  if (status === 'expired') return <Outcome title={BILLING_MESSAGES.error} error="This checkout has expired. Nothing was charged." />;
  if (status === 'open') return <Processing text="Your payment is being confirmed. This takes a few seconds." />;
  const label = user && session.data ? planLabel(user.roleName, session.data.tier) : 'your new plan';
  return (
    <Outcome title={BILLING_MESSAGES.success} text={`Your payment was received. You are now on the ${label}.`}>
      <Button component={Link} to="/billing">
        Go to Billing
      </Button>
    </Outcome>
  );
}

function PaymentCanceled() {
  const { user } = useAuth();
  const approved = user?.highestApprovedTier;
  return (
    <Outcome title={BILLING_MESSAGES.canceled} text="You left the checkout before paying. Nothing was charged.">
      {approved === 2 || approved === 3 ? (
        <Button component={Link} to={`/payment?tier=${approved}`}>
          Try again
        </Button>
      ) : null}
    </Outcome>
  );
}
