import { Button, Group, Table, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import type { OrganizationRecord } from '@fleetgraph/shared/contracts/organizations';
import { Pagination } from '../../../components/pagination';
import { fetchOrganizations, organizationKeys } from '../../../components/organizations/organizations-api';
import { tierLabel } from '../../../components/organizations/tier-labels';
import { TimeAgo } from '../../../components/time-ago';
import { usePage } from '../../../components/use-page';
import { EmptyRow, ListLoadError, LoadingRow, OpenableRow } from './list-table-parts';
import { OrganizationDetailsModal } from './organization-details-modal';
import { OrganizationFormDialog } from './organization-form-dialog';

const matches = (organization: OrganizationRecord, text: string) =>
  [organization.organization, organization.adminEmail, organization.adminName].some((value) =>
    value.toLowerCase().includes(text),
  );

/** Organizations, paged on the client 10 at a time (spec sections 2 and 9), with Add New. */
export function OrganizationsList() {
  const organizations = useQuery({ queryKey: organizationKeys.list, queryFn: fetchOrganizations });
  const [filter, setFilter] = useState('');
  const [openId, setOpenId] = useState<number | null>(null);
  const [isAdding, setIsAdding] = useState(false);

  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    const all = organizations.data?.organizations ?? [];
    return text ? all.filter((organization) => matches(organization, text)) : all;
  }, [organizations.data, filter]);
  const [page, setPage] = usePage(shown.length);
  const pageRows = shown.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);

  return (
    <>
      <Group justify="space-between" mb="sm">
        <TextInput
          placeholder="Filter by name or administrator"
          aria-label="Filter organizations"
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value);
          }}
          w={320}
        />
        <Button onClick={() => setIsAdding(true)}>Add New</Button>
      </Group>
      {organizations.isError && (
        <ListLoadError
          title="The organizations could not be loaded"
          error={organizations.error}
          onRetry={() => organizations.refetch()}
        />
      )}
      <Table.ScrollContainer minWidth={800}>
        <Table striped highlightOnHover withTableBorder aria-label="Organizations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Organization</Table.Th>
              <Table.Th>Administrator</Table.Th>
              <Table.Th>Tier</Table.Th>
              <Table.Th>Users</Table.Th>
              <Table.Th>Created At</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((organization) => (
              <OpenableRow key={organization.organizationid} onOpen={() => setOpenId(organization.organizationid)}>
                <Table.Td fw={500}>{organization.organization}</Table.Td>
                <Table.Td>{organization.adminEmail}</Table.Td>
                <Table.Td>{tierLabel(organization.tier, 'ORGANIZATION')}</Table.Td>
                <Table.Td>
                  {organization.userCount} / {organization.numUsers}
                </Table.Td>
                <Table.Td>
                  <TimeAgo date={organization.createdAt} />
                </Table.Td>
              </OpenableRow>
            ))}
            {organizations.isPending && <LoadingRow columns={5} label="Loading organizations" />}
            {organizations.data && shown.length === 0 && (
              <EmptyRow columns={5}>
                {filter ? 'No organization matches this filter.' : 'No organizations yet. Add one with Add New.'}
              </EmptyRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center" mt="md">
        <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} total={shown.length} onChange={setPage} />
      </Group>
      <OrganizationDetailsModal organizationId={openId} onClose={() => setOpenId(null)} />
      <OrganizationFormDialog opened={isAdding} onClose={() => setIsAdding(false)} />
    </>
  );
}
