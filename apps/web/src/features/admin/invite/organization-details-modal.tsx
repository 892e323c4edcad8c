import { Alert, Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CREDIT_FIELDS, type OrganizationDetail } from '@fleetgraph/shared/contracts/organizations';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { confirmDelete } from '../../../components/confirm-dialog';
import { LayeredModal } from '../../../components/layered-modal';
import { OrganizationUsersSection } from '../../../components/organizations/organization-users-section';
import {
  deleteOrganization,
  fetchOrganization,
  organizationKeys,
} from '../../../components/organizations/organizations-api';
import { tierLabel } from '../../../components/organizations/tier-labels';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { showError, showSuccess } from '../../../lib/toasts';
import { OrganizationFormDialog } from './organization-form-dialog';

/** An organization's detail: its record, its users table, and Edit and Delete Organization. */
export function OrganizationDetailsModal({ organizationId, onClose }: { organizationId: number | null; onClose: () => void }) {
  const [isEditing, setIsEditing] = useState(false);
  const detail = useQuery({
    queryKey: organizationKeys.detail(organizationId ?? 0),
    queryFn: () => fetchOrganization(organizationId!),
    enabled: organizationId !== null,
  });
  const title = detail.data?.organization ?? 'Organization';

  return (
    <>
      <LayeredModal opened={organizationId !== null && !isEditing} onClose={onClose} title={title} size={1000} centered>
        {detail.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading the organization" />
          </Center>
        )}
        {detail.isError && (
          <Alert color="red" title="The organization could not be loaded">
            {errorMessage(detail.error)}
          </Alert>
        )}
        {detail.data && (
          <OrganizationDetailBody organization={detail.data} onEdit={() => setIsEditing(true)} onClose={onClose} />
        )}
      </LayeredModal>
      <OrganizationFormDialog opened={isEditing} onClose={() => setIsEditing(false)} organization={detail.data} />
    </>
  );
}

function OrganizationDetailBody({ organization, onEdit, onClose }: {
  organization: OrganizationDetail;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [isDeleting, setIsDeleting] = useState(false);

  const remove = async () => {
    if (!(await confirmDelete('organization'))) return;
    setIsDeleting(true);
    try {
      await deleteOrganization(organization.organizationid);
      showSuccess(ACCOUNT_MESSAGES.organizationDeleted);
      onClose();
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setIsDeleting(false);
    }
  };

  const facts: [string, string][] = [
    ['Administrator', organization.adminName || '-'],
    ['Admin Email', organization.adminEmail],
    ['Phone', organization.phone ? `+${organization.phone.replace(/^\+/, '')}` : '-'],
    ['Industry', organization.industry || '-'],
    ['Tier', tierLabel(organization.tier, 'ORGANIZATION')],
    ['Number of Users', String(organization.numUsers)],
  ];

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs" aria-label="Request credits">
        {CREDIT_FIELDS.map((credit) => (
          <Stack key={credit.name} gap={0} align="center" p="xs" bg="gray.0" style={{ borderRadius: 6 }}>
            <Text fw={700}>{organization[credit.name]}</Text>
            <Text size="xs" c="dimmed" ta="center">
              {credit.counterLabel}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <OrganizationUsersSection
        organization={organization}
        viewer={{ id: user?.id ?? 0, role: 'ADMIN' }}
        onCancel={onClose}
        onOrganizationDeleted={onClose}
        extraActions={
          <>
            <Button variant="light" onClick={onEdit}>
              Edit Organization
            </Button>
            <Button variant="light" color="red" onClick={remove} loading={isDeleting}>
              Delete Organization
            </Button>
          </>
        }
      />
    </Stack>
  );
}
