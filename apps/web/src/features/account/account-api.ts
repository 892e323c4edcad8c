import type { ChangePasswordRequest } from '@fleetgraph/shared/contracts/auth';
import type { UpdateUserRequest } from '@fleetgraph/shared/contracts/users';
import { apiFetch } from '../../lib/api-client';

export const updateAccount = (body: UpdateUserRequest) =>
  apiFetch<{ recordUpdated: boolean }>('/api/uaa/v1/users', { method: 'PUT', body });

export const changePassword = (body: ChangePasswordRequest) =>
  apiFetch<{ recordUpdated: boolean; message: string }>('/api/uaa/v1/password', { method: 'PUT', body });
