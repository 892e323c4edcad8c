import {
  IMO_FORMAT_MESSAGE,
  TIER_1_VESSELS_ONLY,
  type EntityRecordResponse,
  type SearchQuery,
  type SearchResponse,
} from '@fleetgraph/shared/contracts/fleet';
import { parseImoNumber } from '@fleetgraph/shared/fleet/imo-number';
import { normalizeName } from '@fleetgraph/shared/fleet/normalize-name';
import { ENTITY_TYPES, FLEET_TAGS, type EntityType } from '@fleetgraph/shared/fleet/relationship-types';
import { SEARCH_RESULT_CAP } from '@fleetgraph/shared/constants';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { BadRequest, Forbidden, NotFound } from '../http/errors';
import { detailRowsOf, toSearchRecord } from './entity-values';
import { findEntity, listAll, searchByImo, searchByName } from './search.repo';

/** Spec section 6: tier 1 searches vessels only; every other tier and role searches all three. */
export function typesAllowedFor(actor: Actor): readonly EntityType[] {
  return actor.role !== 'ADMIN' && actor.tier === 'TIER_1' ? ['VESSEL'] : ENTITY_TYPES;
}

export async function searchFleet(deps: Deps, actor: Actor, query: SearchQuery): Promise<SearchResponse> {
  const allowed = typesAllowedFor(actor);
  const types = query.types && query.types.length > 0 ? query.types : [...allowed];
  if (types.some((type) => !allowed.includes(type))) throw new Forbidden(TIER_1_VESSELS_ONLY);
  const filters = {
    types,
    tags: query.filter && query.filter.length > 0 ? query.filter : [...FLEET_TAGS],
    limit: query.limit,
    offset: query.offset,
  };

  let found;
  if (query.mode === 'imoid') {
    const imo = parseImoNumber(query.IMOID ?? query.entity);
    if (!imo) throw new BadRequest(IMO_FORMAT_MESSAGE);
    found = await searchByImo(deps.db, imo, filters);
  } else {
    const wanted = query.entity.trim();
    const normalized = normalizeName(wanted);
    found = wanted === '' || wanted === '*' || normalized === '' ? await listAll(deps.db, filters) : await searchByName(deps.db, normalized, filters);
  }
  return {
    entities: found.rows.map(toSearchRecord),
    total: Math.min(found.total, SEARCH_RESULT_CAP),
    totalIsCapped: found.total > SEARCH_RESULT_CAP,
    limit: query.limit,
    offset: query.offset,
  };
}

export async function readEntityRecord(
  deps: Deps,
  actor: Actor,
  type: EntityType,
  id: string,
): Promise<EntityRecordResponse> {
  if (!typesAllowedFor(actor).includes(type)) throw new Forbidden(TIER_1_VESSELS_ONLY);
  const row = await findEntity(deps.db, id);
  if (!row || row.type !== type) throw new NotFound(SERVER_MESSAGES.notFound);
  return { id: row.id, name: row.name, type, containsBO: row.contains_bo, properties: detailRowsOf(row) };
}
