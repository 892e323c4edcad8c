import type { SearchResponse } from '@fleetgraph/shared/contracts/fleet';
import type { EntityType, FleetTag } from '@fleetgraph/shared/fleet/relationship-types';
import { SEARCH_RESULT_CAP } from '@fleetgraph/shared/constants';
import { apiFetch } from '../../lib/api-client';

export interface SearchCriteria {
  mode: 'name' | 'imoid';
  value: string;
  types: EntityType[];
  tags: FleetTag[];
}

export function searchFleet(criteria: SearchCriteria): Promise<SearchResponse> {
  const params = new URLSearchParams({
    mode: criteria.mode,
    types: criteria.types.join(','),
    filter: criteria.tags.join(','),
    // All the server answers at once: the table sorts and pages them on the client (spec section 2).
    limit: String(SEARCH_RESULT_CAP),
  });
  if (criteria.mode === 'imoid') params.set('IMOID', criteria.value.trim());
  else params.set('entity', criteria.value.trim() === '' ? '*' : criteria.value.trim());
  return apiFetch<SearchResponse>(`/api/fleet/v1/search?${params}`);
}
