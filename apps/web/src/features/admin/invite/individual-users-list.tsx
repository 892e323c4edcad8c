import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import { userDisplayName, type UserRecord } from '@fleetgraph/shared/contracts/users';
import { Pagination } from '../../../components/pagination';
import { tierLabel } from '../../../components/organizations/tier-labels';
import { TimeAgo } from '../../../components/time-ago';
import { EmptyRow, ListLoadError, LoadingRow, OpenableRow } from './list-table-parts';
import { UserDialog } from './user-dialog';
import { UserDetailsModal } from './user-details-modal';
import { fetchIndividualUsers, individualUserKeys } from './users-api';

/** Individual users, paged on the server 10 at a time (spec sections 2 and 9), with Invite User. */
export function IndividualUsersList() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<UserRecord | null>(null);
  const [isInviting, setIsInviting] = useState(false);
  const users = useQuery({
    queryKey: individualUserKeys.page(page),
    queryFn: () => fetchIndividualUsers(page),
    placeholderData: keepPreviousData,
  });
  const total = users.data?.total ?? 0;

  // After a change the list starts again from its first page (spec section 9: page size 10, offset 0).
  const refreshFromFirstPage = async () => {
    setPage(1);
    await queryClient.invalidateQueries({ queryKey: individualUserKeys.all });
  };

  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text c="dimmed" size="sm">
          {users.data ? `${total} individual ${total === 1 ? 'user' : 'users'}` : ' '}
        </Text>
        <Button onClick={() => setIsInviting(true)}>Invite User</Button>
      </Group>
      {users.isError && (
        <ListLoadError title="The users could not be loaded" error={users.error} onRetry={() => users.refetch()} />
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover withTableBorder aria-label="Individual users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Tier</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Created At</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data?.users.map((user) => (
              <OpenableRow key={user.id} onOpen={() => setSelected(user)}>
                <Table.Td>{userDisplayName(user)}</Table.Td>
                <Table.Td>{tierLabel(user.tier, 'INDIVIDUAL_USER')}</Table.Td>
                <Table.Td>
                  <Badge color={user.status === 'ACTIVE' ? 'green' : 'yellow'} variant="light">
                    {user.status === 'ACTIVE' ? 'Active' : 'Invited'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <TimeAgo date={user.createdAt} />
                </Table.Td>
              </OpenableRow>
            ))}
            {users.isPending && <LoadingRow columns={4} label="Loading users" />}
            {users.data && total === 0 && <EmptyRow columns={4}>No individual users yet. Invite one with Invite User.</EmptyRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="center" mt="md">
        <Pagination page={page} pageSize={ADMIN_PAGE_SIZE} total={total} isLoading={users.isFetching} onChange={setPage} />
      </Group>
      <UserDetailsModal
        user={selected}
        onClose={() => setSelected(null)}
        onDeleted={async () => {
          setSelected(null);
          await refreshFromFirstPage();
        }}
      />
      <UserDialog opened={isInviting} onClose={() => setIsInviting(false)} onInvited={refreshFromFirstPage} />
    </>
  );
}
