import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { brandLabel, type PaymentMethodRecord } from '@fleetgraph/shared/contracts/billing';

const twoDigits = (month: number) => String(month).padStart(2, '0');

/** The Card panel: brand, masked number, expiry month/year and the holder's name (spec section 2). */
export function CardPanel({
  card,
  isLoading,
  error,
  updatedMessage,
  onChangeCard,
}: {
  card: PaymentMethodRecord | null | undefined;
  isLoading: boolean;
  error: string | null;
  updatedMessage: string | null;
  onChangeCard: () => void;
}) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="card-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="card-title">
            Card
          </Title>
          <Button variant="light" size="xs" onClick={onChangeCard} disabled={isLoading || Boolean(error)}>
            Change Card
          </Button>
        </Group>
        {updatedMessage && (
          <Alert color="green" variant="light" role="status">
            {updatedMessage}
          </Alert>
        )}
        {isLoading && <Loader size="sm" aria-label="Loading card" />}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {!isLoading && !error && !card && <Text c="dimmed">No card is on file yet.</Text>}
        {card && (
          <Stack gap={2} aria-label="Card on file">
            <Text fw={600}>{brandLabel(card.brand)}</Text>
            <Text ff="monospace" size="lg" aria-label={`Card ending in ${card.last4}`}>
              •••• {card.last4}
            </Text>
            <Text size="sm" c="dimmed">
              Expires {twoDigits(card.expMonth)}/{card.expYear}
            </Text>
            {card.name && <Text size="sm">{card.name}</Text>}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
