import type { DetailRow, SearchRecord } from '@fleetgraph/shared/contracts/fleet';
import { RECORD_PROPERTIES } from '@fleetgraph/shared/fleet/record-properties';
import type { EntityType } from '@fleetgraph/shared/fleet/relationship-types';
import type { EntityRow } from './search.repo';

/** The record's name/value rows in the spec's order; properties beyond the spec's list follow. */
export function detailRowsOf(row: EntityRow): DetailRow[] {
  const type = row.type as EntityType;
  const known: Record<string, string> = {
    ...row.properties,
    Fleet: row.fleet.join(', '),
    ...(row.imo ? { IMOID: row.imo } : {}),
  };
  const listed = RECORD_PROPERTIES[type];
  const extra = Object.keys(known).filter((key) => !listed.includes(key)).sort();
  return [...listed, ...extra].map((name) => ({ name, value: known[name] ?? '' }));
}

export function toSearchRecord(row: EntityRow): SearchRecord {
  return {
    id: row.id,
    name: row.name,
    type: row.type as EntityType,
    fleet: row.fleet.join(', '),
    containsBO: row.contains_bo,
    values: detailRowsOf(row),
  };
}
