import { Group, Stack, Table } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import type { UpgradeRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { Pagination } from '../../../components/pagination';
import { timeAgo } from './request-dates';
import { fetchUpgradeRequests } from './requests-api';
import { RequestRows, RequestsLoadError } from './requests-table-parts';
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
      {requests.isError && <RequestsLoadError error={requests.error} onRetry={() => void requests.refetch()} />}
      <Table highlightOnHover verticalSpacing="sm" aria-label="Tier upgrade requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Request</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Requested Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <RequestRows
            isPending={requests.isPending}
            requests={rows}
            columns={3}
            emptyText="No tier upgrade requests are waiting for a decision."
            onOpen={setOpened}
          >
            {(request) => (
              <>
                <Table.Td fw={600}>Tier Upgrade to {request.desiredRole}</Table.Td>
                <Table.Td>{request.applicantEmail}</Table.Td>
                <Table.Td title={new Date(request.createdAt).toLocaleString()}>{timeAgo(request.createdAt)}</Table.Td>
              </>
            )}
          </RequestRows>
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
