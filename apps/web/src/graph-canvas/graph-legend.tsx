import { Group, Paper, Text } from '@mantine/core';
import { ENTITY_TYPES } from '@fleetgraph/shared/fleet/relationship-types';
import { ENTITY_TYPE_LABELS } from '../lib/display-rules';
import { NODE_LOOKS, OWNER_CHAIN_COLOR, PATH_COLOR, ROOT_HALO } from './graph-colors';

const SHAPE_CSS = {
  ellipse: { borderRadius: '50%' },
  'round-rectangle': { borderRadius: 3 },
  'round-diamond': { borderRadius: 2, transform: 'rotate(45deg) scale(0.8)' },
} as const;

function Swatch({ color, shape }: { color: string; shape: keyof typeof SHAPE_CSS }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, background: color, ...SHAPE_CSS[shape] }} />;
}

function Line({ color }: { color: string }) {
  return <span aria-hidden style={{ display: 'inline-block', width: 18, height: 4, borderRadius: 2, background: color }} />;
}

/** What the shapes and colours on the canvas mean. */
export function GraphLegend({ showPath, showOwners }: { showPath: boolean; showOwners: boolean }) {
  return (
    <Paper withBorder shadow="xs" px="sm" py={6} radius="sm" role="group" aria-label="Legend">
      <Group gap="md" wrap="nowrap">
        {ENTITY_TYPES.map((type) => (
          <Group key={type} gap={6} wrap="nowrap">
            <Swatch {...NODE_LOOKS[type]} />
            <Text size="xs">{ENTITY_TYPE_LABELS[type]}</Text>
          </Group>
        ))}
        <Group gap={6} wrap="nowrap">
          <span aria-hidden style={{ display: 'inline-block', width: 14, height: 14, borderRadius: '50%', border: `3px solid ${ROOT_HALO}` }} />
          <Text size="xs">Root</Text>
        </Group>
        {showPath && (
          <Group gap={6} wrap="nowrap">
            <Line color={PATH_COLOR} />
            <Text size="xs">Path</Text>
          </Group>
        )}
        {showOwners && (
          <Group gap={6} wrap="nowrap">
            <Line color={OWNER_CHAIN_COLOR} />
            <Text size="xs">Ownership chain</Text>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
