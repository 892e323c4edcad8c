import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { graphSummary, type NetworkGraph } from './graph-model';
import type { LinkCount } from './use-network-graph';

/** The line over the canvas: how big the graph is, whether more is coming, and more of a hub's links. */
export function GraphStatus({ graph, isGrowing, rootLinks, isLoadingMore, onLoadMore }: {
  graph: NetworkGraph;
  isGrowing: boolean;
  rootLinks: LinkCount | undefined;
  isLoadingMore: boolean;
  onLoadMore: () => void;
}) {
  return (
    <Group pos="absolute" top={10} left={12} gap="xs" style={{ zIndex: 2 }}>
      <Text size="sm" fw={600} role="status" bg="rgba(255,255,255,0.85)" px={6} style={{ borderRadius: 4 }}>
        {graphSummary(graph)}
      </Text>
      {isGrowing && <Loader size="xs" aria-label="Loading more of the graph" />}
      {rootLinks && rootLinks.nextOffset !== null && (
        <Button size="compact-xs" variant="light" loading={isLoadingMore} onClick={onLoadMore}>
          Load more links ({rootLinks.shown} of {rootLinks.total} shown)
        </Button>
      )}
    </Group>
  );
}

export function ExpansionFailed({ name, error, onRetry }: { name: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" pos="absolute" top={44} left={12} maw={420} style={{ zIndex: 2 }} p="xs">
      <Group gap="xs" wrap="nowrap">
        <Text size="xs">
          Expanding {name} failed: {errorMessage(error)}
        </Text>
        <Button size="compact-xs" variant="white" color="red" onClick={onRetry}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

/** Covers the canvas while the root's network loads, or says why it cannot be shown (a 403 for tier 1). */
export function GraphCover({ isPending, error }: { isPending: boolean; error: unknown }) {
  if (error) {
    return (
      <Center pos="absolute" inset={0} style={{ zIndex: 4 }} bg="white" p="xl">
        <Alert color="red" title="This graph cannot be shown" maw={520}>
          {errorMessage(error)}
        </Alert>
      </Center>
    );
  }
  if (!isPending) return null;
  return (
    <Center pos="absolute" inset={0} style={{ zIndex: 4 }} bg="rgba(255,255,255,0.7)">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm">Loading the graph…</Text>
      </Stack>
    </Center>
  );
}
