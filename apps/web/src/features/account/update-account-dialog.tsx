import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { accountForm, type AccountForm, type UserRecord } from '@fleetgraph/shared/contracts/users';
import { ACCOUNT_MESSAGES } from '@fleetgraph/shared/messages';
import { COUNTRIES } from '@fleetgraph/shared/options/countries';
import { LayeredModal } from '../../components/layered-modal';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showError, showSuccess } from '../../lib/toasts';
import { updateAccount } from './account-api';

const countryOptions = COUNTRIES.map((country) => country.label);

/** Update Account: the user's own name, title, country and phone; the email stays as the administrator set it. */
export function UpdateAccountDialog({ opened, onClose, user }: { opened: boolean; onClose: () => void; user: UserRecord }) {
  return (
    <LayeredModal opened={opened} onClose={onClose} title="Update Account" size="lg" centered>
      {opened && <UpdateAccountForm user={user} onDone={onClose} />}
    </LayeredModal>
  );
}

function UpdateAccountForm({ user, onDone }: { user: UserRecord; onDone: () => void }) {
  const { refreshUser } = useAuth();
  const form = useForm<AccountForm>({
    mode: 'onTouched',
    resolver: zodResolver(accountForm),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      title: user.title,
      country: user.country,
      phone: user.phone,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await updateAccount({ id: user.id, ...values });
      showSuccess(ACCOUNT_MESSAGES.userDetailsUpdated);
      await refreshUser();
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
            <TextInput label="First Name" withAsterisk data-autofocus {...form.register('firstName')} error={errors.firstName?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Last Name" withAsterisk {...form.register('lastName')} error={errors.lastName?.message} />
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
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Phone" inputMode="tel" {...form.register('phone')} error={errors.phone?.message} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Email" value={user.email} disabled description="Ask an administrator to change it." readOnly />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Update Account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
