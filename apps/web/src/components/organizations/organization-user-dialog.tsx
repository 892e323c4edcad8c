import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  organizationUserForm,
  type OrganizationUser,
  type OrganizationUserForm,
  type OrganizationUserFormInput,
} from '@fleetgraph/shared/contracts/organizations';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { COUNTRIES } from '@fleetgraph/shared/options/countries';
import { errorMessage } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/toasts';
import { confirmUpdate } from '../confirm-dialog';
import { LayeredModal } from '../layered-modal';
import { showInvitationResult } from './invitation-toast';
import { addOrganizationUser, organizationKeys, resendInvitation, updateOrganizationUser } from './organizations-api';

const countryOptions = COUNTRIES.map((country) => country.label);

interface Props {
  opened: boolean;
  onClose: () => void;
  organizationId: number;
  /** The user to edit; none to add one. */
  user?: OrganizationUser;
  /** Users change everything of themselves but their email, which only an administrator changes. */
  isOwnAccount?: boolean;
}

/** Add/Edit Organization User (spec section 5): first and last name, country and email required; phone optional. */
export function OrganizationUserDialog({ opened, onClose, ...props }: Props) {
  return (
    <LayeredModal opened={opened} onClose={onClose} title={props.user ? 'Edit User' : 'Add User'} size="lg" centered>
      {opened && <OrganizationUserForm {...props} onDone={onClose} key={props.user?.id ?? 'new'} />}
    </LayeredModal>
  );
}

function OrganizationUserForm({ organizationId, user, isOwnAccount = false, onDone }: Omit<Props, 'opened' | 'onClose'> & {
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [isResending, setIsResending] = useState(false);
  const form = useForm<OrganizationUserFormInput, unknown, OrganizationUserForm>({
    mode: 'onTouched',
    resolver: zodResolver(organizationUserForm),
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      title: user?.title ?? '',
      country: user?.country ?? '',
      phone: user?.phone ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        if (!(await confirmUpdate('user'))) return;
        await updateOrganizationUser(user.id, values);
        showSuccess(ACCOUNT_MESSAGES.userUpdated);
      } else {
        const answer = await addOrganizationUser({ ...values, organizationid: organizationId });
        showInvitationResult(answer.emailSent, ACCOUNT_MESSAGES.userAdded);
      }
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all });
      if (isOwnAccount) await queryClient.invalidateQueries({ queryKey: ['me'] });
      onDone();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

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

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="First Name" withAsterisk data-autofocus {...form.register('firstName')} error={errors.firstName?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Last Name" withAsterisk {...form.register('lastName')} error={errors.lastName?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Email"
              type="email"
              withAsterisk
              disabled={isOwnAccount}
              description={isOwnAccount ? 'Only an administrator can change your email.' : undefined}
              {...form.register('email')}
              error={errors.email?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Title" {...form.register('title')} error={errors.title?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="country"
              render={({ field, fieldState }) => (
                <Select
                  label="Country"
                  withAsterisk
                  searchable
                  data={countryOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  comboboxProps={{ zIndex: 500 }}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Phone" inputMode="tel" {...form.register('phone')} error={errors.phone?.message} />
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          {user?.status === 'CREATED' ? (
            <Button variant="subtle" onClick={resend} loading={isResending}>
              Resend invitation
            </Button>
          ) : (
            <span />
          )}
          <Group>
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {user ? 'Save' : 'Add User'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
