import type { InviteUserRequest, UserRecord } from '@fleetgraph/shared/contracts/users';
import type { UpdateUserRequest } from '@fleetgraph/shared/contracts/users';
import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import { apiFetch } from '../../../lib/api-client';

/** The admin's calls on individual users (spec section 7, Users, and the invitation). */

export const individualUserKeys = {
  all: ['users', 'INDIVIDUAL'] as const,
  page: (page: number) => ['users', 'INDIVIDUAL', page] as const,
};

/** One page of individual users, newest first; pages start at 1. */
export const fetchIndividualUsers = (page: number) =>
  apiFetch<{ users: UserRecord[]; total: number }>(
    `/api/uaa/v1/users?filter=INDIVIDUAL&pagesize=${ADMIN_PAGE_SIZE}&offset=${(page - 1) * ADMIN_PAGE_SIZE}`,
  );

export const inviteUser = (body: InviteUserRequest) =>
  apiFetch<{ recordCreated: boolean; emailSent: boolean }>('/api/uaa/v1/invite/user', { method: 'POST', body });

export const updateUser = (body: UpdateUserRequest) =>
  apiFetch<{ recordUpdated: boolean }>('/api/uaa/v1/users', { method: 'PUT', body });

export const deleteUser = (id: number) =>
  apiFetch<{ recordRemoved: boolean }>(`/api/uaa/v1/users/${id}`, { method: 'DELETE' });
