import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  orgAdminOrganizationForm,
  type OrganizationRecord,
} from '@fleetgraph/shared/contracts/organizations';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { ORGANIZATION_INDUSTRIES } from '@fleetgraph/shared/options/sign-up-options';
import { confirmUpdate } from '../../components/confirm-dialog';
import { LayeredModal } from '../../components/layered-modal';
import { organizationKeys, updateOrganization } from '../../components/organizations/organizations-api';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showError, showSuccess } from '../../lib/toasts';

type FormInput = z.input<typeof orgAdminOrganizationForm>;
type FormOutput = z.infer<typeof orgAdminOrganizationForm>;
const industryOptions = ORGANIZATION_INDUSTRIES.map((industry) => industry.label);

/**
 * Update Organization for its administrator: the name, contact number and industry. The admin
 * email, number of users, tier and credits are set by the product's administrators.
 */
export function OrgAdminOrganizationDialog({ opened, onClose, organization }: {
  opened: boolean;
  onClose: () => void;
  organization: OrganizationRecord;
}) {
  return (
    <LayeredModal opened={opened} onClose={onClose} title="Update Organization" size="lg" centered>
      {opened && <OrganizationFields organization={organization} onDone={onClose} />}
    </LayeredModal>
  );
}

function OrganizationFields({ organization, onDone }: { organization: OrganizationRecord; onDone: () => void }) {
  const queryClient = useQueryClient();
  const { refreshUser } = useAuth();
  const form = useForm<FormInput, unknown, FormOutput>({
    mode: 'onTouched',
    resolver: zodResolver(orgAdminOrganizationForm),
    defaultValues: { organization: organization.organization, phone: organization.phone, industry: organization.industry },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (!(await confirmUpdate('organization'))) return;
      await updateOrganization(organization.organizationid, values);
      showSuccess(ACCOUNT_MESSAGES.organizationUpdated);
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      await refreshUser();
      onDone();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Organization Name"
          withAsterisk
          data-autofocus
          {...form.register('organization')}
          error={errors.organization?.message}
        />
        <TextInput label="Contact Number" inputMode="tel" {...form.register('phone')} error={errors.phone?.message} />
        <Controller
          control={form.control}
          name="industry"
          render={({ field }) => (
            <Select
              label="Industry"
              searchable
              clearable
              data={industryOptions}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
            />
          )}
        />
        <Text size="sm" c="dimmed">
          To change the administrator&apos;s email, the number of users, the plan or the credits, write to us.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Update Organization
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
