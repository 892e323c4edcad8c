import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { forgotPasswordRequest, type ForgotPasswordRequest } from '@fleetgraph/shared/contracts/auth';
import { MESSAGES } from '@fleetgraph/shared/messages';
import { AuthCard } from '../../components/auth-card';
import { errorMessage } from '../../lib/api-client';
import { showError, showSuccess } from '../../lib/toasts';
import { requestPasswordReset } from './auth-api';

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPasswordRequest>({
    mode: 'onTouched',
    resolver: zodResolver(forgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await requestPasswordReset(values);
      if (!answer.success) return showError(MESSAGES.genericError);
      showSuccess(MESSAGES.checkYourEmail);
      setSentTo(values.email);
    } catch (error) {
      showError(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Forgot password" subtitle="Enter the email of your account and we will send you a link to reset it.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {sentTo && (
            <Alert color="teal" title={MESSAGES.checkYourEmail}>
              If {sentTo} has an account, a link to reset its password is on its way. It works once, for one hour.
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
          <Button type="submit" loading={isSubmitting} fullWidth>
            Confirm
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
