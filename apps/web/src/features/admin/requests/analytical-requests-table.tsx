import { Alert, Button, Group, Loader, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import { ANALYTICAL_STATUSES, type AnalyticalRequestRecord, type AnalyticalStatus } from '@fleetgraph/shared/contracts/requests';
import { Pagination } from '../../../components/pagination';
import { errorMessage } from '../../../lib/api-client';
import { AnalyticalTicketModal } from './analytical-ticket-modal';
import { timeAgo } from './request-dates';
import { StatusBadge } from './status-badge';
import { fetchAnalyticalRequests, type DateSort } from './requests-api';

/** Spec section 2: the Requested Date sort cycles asc, desc, none. */
const NEXT_SORT: Record<string, DateSort> = { none: 'asc', asc: 'desc', desc: null };
const SORT_MARK: Record<string, string> = { none: '↕', asc: '▲', desc: '▼' };
const ARIA_SORT = { none: 'none', asc: 'ascending', desc: 'descending' } as const;

/** The analytical requests of every user: Email, Type of Request, Status, Requested Date; 10 a page. */
export function AnalyticalRequestsTable({ kindPicker }: { kindPicker: ReactNode }) {
  const [status, setStatus] = useState<AnalyticalStatus | null>(null);
  const [sort, setSort] = useState<DateSort>(null);
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AnalyticalRequestRecord | null>(null);
  const requests = useQuery({
    queryKey: ['admin-analytical', status, sort, page],
    queryFn: () => fetchAnalyticalRequests({ status, sort, page }),
    placeholderData: keepPreviousData,
  });
  const sortKey = sort ?? 'none';

  return (
    <Stack gap="sm">
      <Group align="flex-end">
        {kindPicker}
        <Select
          label="Status"
          w={200}
          data={[{ value: 'ALL', label: 'All statuses' }, ...ANALYTICAL_STATUSES.map((value) => ({ value, label: value }))]}
          value={status ?? 'ALL'}
          onChange={(value) => {
            setStatus(value === 'PENDING' || value === 'COMPLETE' ? value : null);
            setPage(1);
          }}
          allowDeselect={false}
        />
        {requests.isFetching && !requests.isPending && <Loader size="xs" aria-label="Refreshing" />}
      </Group>
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
      <Table highlightOnHover verticalSpacing="sm" aria-label="Analytical requests">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th>Type of Request</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-sort={ARIA_SORT[sortKey]}>
              <UnstyledButton
                fw={700}
                fz="sm"
                onClick={() => {
                  setSort(NEXT_SORT[sortKey] ?? null);
                  setPage(1);
                }}
                aria-label={`Requested Date, sorted ${ARIA_SORT[sortKey]}. Change the sort order`}
              >
                Requested Date {SORT_MARK[sortKey]}
              </UnstyledButton>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.isPending ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Group justify="center" py="lg">
                  <Loader size="sm" aria-label="Loading requests" />
                </Group>
              </Table.Td>
            </Table.Tr>
          ) : requests.data?.analyticalRequests.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" ta="center" py="lg" size="sm">
                  {status ? `No ${status} requests.` : 'No analytical requests yet.'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            requests.data?.analyticalRequests.map((request) => (
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
                <Table.Td>{request.applicantEmail}</Table.Td>
                <Table.Td>{request.requestType}</Table.Td>
                <Table.Td>
                  <StatusBadge request={request} />
                </Table.Td>
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
      <AnalyticalTicketModal
        request={opened}
        onClose={() => setOpened(null)}
        onResolved={() => {
          // Spec section 4: after an answer or a denial the list reloads from the first page.
          setOpened(null);
          setPage(1);
        }}
      />
    </Stack>
  );
}
