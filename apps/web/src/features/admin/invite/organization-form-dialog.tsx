import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  addOrganizationRequest,
  type AddOrganizationRequest,
  type OrganizationRecord,
} from '@fleetgraph/shared/contracts/organizations';
import type { z } from 'zod';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { ORGANIZATION_INDUSTRIES } from '@fleetgraph/shared/options/sign-up-options';
import { confirmUpdate } from '../../../components/confirm-dialog';
import { LayeredModal } from '../../../components/layered-modal';
import { showInvitationResult } from '../../../components/organizations/invitation-toast';
import { addOrganization, organizationKeys, updateOrganization } from '../../../components/organizations/organizations-api';
import { tierOptions } from '../../../components/organizations/tier-labels';
import { errorMessage } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toasts';
import { CountInput, CreditCountFields } from './credit-count-fields';

type FormInput = z.input<typeof addOrganizationRequest>;
const industryOptions = ORGANIZATION_INDUSTRIES.map((industry) => industry.label);

/** Add/Edit Organization (spec section 5): name, admin email, number of users, tier and credits required. */
export function OrganizationFormDialog({ opened, onClose, organization }: {
  opened: boolean;
  onClose: () => void;
  /** The organization to edit; none to add one. */
  organization?: OrganizationRecord;
}) {
  return (
    <LayeredModal
      opened={opened}
      onClose={onClose}
      title={organization ? 'Edit Organization' : 'Add Organization'}
      size="xl"
      centered
    >
      {opened && <OrganizationForm organization={organization} onDone={onClose} />}
    </LayeredModal>
  );
}

const defaultsFor = (organization?: OrganizationRecord): FormInput => ({
  organization: organization?.organization ?? '',
  adminEmail: organization?.adminEmail ?? '',
  adminFirstName: '',
  adminLastName: '',
  numUsers: organization?.numUsers ?? '',
  phone: organization?.phone ?? '',
  industry: organization?.industry ?? '',
  tier: organization?.tier ?? '',
  dossierRequests: organization?.dossierRequests ?? '',
  docRequests: organization?.docRequests ?? '',
  riskAlertRequests: organization?.riskAlertRequests ?? '',
  updateInfoRequests: organization?.updateInfoRequests ?? '',
  tradeDataRequests: organization?.tradeDataRequests ?? '',
});

function OrganizationForm({ organization, onDone }: { organization?: OrganizationRecord; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm<FormInput, unknown, AddOrganizationRequest>({
    mode: 'onTouched',
    resolver: zodResolver(addOrganizationRequest),
    defaultValues: defaultsFor(organization),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ adminFirstName, adminLastName, ...values }) => {
    try {
      if (organization) {
        if (!(await confirmUpdate('organization'))) return;
        await updateOrganization(organization.organizationid, values);
        showSuccess(ACCOUNT_MESSAGES.organizationUpdated);
      } else {
        const answer = await addOrganization({ ...values, adminFirstName, adminLastName });
        showInvitationResult(answer.emailSent, ACCOUNT_MESSAGES.organizationAdded);
      }
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      onDone();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Organization Name"
              withAsterisk
              data-autofocus
              {...form.register('organization')}
              error={errors.organization?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Admin Email"
              type="email"
              withAsterisk
              description={organization ? 'The administrator signs in with this email.' : 'The invitation goes here.'}
              {...form.register('adminEmail')}
              error={errors.adminEmail?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Phone"
              inputMode="tel"
              description="Digits only, with the country code"
              {...form.register('phone')}
              error={errors.phone?.message}
            />
          </Grid.Col>
          {!organization && (
            <>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Administrator First Name" {...form.register('adminFirstName')} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <TextInput label="Administrator Last Name" {...form.register('adminLastName')} />
              </Grid.Col>
            </>
          )}
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <CountInput control={form.control} name="numUsers" label="Number of Users" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="tier"
              render={({ field, fieldState }) => (
                <Select
                  label="Tier"
                  withAsterisk
                  data={tierOptions('ORGANIZATION')}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid.Col>
        </Grid>
        <Divider label="Request credits" labelPosition="left" />
        <Grid>
          <CreditCountFields control={form.control} />
        </Grid>
        {!organization && (
          <Text size="sm" c="dimmed">
            The administrator gets an email with a temporary password, then adds the organization&apos;s users.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {organization ? 'Save' : 'Add Organization'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
