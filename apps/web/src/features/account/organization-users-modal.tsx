import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LayeredModal } from '../../components/layered-modal';
import { OrganizationUsersSection } from '../../components/organizations/organization-users-section';
import { fetchOrganization, organizationKeys } from '../../components/organizations/organizations-api';
import { errorMessage } from '../../lib/api-client';

/** Manage Users of an organization's administrator: its users table with Add User, Edit and Delete. */
export function OrganizationUsersModal({ opened, onClose, organizationId, viewerId }: {
  opened: boolean;
  onClose: () => void;
  organizationId: number;
  viewerId: number;
}) {
  const detail = useQuery({
    queryKey: organizationKeys.detail(organizationId),
    queryFn: () => fetchOrganization(organizationId),
    enabled: opened,
  });
  return (
    <LayeredModal opened={opened} onClose={onClose} title="Manage Users" size={960} centered>
      {detail.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the users" />
        </Center>
      )}
      {detail.isError && (
        <Alert color="red" title="The users could not be loaded">
          {errorMessage(detail.error)}
        </Alert>
      )}
      {detail.data && (
        <OrganizationUsersSection
          organization={detail.data}
          viewer={{ id: viewerId, role: 'ORGADMIN' }}
          onCancel={onClose}
        />
      )}
    </LayeredModal>
  );
}
