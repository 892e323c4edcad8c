import { ADMIN_PAGE_SIZE } from '@fleetgraph/shared/constants';
import type {
  AnalyticalRequestList,
  AnalyticalStatus,
  DenyAnalyticalRequest,
  RespondAnalyticalRequest,
  RespondedResponse,
  UpgradeDecisionResponse,
  UpgradeRequestList,
} from '@fleetgraph/shared/contracts/requests';
import { apiFetch } from '../../../lib/api-client';

export type DateSort = 'asc' | 'desc' | null;

const pageParams = (page: number) => ({ pagesize: String(ADMIN_PAGE_SIZE), offset: String((page - 1) * ADMIN_PAGE_SIZE) });

export function fetchAnalyticalRequests(query: { status: AnalyticalStatus | null; sort: DateSort; page: number }) {
  const params = new URLSearchParams(pageParams(query.page));
  if (query.status) params.set('status', query.status);
  if (query.sort) params.set('sort', query.sort);
  return apiFetch<AnalyticalRequestList>(`/api/uaa/v1/listanalytical?${params}`);
}

export const respondToRequest = (body: RespondAnalyticalRequest) =>
  apiFetch<RespondedResponse>('/api/uaa/v1/respondanalytical', { method: 'POST', body });

export const denyRequest = (body: DenyAnalyticalRequest) =>
  apiFetch<RespondedResponse>('/api/uaa/v1/denyanalytical', { method: 'POST', body });

/** Spec section 2: tier-upgrade rows are shown only while their status is CREATED. */
export function fetchUpgradeRequests(page: number) {
  const params = new URLSearchParams({ ...pageParams(page), status: 'CREATED' });
  return apiFetch<UpgradeRequestList>(`/api/uaa/v1/roles/upgrade-requests?${params}`);
}

export const decideUpgradeRequest = (id: number, verb: 'approve' | 'deny', responseMessage: string) =>
  apiFetch<UpgradeDecisionResponse>(`/api/uaa/v1/roles/upgrade-requests/${id}:${verb}`, {
    method: 'PUT',
    body: responseMessage.trim() ? { responseMessage: responseMessage.trim() } : {},
  });
