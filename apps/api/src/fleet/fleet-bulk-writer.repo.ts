import { sql } from 'drizzle-orm';
import type { FleetTag } from '@fleetgraph/shared/fleet/relationship-types';
import type { Db } from '../db/client';
import type { FleetEntity, FleetRelationship } from './fleet-records';
import { recordNameWords, searchNamesOf, withProvenance } from './fleet-writer.repo';

/**
 * Bulk loading of new records, for the demo fleet: one `insert ... select from unnest(arrays)`
 * per table and batch, instead of a statement with ten parameters a row. Existing ids are left
 * as they are. Fleet tags and containsBO come from the caller, so no whole-graph pass is needed.
 */

/** A PostgreSQL array literal, so a list can travel as one element of a text[] parameter. */
export function toArrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

const textArray = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

export async function insertEntitiesBulk(db: Db, batch: readonly (FleetEntity & { containsBO: boolean })[]): Promise<void> {
  if (batch.length === 0) return;
  const rows = batch.map(withProvenance);
  await db.execute(sql`
    insert into entities (id, type, name, aliases, imo, fleet, properties, contains_bo, source, date_of_information)
    select id, type, name, aliases::text[], imo, fleet::text[], properties::jsonb, contains_bo::boolean, source,
           date_of_information::date
      from unnest(
        ${textArray(rows.map((e) => e.id))}, ${textArray(rows.map((e) => e.type))}, ${textArray(rows.map((e) => e.name))},
        ${textArray(rows.map((e) => toArrayLiteral(e.aliases)))}, ${textArray(rows.map((e) => e.imo))},
        ${textArray(rows.map((e) => toArrayLiteral(e.fleet)))}, ${textArray(rows.map((e) => JSON.stringify(e.properties)))},
        ${textArray(batch.map((e) => String(e.containsBO)))}, ${textArray(rows.map((e) => e.source))},
        ${textArray(rows.map((e) => e.dateOfInformation))}
      ) as t(id, type, name, aliases, imo, fleet, properties, contains_bo, source, date_of_information)
    on conflict (id) do nothing`);
  const names = rows.flatMap((e) => searchNamesOf(e).map((name) => ({ e, name })));
  await db.execute(sql`
    insert into entity_names (entity_id, search_name, entity_type, fleet)
    select id, name, type, fleet::text[]
      from unnest(${textArray(names.map(({ e }) => e.id))}, ${textArray(names.map(({ name }) => name))},
                  ${textArray(names.map(({ e }) => e.type))}, ${textArray(names.map(({ e }) => toArrayLiteral(e.fleet)))}) as t(id, name, type, fleet)
    on conflict do nothing`);
  await recordNameWords(db, names.map(({ name }) => name));
}

export async function insertRelationshipsBulk(db: Db, batch: readonly FleetRelationship[]): Promise<void> {
  if (batch.length === 0) return;
  await db.execute(sql`
    insert into relationships (id, source_id, target_id, type, properties, share, start_date, end_date, source)
    select id, source_id, target_id, type, properties::jsonb, share::double precision, start_date::date, end_date::date, source
      from unnest(
        ${textArray(batch.map((r) => r.id))}, ${textArray(batch.map((r) => r.sourceId))}, ${textArray(batch.map((r) => r.targetId))},
        ${textArray(batch.map((r) => r.type))}, ${textArray(batch.map((r) => JSON.stringify(r.properties)))},
        ${textArray(batch.map((r) => (r.share === null ? null : String(r.share))))},
        ${textArray(batch.map((r) => r.startDate))}, ${textArray(batch.map((r) => r.endDate))}, ${textArray(batch.map((r) => r.source))}
      ) as t(id, source_id, target_id, type, properties, share, start_date, end_date, source)
    on conflict (id) do nothing`);
}

export async function setFleetTagsBulk(db: Db, updates: readonly { id: string; fleet: FleetTag[] }[]): Promise<void> {
  if (updates.length === 0) return;
  await db.execute(sql`
    update entities e set fleet = u.fleet::text[]
      from unnest(${textArray(updates.map((u) => u.id))}, ${textArray(updates.map((u) => toArrayLiteral(u.fleet)))}) as u(id, fleet)
     where e.id = u.id`);
  await db.execute(sql`
    update entity_names n set fleet = u.fleet::text[]
      from unnest(${textArray(updates.map((u) => u.id))}, ${textArray(updates.map((u) => toArrayLiteral(u.fleet)))}) as u(id, fleet)
     where n.entity_id = u.id`);
}
