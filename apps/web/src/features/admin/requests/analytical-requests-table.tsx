import { Group, Loader, Select, Stack, Table, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import { ANALYTICAL_STATUSES, type AnalyticalRequestRecord, type AnalyticalStatus } from '@fleetgraph/shared/contracts/requests';
import { Pagination } from '../../../components/pagination';
import { AnalyticalTicketModal } from './analytical-ticket-modal';
import { timeAgo } from './request-dates';
import { RequestRows, RequestsLoadError } from './requests-table-parts';
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
      {requests.isError && <RequestsLoadError error={requests.error} onRetry={() => void requests.refetch()} />}
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
          <RequestRows
            isPending={requests.isPending}
            requests={requests.data?.analyticalRequests}
            columns={4}
            emptyText={status ? `No ${status} requests.` : 'No analytical requests yet.'}
            onOpen={setOpened}
          >
            {(request) => (
              <>
                <Table.Td>{request.applicantEmail}</Table.Td>
                <Table.Td>{request.requestType}</Table.Td>
                <Table.Td>
                  <StatusBadge request={request} />
                </Table.Td>
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
