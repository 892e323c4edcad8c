import { normalizeName } from '@fleetgraph/shared/fleet/normalize-name';
import { OWNERSHIP_TYPES } from '@fleetgraph/shared/fleet/relationship-types';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { entities, entityNames, relationships } from '../db/schema';
import type { FleetEntity, FleetRelationship } from './fleet-records';

/** Every distinct searchable form of an entity's names. */
export function searchNamesOf(entity: Pick<FleetEntity, 'name' | 'aliases'>): string[] {
  return [...new Set([entity.name, ...entity.aliases].map(normalizeName).filter(Boolean))];
}

/**
 * The record's Source and DateOfInformation rows come from its properties (spec section 3); an
 * importer that gives them only as columns still shows them.
 */
export function withProvenance(entity: FleetEntity): FleetEntity {
  const properties: Record<string, string> = { ...entity.properties, Source: entity.properties.Source ?? entity.source };
  const date = entity.properties.DateOfInformation ?? entity.dateOfInformation;
  if (date) properties.DateOfInformation = date;
  return { ...entity, properties };
}

/** Inserts or replaces a batch of entities and their search names, in the caller's transaction. */
export async function upsertEntities(db: Db, batch: FleetEntity[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(entities)
    .values(batch.map((e) => ({ ...withProvenance(e), updatedAt: new Date() })))
    .onConflictDoUpdate({
      target: entities.id,
      set: {
        type: sql`excluded.type`,
        name: sql`excluded.name`,
        aliases: sql`excluded.aliases`,
        imo: sql`excluded.imo`,
        fleet: sql`excluded.fleet`,
        properties: sql`excluded.properties`,
        source: sql`excluded.source`,
        dateOfInformation: sql`excluded.date_of_information`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  const ids = batch.map((e) => e.id);
  await db.delete(entityNames).where(inArray(entityNames.entityId, ids));
  const names = batch.flatMap((e) =>
    searchNamesOf(e).map((searchName) => ({ entityId: e.id, searchName, entityType: e.type, fleet: e.fleet })),
  );
  if (names.length > 0) await db.insert(entityNames).values(names).onConflictDoNothing();
  await recordNameWords(db, names.map((name) => name.searchName));
}

/** Adds the words of these search names to the vocabulary that typo-tolerant search draws on. */
export async function recordNameWords(db: Db, searchNames: readonly string[]): Promise<void> {
  if (searchNames.length === 0) return;
  await db.execute(sql`
    insert into name_words (word)
    select distinct unnest(tsvector_to_array(to_tsvector('simple', s))) from unnest(${sql.param(searchNames)}::text[]) as s
    on conflict do nothing`);
}

/** The ids among `ids` that exist, so links to unknown entities are skipped, not failed. */
export async function existingEntityIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: entities.id }).from(entities).where(inArray(entities.id, [...new Set(ids)]));
  return new Set(rows.map((row) => row.id));
}

export async function upsertRelationships(db: Db, batch: FleetRelationship[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(relationships)
    .values(batch)
    .onConflictDoUpdate({
      target: relationships.id,
      set: {
        sourceId: sql`excluded.source_id`,
        targetId: sql`excluded.target_id`,
        type: sql`excluded.type`,
        share: sql`excluded.share`,
        startDate: sql`excluded.start_date`,
        endDate: sql`excluded.end_date`,
        properties: sql`excluded.properties`,
        source: sql`excluded.source`,
      },
    });
}

const ownershipTypes = sql.join(
  OWNERSHIP_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Fields derived from the whole graph, recomputed after an import: companies and persons carry
 * the fleet tags of the vessels they link to (directly, or through one company between), records
 * with no tag get 'Other', and containsBO marks records with an ownership link.
 */
export async function refreshDerivedFields(db: Db): Promise<void> {
  await db.execute(sql`
    with vessel_links as (
      select r.source_id as entity_id, v.fleet from relationships r join entities v on v.id = r.target_id
        where v.type = 'VESSEL'
      union all
      select r.target_id, v.fleet from relationships r join entities v on v.id = r.source_id
        where v.type = 'VESSEL'
    ),
    direct as (
      select entity_id, array_agg(distinct tag) filter (where tag <> 'Other') as tags
        from vessel_links, unnest(fleet) as tag group by entity_id
    ),
    one_company_between as (
      select r.source_id as entity_id, d.tags from relationships r join direct d on d.entity_id = r.target_id
      union all
      select r.target_id, d.tags from relationships r join direct d on d.entity_id = r.source_id
      union all
      select entity_id, tags from direct
    ),
    derived as (
      select entity_id, array_agg(distinct tag) as tags
        from one_company_between, unnest(tags) as tag group by entity_id
    )
    update entities e set fleet = coalesce(d.tags, '{}')
      from entities x left join derived d on d.entity_id = x.id
      where e.id = x.id and e.type <> 'VESSEL'
        and e.fleet is distinct from coalesce(d.tags, '{}')`);
  await db.execute(sql`
    update entities set fleet = array_remove(fleet, 'Other')
      where 'Other' = any(fleet) and cardinality(fleet) > 1`);
  await db.execute(sql`update entities set fleet = array['Other'] where cardinality(fleet) = 0`);
  await db.execute(sql`
    update entity_names n set fleet = e.fleet, entity_type = e.type
      from entities e where e.id = n.entity_id and (n.fleet is distinct from e.fleet or n.entity_type <> e.type)`);
  await db.execute(sql`
    update entities e set contains_bo = exists (
      select 1 from relationships r
        where (r.source_id = e.id or r.target_id = e.id) and r.type in (${ownershipTypes}))
    where e.contains_bo is distinct from exists (
      select 1 from relationships r
        where (r.source_id = e.id or r.target_id = e.id) and r.type in (${ownershipTypes}))`);
}
