import type { NetworkResponse, OwnersResponse, PathResponse } from '@fleetgraph/shared/contracts/network';
import { NETWORK_PAGE_SIZE } from '@fleetgraph/shared/contracts/network';
import type { SearchResponse } from '@fleetgraph/shared/contracts/fleet';
import { apiFetch } from '../../lib/api-client';

const ENTITY_PICKER_LIMIT = 10;

/** One page of an entity's links; a hub's others come page by page from `offset`. */
export function fetchNetwork(id: string, offset = 0): Promise<NetworkResponse> {
  const params = new URLSearchParams({ offset: String(offset), limit: String(NETWORK_PAGE_SIZE) });
  return apiFetch<NetworkResponse>(`/api/fleet/v1/network/${encodeURIComponent(id)}?${params}`);
}

export function fetchPath(from: string, to: string): Promise<PathResponse> {
  return apiFetch<PathResponse>(`/api/fleet/v1/path?${new URLSearchParams({ from, to })}`);
}

export function fetchOwners(id: string): Promise<OwnersResponse> {
  return apiFetch<OwnersResponse>(`/api/fleet/v1/owners/${encodeURIComponent(id)}`);
}

/** Records whose names match, for picking a path's far end outside the graph. */
export function searchEntities(name: string): Promise<SearchResponse> {
  const params = new URLSearchParams({ mode: 'name', entity: name.trim(), limit: String(ENTITY_PICKER_LIMIT) });
  return apiFetch<SearchResponse>(`/api/fleet/v1/search?${params}`);
}
