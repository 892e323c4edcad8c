import { Alert, Button, Skeleton, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { fetchOrganization, organizationKeys } from '../../components/organizations/organizations-api';
import { errorMessage } from '../../lib/api-client';
import { OrgAdminOrganizationDialog } from './org-admin-organization-dialog';

/** My Organization: name, contact number, industry, administrator and its email; Update Organization for ORGADMIN. */
export function MyOrganizationPanel({ user }: { user: UserRecord }) {
  const [isEditing, setIsEditing] = useState(false);
  const organization = useQuery({
    queryKey: organizationKeys.detail(user.organizationId),
    queryFn: () => fetchOrganization(user.organizationId),
  });
  if (organization.isError) {
    return (
      <Alert color="red" title="Your organization could not be loaded">
        {errorMessage(organization.error)}
      </Alert>
    );
  }
  if (!organization.data) return <Skeleton h={220} />;
  const data = organization.data;
  const rows: [string, string][] = [
    ['Organization Name', data.organization],
    ['Contact Number', data.phone ? `+${data.phone.replace(/^\+/, '')}` : '-'],
    ['Industry', data.industry || '-'],
    ['Administrator', data.adminName || '-'],
    ['Administrator Email', data.adminEmail || '-'],
  ];
  return (
    <>
      <Table withRowBorders aria-label="My organization" mb="md">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={170}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {user.roleName === 'ORGADMIN' && (
        <>
          <Button onClick={() => setIsEditing(true)}>Update Organization</Button>
          <OrgAdminOrganizationDialog opened={isEditing} onClose={() => setIsEditing(false)} organization={data} />
        </>
      )}
    </>
  );
}
