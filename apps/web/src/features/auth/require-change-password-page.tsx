import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Container, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  requireChangePasswordForm,
  type RequireChangePasswordForm,
} from '@fleetgraph/shared/contracts/auth';
import { MESSAGES } from '@fleetgraph/shared/messages';
import { AuthCard } from '../../components/auth-card';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showError, showSuccess } from '../../lib/toasts';
import { completeRegistration } from './auth-api';
import { NewPasswordFields } from './new-password-fields';
import { TermsAgreementLabel } from './terms-agreement-label';

/** A CREATED account replaces its temporary password here, then signs in again. */
export function RequireChangePasswordPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const form = useForm<RequireChangePasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(requireChangePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '', agree: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!user) return;
    try {
      const answer = await completeRegistration({
        email: user.email,
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

  const logout = () => {
    signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Container py={48}>
      <AuthCard
        title="Complete your registration"
        subtitle="Replace the temporary password from your email with a password of your own (8 characters or more)."
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <PasswordInput
              label="Old Password"
              description="The temporary password from your email"
              autoComplete="current-password"
              {...form.register('oldPassword')}
              error={errors.oldPassword?.message}
            />
            <NewPasswordFields register={form.register} errors={errors} confirmLabel="Confirm New Password" />
            <Checkbox
              {...form.register('agree')}
              error={errors.agree?.message}
              label={<TermsAgreementLabel />}
            />
            <Button type="submit" loading={isSubmitting} fullWidth>
              Complete Registration
            </Button>
            <Anchor component="button" type="button" size="sm" onClick={logout} ta="center">
              Logout
            </Anchor>
          </Stack>
        </form>
      </AuthCard>
    </Container>
  );
}
