import type { CreateUpgradeRequest, UpgradeCreatedResponse, UpgradeRequestList } from '@fleetgraph/shared/contracts/requests';
import { apiFetch } from '../../../lib/api-client';

export const openTierRequestKey = ['tier-requests', 'open'] as const;

/** The user's own tier request still waiting for a decision, if any. */
export async function fetchOpenTierRequest() {
  const list = await apiFetch<UpgradeRequestList>('/api/uaa/v1/roles/upgrade-requests?status=CREATED&pagesize=1');
  return list.upgradeRoleRequests[0] ?? null;
}

export const requestTier = (body: CreateUpgradeRequest) =>
  apiFetch<UpgradeCreatedResponse>('/api/uaa/v1/roles/upgrade-requests', { method: 'POST', body });
