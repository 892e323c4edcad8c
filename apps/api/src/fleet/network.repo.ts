import { sql } from 'drizzle-orm';
import { OWNERSHIP_TYPES } from '@fleetgraph/shared/fleet/relationship-types';
import type { Db } from '../db/client';

export interface NodeRow {
  id: string;
  name: string;
  type: string;
  imo: string | null;
  fleet: string[];
  contains_bo: boolean;
}

export interface LinkRow {
  id: string;
  source_id: string;
  target_id: string;
  type: string;
  share: number | null;
  start_date: string | null;
  end_date: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const linkColumns = sql`r.id, r.source_id, r.target_id, r.type, r.share, r.start_date::text, r.end_date::text`;
const ownershipTypes = sql.join(
  OWNERSHIP_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

export async function findNodes(db: Db, ids: readonly string[]): Promise<Map<string, NodeRow>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<NodeRow>(
    await db.execute(sql`
      select id, name, type, imo, fleet, contains_bo from entities where id = any(${sql.param([...new Set(ids)])}::text[])`),
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One page of an entity's links, ownership first, then by type and id, so pages never overlap.
 * Two index scans (as source, as target) rather than an OR, which the planner may scan whole.
 */
export async function linksOf(db: Db, id: string, limit: number, offset: number): Promise<{ rows: LinkRow[]; total: number }> {
  const both = sql`
    (select ${linkColumns} from relationships r where r.source_id = ${id})
    union all
    (select ${linkColumns} from relationships r where r.target_id = ${id} and r.source_id <> ${id})`;
  const rows = rowsOf<LinkRow>(
    await db.execute(sql`
      select * from (${both}) l
       order by case when l.type in (${ownershipTypes}) then 0 else 1 end, l.type, l.id
       limit ${limit} offset ${offset}`),
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`
      select (select count(*) from relationships where source_id = ${id})
           + (select count(*) from relationships where target_id = ${id} and source_id <> ${id}) as total`),
  );
  return { rows, total: Number(counted?.total ?? 0) };
}

export interface LinkEnds {
  id: string;
  source_id: string;
  target_id: string;
}

/**
 * The ends of every link touching any of `ids`, at most `cap`: one step of a path search. Ids
 * only: a step from a few hubs reads thousands of links, and the search needs nothing else.
 */
export async function linkEndsTouching(db: Db, ids: readonly string[], cap: number): Promise<LinkEnds[]> {
  const list = sql.param([...ids]);
  return rowsOf<LinkEnds>(
    await db.execute(sql`
      (select id, source_id, target_id from relationships where source_id = any(${list}::text[]))
      union all
      (select id, source_id, target_id from relationships where target_id = any(${list}::text[]))
      limit ${cap}`),
  );
}

/** How many links touch any of `ids`: counted on the indexes alone, far cheaper than reading them. */
export async function countLinksTouching(db: Db, ids: readonly string[]): Promise<number> {
  const list = sql.param([...ids]);
  const [counted] = rowsOf<{ total: string | number }>(
    await db.execute(sql`
      select (select count(*) from relationships where source_id = any(${list}::text[]))
           + (select count(*) from relationships where target_id = any(${list}::text[])) as total`),
  );
  return Number(counted?.total ?? 0);
}

/** One link joining an entity of `near` to one of `far`, if any: the last step of a path search. */
export async function findBridge(db: Db, near: readonly string[], far: readonly string[]): Promise<LinkEnds | undefined> {
  const [nearList, farList] = [sql.param([...near]), sql.param([...far])];
  return rowsOf<LinkEnds>(
    await db.execute(sql`
      (select id, source_id, target_id from relationships
        where source_id = any(${nearList}::text[]) and target_id = any(${farList}::text[]) limit 1)
      union all
      (select id, source_id, target_id from relationships
        where target_id = any(${nearList}::text[]) and source_id = any(${farList}::text[]) limit 1)
      limit 1`),
  )[0];
}

export async function findLinks(db: Db, ids: readonly string[]): Promise<Map<string, LinkRow>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<LinkRow>(await db.execute(sql`select ${linkColumns} from relationships r where r.id = any(${sql.param([...ids])}::text[])`));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The ownership links that point at any of `ids`: their owners, one level up. */
export async function ownershipLinksInto(db: Db, ids: readonly string[]): Promise<LinkRow[]> {
  return rowsOf<LinkRow>(
    await db.execute(sql`
      select ${linkColumns} from relationships r
       where r.target_id = any(${sql.param([...ids])}::text[]) and r.type in (${ownershipTypes})
       order by r.target_id, r.id`),
  );
}
