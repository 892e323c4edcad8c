import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { changePasswordForm, type ChangePasswordForm } from '@fleetgraph/shared/contracts/auth';
import { MESSAGES } from '@fleetgraph/shared/messages';
import { LayeredModal } from '../../components/layered-modal';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showError, showSuccess } from '../../lib/toasts';
import { changePassword } from './account-api';

/**
 * Change Password from the account (spec sections 4 and 5): on success the user is signed out and
 * sent to sign in again, where 'Your password has been reset' shows.
 */
export function ChangePasswordDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <LayeredModal opened={opened} onClose={onClose} title="Change Password" centered>
      {opened && <ChangePasswordFields onCancel={onClose} />}
    </LayeredModal>
  );
}

function ChangePasswordFields({ onCancel }: { onCancel: () => void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const form = useForm<ChangePasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await changePassword({
        email: user?.email,
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      if (!answer.recordUpdated) return showError(answer.message || MESSAGES.genericError);
      signOut();
      showSuccess(MESSAGES.passwordResetToast);
      navigate('/login', { replace: true });
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordInput
          label="Old Password"
          autoComplete="current-password"
          data-autofocus
          {...form.register('oldPassword')}
          error={errors.oldPassword?.message}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
