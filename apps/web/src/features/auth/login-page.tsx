import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginRequest, type LoginRequest } from '@fleetgraph/shared/contracts/auth';
import { AuthCard } from '../../components/auth-card';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { login } from './auth-api';

interface LoginState {
  from?: string;
  status?: string;
}

export function LoginPage() {
  const { signIn, signOutReason } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    mode: 'onTouched',
    resolver: zodResolver(loginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { jwt } = await login(values);
      const user = await signIn(jwt);
      if (user.status === 'CREATED') navigate('/require-change-password', { replace: true });
      else navigate(state.from && state.from !== '/login' ? state.from : '/home', { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Sign in" subtitle="Search vessels, companies and persons, and follow who owns them.">
      <form onSubmit={submit} noValidate>
        <Stack>
          {(signOutReason === 'expired' || state.status === 'expired') && !failure && (
            <Alert color="yellow" title="Signed out">
              Your session has expired. Please sign in again.
            </Alert>
          )}
          {failure && (
            <Alert color="red" title="Sign-in failed" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot Password
            </Anchor>
            <Anchor component={Link} to="/signup" size="sm">
              Sign Up
            </Anchor>
          </Group>
          <Button type="submit" loading={isSubmitting} fullWidth>
            Sign In
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
