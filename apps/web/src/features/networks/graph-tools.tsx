import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { isLayoutName, LAYOUT_LABELS, LAYOUT_NAMES, type LayoutName } from '../../graph-canvas/graph-layouts';
import { usePressAndHold } from './use-press-and-hold';

interface Props {
  layout: LayoutName;
  onLayoutChange: (layout: LayoutName) => void;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  onExportPng: () => void;
  onExportJson: () => void;
  isExporting: boolean;
}

const LAYOUT_OPTIONS = LAYOUT_NAMES.map((name) => ({ value: name, label: LAYOUT_LABELS[name] }));

/** The spec's graph tools: layout choice and options, zoom with press-and-hold, fit, and export. */
export function GraphTools({ layout, onLayoutChange, onZoom, onFit, onExportPng, onExportJson, isExporting }: Props) {
  const zoomIn = usePressAndHold(() => onZoom(1));
  const zoomOut = usePressAndHold(() => onZoom(-1));
  return (
    <Stack gap="sm" role="group" aria-labelledby="graph-tools-title">
      <Title order={3} size="h5" id="graph-tools-title">
        Graph tools
      </Title>
      <Stack gap={4}>
        <Text size="xs" fw={600} c="dimmed">
          Layout
        </Text>
        <Button.Group>
          {(['standard', 'hierarchical'] as const).map((name) => (
            <Button
              key={name}
              size="xs"
              flex={1}
              variant={layout === name ? 'filled' : 'default'}
              aria-pressed={layout === name}
              onClick={() => onLayoutChange(name)}
            >
              {LAYOUT_LABELS[name]}
            </Button>
          ))}
        </Button.Group>
        <Select
          size="xs"
          label="Layout options"
          data={LAYOUT_OPTIONS}
          value={layout}
          onChange={(value) => isLayoutName(value) && onLayoutChange(value)}
          allowDeselect={false}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="xs" fw={600} c="dimmed">
          Zoom
        </Text>
        <Group gap={6} grow>
          <Button size="xs" variant="default" aria-label="Zoom out" title="Zoom out (hold to repeat)" {...zoomOut}>
            −
          </Button>
          <Button size="xs" variant="default" aria-label="Zoom in" title="Zoom in (hold to repeat)" {...zoomIn}>
            +
          </Button>
          <Button size="xs" variant="default" onClick={onFit}>
            Fit page
          </Button>
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text size="xs" fw={600} c="dimmed">
          Export
        </Text>
        <Group gap={6} grow>
          <Button size="xs" variant="default" onClick={onExportPng} loading={isExporting}>
            Export PNG
          </Button>
          <Button size="xs" variant="default" onClick={onExportJson}>
            Export JSON
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
}
