import type { EntityRecordResponse } from '@fleetgraph/shared/contracts/fleet';
import type { EntityType } from '@fleetgraph/shared/fleet/relationship-types';
import { apiFetch } from './api-client';

const RECORD_PATHS: Record<EntityType, string> = { VESSEL: 'vessel', COMPANY: 'company', PERSON: 'person' };

/** One record's name/value rows, as the search panel and the graph's details panel show them. */
export function fetchRecord(type: EntityType, id: string): Promise<EntityRecordResponse> {
  return apiFetch<EntityRecordResponse>(`/api/fleet/v1/${RECORD_PATHS[type]}/${encodeURIComponent(id)}`);
}
