import { Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { CREDIT_FIELDS } from '@fleetgraph/shared/contracts/organizations';
import { userDisplayName, type UserRecord } from '@fleetgraph/shared/contracts/users';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { confirmDelete } from '../../../components/confirm-dialog';
import { LayeredModal } from '../../../components/layered-modal';
import { showInvitationResult } from '../../../components/organizations/invitation-toast';
import { resendInvitation } from '../../../components/organizations/organizations-api';
import { tierLabel } from '../../../components/organizations/tier-labels';
import { TimeAgo } from '../../../components/time-ago';
import { errorMessage } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toasts';
import { UserDialog } from './user-dialog';
import { deleteUser } from './users-api';

/** An individual user's details, with Edit and Delete (each after 'Please Confirm'). */
export function UserDetailsModal({ user, onClose, onDeleted }: {
  user: UserRecord | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const [isResending, setIsResending] = useState(false);

  const remove = async () => {
    if (!user || !(await confirmDelete('user'))) return;
    setIsDeleting(true);
    try {
      await deleteUser(user.id);
      showSuccess(ACCOUNT_MESSAGES.userDeleted);
      onDeleted();
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setIsDeleting(false);
    }
  };

  const resend = async () => {
    if (!user) return;
    setIsResending(true);
    try {
      const answer = await resendInvitation(user.id);
      showInvitationResult(answer.emailSent, ACCOUNT_MESSAGES.invitationResent);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setIsResending(false);
    }
  };

  const rows: [string, React.ReactNode][] = user
    ? [
        ['First Name', user.firstName],
        ['Last Name', user.lastName],
        ['Email', user.email],
        ['Title', user.title || '-'],
        ['Industry', user.industry || '-'],
        ['Country', user.country || '-'],
        ['Phone', user.phone ? `+${user.phone.replace(/^\+/, '')}` : '-'],
        ['Tier', tierLabel(user.tier, 'INDIVIDUAL_USER')],
        ['Created At', <TimeAgo key="created" date={user.createdAt} />],
      ]
    : [];

  return (
    <>
      <LayeredModal opened={user !== null && !isEditing} onClose={onClose} title="User Details" size="lg" centered>
        {user && (
          <Stack>
            <Group justify="space-between">
              <Text fw={600}>{userDisplayName(user)}</Text>
              <Badge color={user.status === 'ACTIVE' ? 'green' : 'yellow'} variant="light">
                {user.status === 'ACTIVE' ? 'Active' : 'Invited'}
              </Badge>
            </Group>
            <Table withRowBorders aria-label="User details">
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={160}>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text fw={600} size="sm">
              Request credits
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
              {CREDIT_FIELDS.map((credit) => (
                <Stack key={credit.name} gap={0} align="center">
                  <Text fw={700} size="lg">
                    {user.orgPayload?.[credit.name] ?? 0}
                  </Text>
                  <Text size="xs" c="dimmed" ta="center">
                    {credit.counterLabel}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Group justify="space-between">
              <Group>
                <Button color="red" variant="light" onClick={remove} loading={isDeleting}>
                  Delete
                </Button>
                {user.status === 'CREATED' && (
                  <Button variant="subtle" onClick={resend} loading={isResending}>
                    Resend invitation
                  </Button>
                )}
              </Group>
              <Group>
                <Button variant="default" onClick={onClose}>
                  Close
                </Button>
                <Button onClick={() => setIsEditing(true)}>Edit</Button>
              </Group>
            </Group>
          </Stack>
        )}
      </LayeredModal>
      <UserDialog
        opened={user !== null && isEditing}
        onClose={() => {
          setIsEditing(false);
          onClose();
        }}
        user={user ?? undefined}
      />
    </>
  );
}
