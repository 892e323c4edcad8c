import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { formatInvoiceAmount, planLabel, type NextPayment } from '@fleetgraph/shared/contracts/billing';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { invoiceDate } from './invoices-table';

/** The next payment (spec section 3): its date and amount, or when a cancelled plan ends. */
export function NextPaymentPanel({
  user,
  next,
  isLoading,
  error,
  isCancelling,
  onCancelPlan,
}: {
  user: UserRecord;
  next: NextPayment | undefined;
  isLoading: boolean;
  error: string | null;
  isCancelling: boolean;
  onCancelPlan: () => void;
}) {
  const label = planLabel(user.roleName, next?.tier ?? user.tier);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="next-payment-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="next-payment-title">
          Next payment
        </Title>
        {isLoading && <Loader size="sm" aria-label="Loading next payment" />}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {next?.nextpaymentdate && next.amount !== null && (
          <>
            <Text>
              <Text span fw={600}>
                {formatInvoiceAmount(next.amount, next.currency)}
              </Text>{' '}
              on {invoiceDate(next.nextpaymentdate)}
            </Text>
            <Text size="sm" c="dimmed">
              {label}, renewed monthly with the card on file.
            </Text>
            <Button variant="subtle" color="red" size="xs" onClick={onCancelPlan} loading={isCancelling} style={{ alignSelf: 'flex-start' }}>
              Cancel plan
            </Button>
          </>
        )}
        {next?.endsAt && (
          <Text>
            Your {label} ends on {invoiceDate(next.endsAt)} and will not renew. You then return to the{' '}
            {planLabel(user.roleName, 'TIER_1')}.
          </Text>
        )}
        {next && !next.nextpaymentdate && !next.endsAt && <Text c="dimmed">No payment is scheduled.</Text>}
      </Stack>
    </Paper>
  );
}
