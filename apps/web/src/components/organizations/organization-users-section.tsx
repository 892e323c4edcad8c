import { Badge, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { OrganizationDetail, OrganizationUser } from '@fleetgraph/shared/contracts/organizations';
import { ACCOUNT_MESSAGES, ACCOUNT_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { errorMessage } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmDelete } from '../confirm-dialog';
import { TimeAgo } from '../time-ago';
import { OrganizationUserDialog } from './organization-user-dialog';
import { deleteOrganizationUser, organizationKeys } from './organizations-api';

interface Props {
  organization: OrganizationDetail;
  /** Who manages the users: the product's ADMIN, or the organization's own administrator. */
  viewer: { id: number; role: 'ADMIN' | 'ORGADMIN' };
  onCancel: () => void;
  /** Deleting the ORGADMIN (ADMIN only) deletes the organization itself. */
  onOrganizationDeleted?: () => void;
  /** Buttons beside Add User and Cancel, such as the admin's Edit and Delete Organization. */
  extraActions?: ReactNode;
}

type Dialog = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; user: OrganizationUser };

const fullName = (user: OrganizationUser) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '-';

/**
 * The organization users table (spec section 2, Dialogs): Name, Email, Title, Created At as
 * time-ago, Edit and Delete, with Add User and Cancel.
 */
export function OrganizationUsersSection({ organization, viewer, onCancel, onOrganizationDeleted, extraActions }: Props) {
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const isFull = organization.userCount >= organization.numUsers;

  const remove = async (user: OrganizationUser) => {
    if (!(await confirmDelete('user'))) return;
    setDeletingId(user.id);
    try {
      const answer = await deleteOrganizationUser(user.id, organization.organizationid);
      showSuccess(answer.orgRemoved ? ACCOUNT_MESSAGES.organizationDeleted : ACCOUNT_MESSAGES.userDeleted);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      if (answer.orgRemoved) onOrganizationDeleted?.();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setDeletingId(null);
    }
  };

  const deleteButton = (user: OrganizationUser) => {
    const isProtected = viewer.role !== 'ADMIN' && user.role === 'ORGADMIN';
    const button = (
      <Button
        size="xs"
        variant="light"
        color="red"
        disabled={isProtected}
        loading={deletingId === user.id}
        onClick={() => remove(user)}
        aria-label={`Delete ${user.email}`}
      >
        Delete
      </Button>
    );
    if (!isProtected) return button;
    return (
      <Tooltip label={ACCOUNT_SERVER_MESSAGES.orgAdminCannotBeDeleted}>
        <span>{button}</span>
      </Tooltip>
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>Users</Text>
        <Text size="sm" c="dimmed">
          {organization.userCount} of {organization.numUsers} users
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder aria-label="Organization users">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Created At</Table.Th>
              <Table.Th>Edit</Table.Th>
              <Table.Th>Delete</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {organization.users.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  <Group gap={6}>
                    <Text size="sm">{fullName(user)}</Text>
                    {user.role === 'ORGADMIN' && (
                      <Badge size="xs" variant="light">
                        Admin
                      </Badge>
                    )}
                    {user.status === 'CREATED' && (
                      <Badge size="xs" variant="light" color="yellow">
                        Invited
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>{user.title || '-'}</Table.Td>
                <Table.Td>
                  <TimeAgo date={user.createdAt} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setDialog({ kind: 'edit', user })}
                    aria-label={`Edit ${user.email}`}
                  >
                    Edit
                  </Button>
                </Table.Td>
                <Table.Td>{deleteButton(user)}</Table.Td>
              </Table.Tr>
            ))}
            {organization.users.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text size="sm" c="dimmed" ta="center" py="sm">
                    No users yet.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between">
        <Group>{extraActions}</Group>
        <Group>
          <Tooltip label={ACCOUNT_SERVER_MESSAGES.organizationFull(organization.numUsers)} disabled={!isFull} multiline w={280}>
            <span>
              <Button disabled={isFull} onClick={() => setDialog({ kind: 'add' })}>
                Add User
              </Button>
            </span>
          </Tooltip>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Group>
      <OrganizationUserDialog
        opened={dialog.kind !== 'closed'}
        onClose={() => setDialog({ kind: 'closed' })}
        organizationId={organization.organizationid}
        user={dialog.kind === 'edit' ? dialog.user : undefined}
        isOwnAccount={dialog.kind === 'edit' && dialog.user.id === viewer.id}
      />
    </Stack>
  );
}
