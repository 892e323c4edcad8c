import { Alert, Button, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

/** The red panel above a list that could not be loaded, with its retry button. */
export function ListLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" title={title} mb="sm">
      {errorMessage(error)}{' '}
      <Button variant="subtle" size="compact-sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** A list row that opens its record's details on click or Enter. */
export function OpenableRow({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <Table.Tr onClick={onOpen} onKeyDown={(event) => event.key === 'Enter' && onOpen()} tabIndex={0} style={{ cursor: 'pointer' }}>
      {children}
    </Table.Tr>
  );
}

export function LoadingRow({ columns, label }: { columns: number; label: string }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns} ta="center">
        <Loader size="sm" aria-label={label} />
      </Table.Td>
    </Table.Tr>
  );
}

export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center" py="md">
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
