import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordForm, type ResetPasswordForm } from '@fleetgraph/shared/contracts/auth';
import { MESSAGES } from '@fleetgraph/shared/messages';
import { AuthCard } from '../../components/auth-card';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { showError, showSuccess } from '../../lib/toasts';
import { resetPasswordWithLink } from './auth-api';
import { NewPasswordFields } from './new-password-fields';

/** /resetpassword/{hashedemail}: the parameter is the single-use token of the emailed link. */
export function ResetPasswordPage() {
  const { hashedemail = '' } = useParams();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const form = useForm<ResetPasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await resetPasswordWithLink(hashedemail, { newPassword: values.newPassword });
      if (!answer.recordUpdated || !answer.emailSent) return showError(MESSAGES.genericError);
      showSuccess(MESSAGES.resetPasswordSuccess);
      navigate('/login', { replace: true });
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Reset password" subtitle="Choose a new password of at least 8 characters.">
      <form onSubmit={submit} noValidate>
        <Stack>
          <NewPasswordFields register={form.register} errors={errors} confirmLabel="Confirm Password" />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Reset Password
          </Button>
          <Anchor
            component={Link}
            to="/login"
            size="sm"
            ta="center"
            onClick={() => signOut()}
          >
            Logout
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
