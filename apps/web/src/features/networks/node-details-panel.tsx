import { Badge, Box, Button, CloseButton, Group, Loader, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { GraphNode } from '@fleetgraph/shared/contracts/network';
import { RecordDetailsTable } from '../../components/record-details-table';
import { errorMessage } from '../../lib/api-client';
import { ENTITY_TYPE_LABELS } from '../../lib/display-rules';
import { fetchRecord } from '../../lib/record-api';
import type { NodeActions } from './node-actions';
import type { LinkCount } from './use-network-graph';

export const DETAILS_PANEL_WIDTH = 380;
export const DETAILS_TAB_WIDTH = 28;

interface Props {
  node: GraphNode | null;
  isOpen: boolean;
  isRoot: boolean;
  isExpanded: boolean;
  links: LinkCount | undefined;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onToggle: () => void;
  onClose: () => void;
  actions: NodeActions;
}

/** The spec's details side panel: a DETAILS tab on the graph's right edge that slides the panel out. */
export function NodeDetailsPanel({ node, isOpen, onToggle, onClose, ...rest }: Props) {
  const close = useEffectEvent(() => onClose());
  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && close();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen]);

  return (
    <Box pos="absolute" top={0} bottom={0} right={0} style={{ display: 'flex', zIndex: 3, pointerEvents: 'none' }}>
      <UnstyledButton
        onClick={onToggle}
        aria-expanded={isOpen}
        aria-controls="node-details"
        style={{
          pointerEvents: 'auto',
          alignSelf: 'center',
          writingMode: 'vertical-rl',
          background: '#0b2545',
          color: 'white',
          width: DETAILS_TAB_WIDTH,
          padding: '14px 0',
          borderRadius: '6px 0 0 6px',
          fontSize: 12,
          fontWeight: 700,
          letterSpacing: 2,
        }}
      >
        DETAILS
      </UnstyledButton>
      {isOpen && (
        <Box
          id="node-details"
          role="region"
          aria-label="Details"
          w={DETAILS_PANEL_WIDTH}
          bg="white"
          style={{ pointerEvents: 'auto', borderLeft: '1px solid var(--mantine-color-gray-3)', boxShadow: '-4px 0 12px rgba(11,37,69,0.08)' }}
        >
          <ScrollArea h="100%" type="auto">
            <Stack gap="sm" p="md">
              <Group justify="space-between" wrap="nowrap">
                <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                  Details
                </Text>
                <CloseButton aria-label="Close details" onClick={onClose} />
              </Group>
              {node ? <NodeDetails node={node} {...rest} /> : <Text size="sm">Click a node to see its details.</Text>}
            </Stack>
          </ScrollArea>
        </Box>
      )}
    </Box>
  );
}

function NodeDetails({ node, isRoot, isExpanded, links, isLoadingMore, onLoadMore, actions }: Omit<Props, 'isOpen' | 'onToggle' | 'onClose'> & { node: GraphNode }) {
  const record = useQuery({ queryKey: ['record', node.type, node.id], queryFn: () => fetchRecord(node.type, node.id) });
  return (
    <Stack gap="sm">
      <div>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {node.name}
        </Title>
        <Group gap={6} mt={4}>
          <Badge variant="light">{ENTITY_TYPE_LABELS[node.type]}</Badge>
          {isRoot && <Badge variant="light" color="yellow">Root</Badge>}
          {node.containsBO && <Badge variant="light" color="teal">Beneficial ownership</Badge>}
        </Group>
      </div>
      <Group gap={6}>
        <Button size="xs" onClick={() => actions.expand(node.id)} disabled={isExpanded}>
          {isExpanded ? 'Expanded' : 'Expand'}
        </Button>
        <Button size="xs" variant="default" onClick={() => actions.showOwners(node.id)}>
          Show owners
        </Button>
        <Button size="xs" variant="default" onClick={() => actions.pathFrom(node.id)}>
          Path from here
        </Button>
        <Button size="xs" variant="default" onClick={() => actions.pathTo(node.id)}>
          Path to here
        </Button>
        {!isRoot && (
          <Button size="xs" variant="subtle" onClick={() => actions.openAsRoot(node.id)}>
            Open as new graph
          </Button>
        )}
      </Group>
      {links && links.nextOffset !== null && (
        <Button size="xs" variant="light" onClick={onLoadMore} loading={isLoadingMore}>
          Load more links ({links.shown} of {links.total} shown)
        </Button>
      )}
      {record.isPending && <Loader size="sm" aria-label="Loading record" />}
      {record.isError && (
        <Text c="red" size="sm">
          {errorMessage(record.error)}
        </Text>
      )}
      {record.data && <RecordDetailsTable rows={record.data.properties} labelWidth={140} />}
    </Stack>
  );
}
