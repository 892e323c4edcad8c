import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PATH_MAX_HOPS, PATH_NOT_FOUND, type PathResponse } from '@fleetgraph/shared/contracts/network';
import { errorMessage } from '../../lib/api-client';
import { EntityPicker } from './entity-picker';

interface Props {
  options: { value: string; label: string }[];
  from: string | null;
  to: string | null;
  onFromChange: (id: string | null) => void;
  onToChange: (id: string | null) => void;
  onFind: () => void;
  onClear: () => void;
  /** The path shown now, if one was asked for. */
  result: UseQueryResult<PathResponse> | null;
}

/** Finds how two entities connect (up to six steps) and adds that chain to the graph. */
export function PathFinder({ options, from, to, onFromChange, onToChange, onFind, onClear, result }: Props) {
  return (
    <Stack gap="xs" role="group" aria-labelledby="path-finder-title">
      <Title order={3} size="h5" id="path-finder-title">
        Find a path
      </Title>
      <EntityPicker label="From" graphOptions={options} value={from} onChange={onFromChange} />
      <EntityPicker label="To" graphOptions={options} value={to} onChange={onToChange} />
      <Group gap={6} grow>
        <Button size="xs" onClick={onFind} disabled={!from || !to || from === to}>
          Find path
        </Button>
        {result && (
          <Button size="xs" variant="default" onClick={onClear}>
            Clear path
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {result?.isFetching && (
          <Group gap={6}>
            <Loader size="xs" />
            <Text size="xs">Searching up to {PATH_MAX_HOPS} steps…</Text>
          </Group>
        )}
        {result?.isError && !result.isFetching && (
          <Alert color="red" p="xs">
            <Text size="xs">{errorMessage(result.error)}</Text>
          </Alert>
        )}
        {result?.data && !result.isFetching && (
          <PathSummary path={result.data} />
        )}
      </div>
    </Stack>
  );
}

function PathSummary({ path }: { path: PathResponse }) {
  if (!path.found) {
    return (
      <Alert color="yellow" p="xs">
        <Text size="xs">{path.message ?? PATH_NOT_FOUND}</Text>
      </Alert>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600}>
        {path.hops === 1 ? '1 step' : `${path.hops} steps`}, highlighted in red:
      </Text>
      <Text size="xs">{path.entities.map((entity) => entity.name).join(' → ')}</Text>
    </Stack>
  );
}
