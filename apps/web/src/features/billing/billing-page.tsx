import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { isPaidTier, planLabel, type PaymentMethodRecord } from '@fleetgraph/shared/contracts/billing';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { BILLING_MESSAGES, BILLING_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { confirmAction } from '../../components/confirm-dialog';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showError, showSuccess } from '../../lib/toasts';
import { ApprovedTierBanner } from '../../components/approved-tier-banner';
import { billingKeys, cancelPlan, fetchCard, fetchCheckoutSetup, fetchInvoices, fetchNextPayment } from './billing-api';
import { CardPanel } from './card-panel';
import { ChangeCardForm } from './change-card-form';
import { invoiceDate, InvoicesTable } from './invoices-table';
import { NextPaymentPanel } from './next-payment-panel';

/** /billing: the card, the next payment and the invoices; for tier 2 and tier 3 only (spec section 6). */
export function BillingPage() {
  const { user } = useAuth();
  if (!user) return null;
  const canSeeBilling = isPaidTier(user.tier) && user.roleName !== 'ADMIN' && user.roleName !== 'ORGUSER';
  return (
    <Container size="lg" py="xl">
      <Title order={1} size="h2" mb="lg">
        Billing
      </Title>
      {canSeeBilling ? <BillingPanels user={user} /> : <BillingUnavailable user={user} />}
    </Container>
  );
}

/** Why there is no billing here, and, for an approved upgrade, where paying starts. */
function BillingUnavailable({ user }: { user: UserRecord }) {
  if (user.roleName === 'ADMIN') return <Alert color="blue">{BILLING_SERVER_MESSAGES.adminHasNoBilling}</Alert>;
  if (user.roleName === 'ORGUSER') return <Alert color="blue">{BILLING_SERVER_MESSAGES.organizationPays}</Alert>;
  return (
    <Stack gap="md">
      <Alert color="blue" title="Billing is for paid plans">
        <Text size="sm">
          Billing is available to Tier 2 and Tier 3 users only. You are on the {planLabel(user.roleName, user.tier)}.{' '}
          {user.highestApprovedTier === null && (
            <>
              To move to a paid plan, ask for it from <Anchor component={Link} to="/account">My Account</Anchor>.
            </>
          )}
        </Text>
      </Alert>
      <ApprovedTierBanner user={user} />
    </Stack>
  );
}

function BillingPanels({ user }: { user: UserRecord }) {
  const queryClient = useQueryClient();
  const [isChangingCard, setChangingCard] = useState(false);
  const [updatedMessage, setUpdatedMessage] = useState<string | null>(null);
  const setup = useQuery({ queryKey: billingKeys.setup, queryFn: fetchCheckoutSetup, staleTime: Infinity });
  const card = useQuery({ queryKey: billingKeys.card, queryFn: fetchCard });
  const invoices = useQuery({ queryKey: billingKeys.invoices, queryFn: fetchInvoices });
  const next = useQuery({ queryKey: billingKeys.nextPayment, queryFn: fetchNextPayment });

  const cancel = useMutation({
    mutationFn: cancelPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.nextPayment }),
    onError: (error) => showError(errorMessage(error)),
  });

  const askToCancel = async () => {
    const endsOn = next.data?.nextpaymentdate ? invoiceDate(next.data.nextpaymentdate) : 'the end of the period';
    const isConfirmed = await confirmAction({
      message: `Cancel your plan? You keep the ${planLabel(user.roleName, user.tier)} until ${endsOn}, then return to the ${planLabel(user.roleName, 'TIER_1')}.`,
      confirmLabel: 'Yes, cancel it',
      cancelLabel: 'No, keep it',
      isDestructive: true,
    });
    if (isConfirmed) cancel.mutate();
  };

  const cardChanged = (changed: PaymentMethodRecord) => {
    queryClient.setQueryData(billingKeys.card, changed);
    setChangingCard(false);
    setUpdatedMessage(BILLING_MESSAGES.cardDetailsUpdated);
    showSuccess(BILLING_MESSAGES.cardUpdatedToast);
  };

  return (
    <Stack gap="lg">
      <ApprovedTierBanner user={user} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {isChangingCard && setup.data ? (
              <ChangeCardForm user={user} setup={setup.data} onBack={() => setChangingCard(false)} onChanged={cardChanged} />
            ) : (
              <CardPanel
                card={card.data}
                isLoading={card.isPending}
                error={card.error ? errorMessage(card.error) : setup.error ? errorMessage(setup.error) : null}
                updatedMessage={updatedMessage}
                onChangeCard={() => {
                  setUpdatedMessage(null);
                  setChangingCard(true);
                }}
              />
            )}
            <NextPaymentPanel
              user={user}
              next={next.data}
              isLoading={next.isPending}
              error={next.error ? errorMessage(next.error) : null}
              isCancelling={cancel.isPending}
              onCancelPlan={askToCancel}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <InvoicesTable
            invoices={invoices.data?.invoices}
            isLoading={invoices.isPending}
            error={invoices.error ? errorMessage(invoices.error) : null}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
