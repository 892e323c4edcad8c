import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import type { UpgradeStatus } from '@fleetgraph/shared/contracts/requests';
import { planFor } from '@fleetgraph/shared/options/plans';
import { errorMessage } from '../../lib/api-client';
import { fetchTierHistory, tierHistoryKey } from './upgrade-api';

const STATUS: Record<UpgradeStatus, { label: string; color: string }> = {
  CREATED: { label: 'Waiting for a decision', color: 'blue' },
  APPROVED: { label: 'Approved', color: 'green' },
  DENIED: { label: 'Not approved', color: 'red' },
};

/** The history beside the form: the user's five latest tier requests and what became of them. */
export function TierHistory() {
  const history = useQuery({ queryKey: tierHistoryKey, queryFn: fetchTierHistory });
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          History
        </Title>
        {history.isPending ? (
          <Loader size="sm" aria-label="Loading history" />
        ) : history.isError ? (
          <Alert color="red">{errorMessage(history.error)}</Alert>
        ) : history.data.upgradeRoleRequests.length === 0 ? (
          <Text size="sm" c="dimmed">
            No tier requests yet. The ones you send appear here with their status.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {history.data.upgradeRoleRequests.map((request) => (
              <Group key={request.id} component="li" justify="space-between" wrap="nowrap">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {planFor(request.desiredRole)?.name ?? request.desiredRole} plan
                    {request.startDate && ` from ${format(new Date(`${request.startDate}T00:00:00`), 'MMMM dd yyyy')}`}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Sent {format(new Date(request.createdAt), 'MMMM dd yyyy')}
                  </Text>
                </Stack>
                <Badge color={STATUS[request.status].color} variant="light">
                  {STATUS[request.status].label}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
