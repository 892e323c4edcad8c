import type {
  CreateUpgradeRequest,
  SubscriptionRequest,
  UpgradeCreatedResponse,
  UpgradeRequestList,
} from '@fleetgraph/shared/contracts/requests';
import { apiFetch } from '../../lib/api-client';

export const TIER_HISTORY_SIZE = 5;
export const tierHistoryKey = ['tier-requests', 'history'] as const;

/** The user's latest tier requests, whatever became of them. */
export const fetchTierHistory = () =>
  apiFetch<UpgradeRequestList>(`/api/uaa/v1/roles/upgrade-requests?pagesize=${TIER_HISTORY_SIZE}&offset=0`);

export const requestTier = (body: CreateUpgradeRequest) =>
  apiFetch<UpgradeCreatedResponse>('/api/uaa/v1/roles/upgrade-requests', { method: 'POST', body });

export const submitSubscriptionRequest = (body: SubscriptionRequest) =>
  apiFetch<{ recordCreated: boolean; id: number }>('/api/uaa/v1/subscription-requests', { method: 'POST', body });
