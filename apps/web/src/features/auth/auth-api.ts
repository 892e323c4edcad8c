import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
} from '@fleetgraph/shared/contracts/auth';
import type { OrganizationSignUpRequest, RegisterRequest } from '@fleetgraph/shared/contracts/sign-up';
import { apiFetch } from '../../lib/api-client';

export const login = (body: LoginRequest) => apiFetch<{ jwt: string }>('/api/uaa/v1/login', { method: 'POST', body });

export const registerIndividual = (body: RegisterRequest) =>
  apiFetch<{ recordCreated: boolean; emailSent: boolean }>('/api/uaa/v1/register', { method: 'POST', body });

export const requestOrganizationAccount = (body: OrganizationSignUpRequest) =>
  apiFetch<{ recordCreated: boolean; emailSent: boolean }>('/api/uaa/v1/invite/user', { method: 'POST', body });

export const requestPasswordReset = (body: ForgotPasswordRequest) =>
  apiFetch<{ success: boolean; message: string }>('/api/uaa/v1/forgotpassword', { method: 'POST', body });

export const resetPasswordWithLink = (token: string, body: ResetPasswordRequest) =>
  apiFetch<{ recordUpdated: boolean; emailSent: boolean }>(
    `/api/uaa/v1/password/reset/${encodeURIComponent(token)}`,
    { method: 'POST', body },
  );

export const completeRegistration = (body: ChangePasswordRequest & { email: string }) =>
  apiFetch<{ recordUpdated: boolean; message: string }>(
    `/api/uaa/v1/resetpassword/${encodeURIComponent(body.email)}`,
    { method: 'POST', body },
  );

export const acceptDisclaimer = () =>
  apiFetch<{ disclaimerAccepted: boolean }>('/api/uaa/v1/users/me/disclaimer', { method: 'POST' });
