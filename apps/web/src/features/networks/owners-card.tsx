import { Alert, Badge, Button, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OwnersResponse } from '@fleetgraph/shared/contracts/network';
import { errorMessage } from '../../lib/api-client';
import { ENTITY_TYPE_LABELS } from '../../lib/display-rules';
import { formatShare } from './canvas-view';

/** The top owners of one entity, with their effective share, once its owner chains are on the graph. */
export function OwnersCard({ name, result, onOpenNode, onClear }: {
  name: string;
  result: UseQueryResult<OwnersResponse>;
  onOpenNode: (id: string) => void;
  onClear: () => void;
}) {
  const data = result.data;
  return (
    <Stack gap="xs" role="group" aria-labelledby="owners-title">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h5" id="owners-title">
          Owners of {name}
        </Title>
        <Button size="compact-xs" variant="subtle" onClick={onClear}>
          Clear
        </Button>
      </Group>
      {result.isPending && <Loader size="xs" aria-label="Loading owners" />}
      {result.isError && (
        <Alert color="red" p="xs">
          <Text size="xs">{errorMessage(result.error)}</Text>
        </Alert>
      )}
      {data && data.owners.length === 0 && <Text size="xs">No owners are recorded above this entity.</Text>}
      {data && data.owners.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            {data.chains.length === 1 ? '1 ownership chain' : `${data.chains.length} ownership chains`}, highlighted in purple.
          </Text>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Top owners">
            {data.owners.map((owner) => (
              <Group key={owner.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <UnstyledButton onClick={() => onOpenNode(owner.id)} style={{ minWidth: 0 }}>
                  <Text size="xs" fw={600} truncate>
                    {owner.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {ENTITY_TYPE_LABELS[owner.type]}
                  </Text>
                </UnstyledButton>
                <Badge variant="light" color={owner.effectiveShare === null ? 'gray' : 'grape'} style={{ flexShrink: 0 }}>
                  {owner.effectiveShare === null ? 'share not known' : formatShare(owner.effectiveShare)}
                </Badge>
              </Group>
            ))}
          </Stack>
          {data.chains.some((chain) => chain.isCycle) && (
            <Text size="xs" c="orange.8">
              A chain loops back to an entity it passed: circular ownership.
            </Text>
          )}
          {data.isTruncated && (
            <Text size="xs" c="dimmed">
              The walk stopped at its limits; more owners may stand above these.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
