import { Alert, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import type { UpgradeRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { Pagination } from '../../../components/pagination';
import { errorMessage } from '../../../lib/api-client';
import { timeAgo } from './request-dates';
import { fetchUpgradeRequests } from './requests-api';
import { UpgradeRequestModal } from './upgrade-request-modal';

/** Tier upgrade requests waiting for a decision: 'Tier Upgrade to {role}', 10 a page. */
export function UpgradeRequestsTable({ kindPicker }: { kindPicker: ReactNode }) {
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<UpgradeRequestRecord | null>(null);
  const requests = useQuery({
    queryKey: ['admin-upgrades', page],
    queryFn: () => fetchUpgradeRequests(page),
    placeholderData: keepPreviousData,
  });
  const rows = requests.data?.upgradeRoleRequests ?? [];

  return (
    <Stack gap="sm">
      <Group align="flex-end">{kindPicker}</Group>
      {requests.isError && (
        <Alert color="red" title="The requests could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{errorMessage(requests.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void requests.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      <Table highlightOnHover verticalSpacing="sm" aria-label="Tier upgrade requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Requested Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.isPending ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Group justify="center" py="lg">
                  <Loader size="sm" aria-label="Loading requests" />
                </Group>
              </Table.Td>
            </Table.Tr>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text c="dimmed" ta="center" py="lg" size="sm">
                  No tier upgrade requests are waiting for a decision.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((request) => (
              <Table.Tr
                key={request.id}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => setOpened(request)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    setOpened(request);
                  }
                }}
              >
                <Table.Td fw={600}>Tier Upgrade to {request.desiredRole}</Table.Td>
                <Table.Td>{request.applicantEmail}</Table.Td>
                <Table.Td title={new Date(request.createdAt).toLocaleString()}>{timeAgo(request.createdAt)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      {(requests.data?.total ?? 0) > 0 && (
        <Pagination
          page={page}
          pageSize={ADMIN_PAGE_SIZE}
          total={requests.data?.total ?? 0}
          isLoading={requests.isFetching}
          onChange={setPage}
        />
      )}
      <UpgradeRequestModal
        request={opened}
        onClose={() => setOpened(null)}
        onDecided={() => {
          setOpened(null);
          setPage(1);
        }}
      />
    </Stack>
  );
}
