import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Grid, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  editUserForm,
  INVITE_TIERS,
  inviteUserRequest,
  type EditUserForm,
  type EditUserFormInput,
  type UserRecord,
} from '@fleetgraph/shared/contracts/users';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { COUNTRIES } from '@fleetgraph/shared/options/countries';
import { INDUSTRIES } from '@fleetgraph/shared/options/sign-up-options';
import { confirmUpdate } from '../../../components/confirm-dialog';
import { LayeredModal } from '../../../components/layered-modal';
import { showInvitationResult } from '../../../components/organizations/invitation-toast';
import { tierOptions } from '../../../components/organizations/tier-labels';
import { errorMessage } from '../../../lib/api-client';
import { showError, showSuccess } from '../../../lib/toasts';
import { CreditCountFields } from './credit-count-fields';
import { individualUserKeys, inviteUser, updateUser } from './users-api';

const countryOptions = COUNTRIES.map((country) => country.label);

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The user to edit; none to invite a new one. */
  user?: UserRecord;
  onInvited?: () => void;
}

/** Invite/Edit User (spec section 5): every field required, the phone and the five counts numbers >= 0. */
export function UserDialog({ opened, onClose, user, onInvited }: Props) {
  return (
    <LayeredModal opened={opened} onClose={onClose} title={user ? 'Edit User' : 'Invite User'} size="xl" centered>
      {opened && <UserForm user={user} onDone={onClose} onInvited={onInvited} key={user?.id ?? 'new'} />}
    </LayeredModal>
  );
}

const defaultsFor = (user?: UserRecord): EditUserFormInput => ({
  email: user?.email ?? '',
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  industry: user?.industry ?? '',
  title: user?.title ?? '',
  country: user?.country ?? '',
  phone: user?.phone ?? '',
  tier: user?.tier ?? '',
  dossierRequests: user?.orgPayload?.dossierRequests ?? '',
  docRequests: user?.orgPayload?.docRequests ?? '',
  riskAlertRequests: user?.orgPayload?.riskAlertRequests ?? '',
  updateInfoRequests: user?.orgPayload?.updateInfoRequests ?? '',
  tradeDataRequests: user?.orgPayload?.tradeDataRequests ?? '',
});

function UserForm({ user, onDone, onInvited }: { user?: UserRecord; onDone: () => void; onInvited?: () => void }) {
  const queryClient = useQueryClient();
  // An invitation offers Free and Philanthropic (spec section 6); an edit keeps any tier the user has.
  const schema = user ? editUserForm : inviteUserRequest;
  const form = useForm<EditUserFormInput, unknown, EditUserForm>({
    mode: 'onTouched',
    resolver: zodResolver(schema) as Resolver<EditUserFormInput, unknown, EditUserForm>,
    defaultValues: defaultsFor(user),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (user) {
        if (!(await confirmUpdate('user'))) return;
        await updateUser({ id: user.id, ...values });
        showSuccess(ACCOUNT_MESSAGES.userUpdated);
      } else {
        const answer = await inviteUser({ ...values, tier: values.tier as (typeof INVITE_TIERS)[number] });
        showInvitationResult(answer.emailSent, ACCOUNT_MESSAGES.userAdded);
        onInvited?.();
      }
      await queryClient.invalidateQueries({ queryKey: individualUserKeys.all });
      onDone();
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  const selectField = (name: 'industry' | 'country' | 'tier', label: string, data: Parameters<typeof Select>[0]['data']) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          withAsterisk
          searchable={name !== 'tier'}
          data={data}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

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
            <TextInput label="Email" type="email" withAsterisk {...form.register('email')} error={errors.email?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Title" withAsterisk {...form.register('title')} error={errors.title?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{selectField('industry', 'Industry', INDUSTRIES as string[])}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>{selectField('country', 'Country', countryOptions)}</Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Phone"
              withAsterisk
              inputMode="tel"
              placeholder="Digits only, with the country code"
              {...form.register('phone')}
              error={errors.phone?.message}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            {selectField('tier', 'Tier', tierOptions('INDIVIDUAL_USER', user ? undefined : INVITE_TIERS))}
          </Grid.Col>
        </Grid>
        <Divider label="Request credits" labelPosition="left" />
        <Grid>
          <CreditCountFields control={form.control} />
        </Grid>
        {!user && (
          <Text size="sm" c="dimmed">
            The user gets an email with a temporary password and sets a password of their own at the first sign-in.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {user ? 'Save' : 'Invite User'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
