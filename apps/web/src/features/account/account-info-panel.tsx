import { Button, Group, Table } from '@mantine/core';
import { useState } from 'react';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { ChangePasswordDialog } from './change-password-dialog';
import { Panel } from './panel';
import { UpdateAccountDialog } from './update-account-dialog';

const phoneShown = (phone: string) => (phone ? `+${phone.replace(/^\+/, '')}` : '-');

/** Account Info with Update Account (never for the admin, spec section 6) and Change Password. */
export function AccountInfoPanel({ user, framed = true }: { user: UserRecord; framed?: boolean }) {
  const [dialog, setDialog] = useState<'none' | 'update' | 'password'>('none');
  const rows: [string, string][] = [
    ['First Name', user.firstName || '-'],
    ['Last Name', user.lastName || '-'],
    ['Title', user.title || '-'],
    ['Country', user.country || '-'],
    ['Phone', phoneShown(user.phone)],
    ['Email', user.email],
  ];
  return (
    <Panel title="Account Info" framed={framed}>
      <Table withRowBorders aria-label="Account info" mb="md">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={130}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group>
        {user.roleName !== 'ADMIN' && <Button onClick={() => setDialog('update')}>Update Account</Button>}
        <Button variant="default" onClick={() => setDialog('password')}>
          Change Password
        </Button>
      </Group>
      <UpdateAccountDialog opened={dialog === 'update'} onClose={() => setDialog('none')} user={user} />
      <ChangePasswordDialog opened={dialog === 'password'} onClose={() => setDialog('none')} />
    </Panel>
  );
}
