import type {
  AddOrganizationRequest,
  AddOrganizationUserRequest,
  CreditResponse,
  OrganizationDetail,
  OrganizationListResponse,
  OrganizationUserForm,
  UpdateOrganizationRequest,
} from '@fleetgraph/shared/contracts/organizations';
import { apiFetch } from '../../lib/api-client';

/** The organization calls of spec section 7, shared by the admin console and the account page. */

const base = '/api/uaa/v1/organizations';

export const organizationKeys = {
  all: ['organizations'] as const,
  list: ['organizations', 'list'] as const,
  detail: (id: number) => ['organizations', 'detail', id] as const,
  credit: ['organizations', 'credit'] as const,
};

type Created = { recordCreated: boolean; emailSent: boolean };

export const fetchOrganizations = () => apiFetch<OrganizationListResponse>(base);

export const fetchOrganization = (id: number) => apiFetch<OrganizationDetail>(`${base}/${id}`);

export const addOrganization = (body: AddOrganizationRequest) => apiFetch<Created>(base, { method: 'POST', body });

export const updateOrganization = (id: number, body: UpdateOrganizationRequest) =>
  apiFetch<{ orgUpdated: boolean }>(`${base}/${id}`, { method: 'PUT', body });

export const deleteOrganization = (id: number) =>
  apiFetch<{ orgRemoved: boolean }>(`${base}/${id}`, { method: 'DELETE' });

export const addOrganizationUser = (body: AddOrganizationUserRequest) =>
  apiFetch<Created>(`${base}/users`, { method: 'POST', body });

export const updateOrganizationUser = (id: number, body: OrganizationUserForm) =>
  apiFetch<{ recordUpdated: boolean }>(`${base}/user/${id}`, { method: 'PUT', body });

export const deleteOrganizationUser = (id: number, organizationId: number) =>
  apiFetch<{ recordRemoved: boolean; orgRemoved: boolean }>(`${base}/user/${id}?organizationid=${organizationId}`, {
    method: 'DELETE',
  });

/** A new temporary password for a user who has not signed in yet (POST /organizations/pass). */
export const resendInvitation = (id: number) =>
  apiFetch<{ recordUpdated: boolean; emailSent: boolean }>(`${base}/pass`, { method: 'POST', body: { id } });

export const fetchCredit = () => apiFetch<CreditResponse>('/api/uaa/v1/organizationsa/credit');
