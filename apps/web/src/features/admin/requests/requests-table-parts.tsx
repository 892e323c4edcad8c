import { Alert, Button, Group, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

/** The red panel above a requests table whose page could not be loaded, with its retry button. */
export function RequestsLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title="The requests could not be loaded">
      <Group justify="space-between">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

function WideRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>{children}</Table.Td>
    </Table.Tr>
  );
}

interface RequestRowsProps<Request> {
  isPending: boolean;
  /** The page's requests; none yet (still loading, or failed) shows no rows. */
  requests: Request[] | undefined;
  columns: number;
  emptyText: string;
  onOpen: (request: Request) => void;
  children: (request: Request) => ReactNode;
}

/** A requests table's body: a loader, the empty text, or one row per request that opens it on click, Enter or Space. */
export function RequestRows<Request extends { id: number | string }>({
  isPending,
  requests,
  columns,
  emptyText,
  onOpen,
  children,
}: RequestRowsProps<Request>) {
  if (isPending) {
    return (
      <WideRow columns={columns}>
        <Group justify="center" py="lg">
          <Loader size="sm" aria-label="Loading requests" />
        </Group>
      </WideRow>
    );
  }
  if (requests?.length === 0) {
    return (
      <WideRow columns={columns}>
        <Text c="dimmed" ta="center" py="lg" size="sm">
          {emptyText}
        </Text>
      </WideRow>
    );
  }
  return requests?.map((request) => (
    <Table.Tr
      key={request.id}
      tabIndex={0}
      style={{ cursor: 'pointer' }}
      onClick={() => onOpen(request)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onOpen(request);
        }
      }}
    >
      {children(request)}
    </Table.Tr>
  ));
}
