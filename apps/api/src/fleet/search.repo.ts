import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface EntityRow {
  id: string;
  type: string;
  name: string;
  imo: string | null;
  fleet: string[];
  properties: Record<string, string>;
  contains_bo: boolean;
}

export interface SearchFilters {
  types: string[];
  tags: string[];
  limit: number;
  offset: number;
}

/** Counting stops here: past it the page says 'more than'; nobody pages through 10,000 rows. */
export const TOTAL_CAP = 10_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const entityFilter = (filters: SearchFilters): SQL =>
  sql`e.type in (${sql.join(filters.types.map((t) => sql`${t}`), sql`, `)})
      and e.fleet && array[${sql.join(filters.tags.map((t) => sql`${t}`), sql`, `)}]::text[]`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Name search, cheapest paths first (DESIGN section 7): exact and prefix names on a btree, then
 * names containing the query on the trigram index; similarity (typos) only when those find fewer
 * than a page. Ranked exact, prefix, contains, similar; then by similarity and name.
 */
export async function searchByName(
  db: Db,
  query: string,
  filters: SearchFilters,
): Promise<{ rows: EntityRow[]; total: number }> {
  const prefix = `${escapeLike(query)}%`;
  const canUseTrigrams = query.length >= 3;
  const cheap = sql`
    select entity_id, case when search_name = ${query} then 0 when search_name like ${prefix} then 1 else 2 end as rank,
           1.0::real as score
      from entity_names
     where search_name = ${query} or search_name like ${prefix}
           ${canUseTrigrams ? sql`or search_name like ${`%${escapeLike(query)}%`}` : sql``}`;
  const found = await rankedPage(db, cheap, filters);
  if (!canUseTrigrams || found.total >= filters.offset + filters.limit) return found;
  const similar = sql`
    ${cheap}
    union all
    select entity_id, 3 as rank, similarity(search_name, ${query}) as score
      from entity_names where search_name % ${query}`;
  return rankedPage(db, similar, filters);
}

async function rankedPage(db: Db, candidates: SQL, filters: SearchFilters): Promise<{ rows: EntityRow[]; total: number }> {
  const matches = sql`
    with candidates as (${candidates}),
    best as (
      select entity_id, min(rank) as rank, max(score) as score from candidates group by entity_id
    ),
    matching as (
      select e.id, e.type, e.name, e.imo, e.fleet, e.properties, e.contains_bo, b.rank, b.score
        from best b join entities e on e.id = b.entity_id
       where ${entityFilter(filters)}
       order by b.rank, b.score desc, e.name, e.id
       limit ${TOTAL_CAP}
    )`;
  const rows = rowsOf<EntityRow>(
    await db.execute(sql`${matches} select * from matching limit ${filters.limit} offset ${filters.offset}`),
  );
  const [counted] = rowsOf<{ total: number }>(await db.execute(sql`${matches} select count(*)::int as total from matching`));
  return { rows, total: counted?.total ?? 0 };
}

/** '*' lists everything the filters allow, by name. */
export async function listAll(db: Db, filters: SearchFilters): Promise<{ rows: EntityRow[]; total: number }> {
  const rows = rowsOf<EntityRow>(
    await db.execute(sql`
      select e.id, e.type, e.name, e.imo, e.fleet, e.properties, e.contains_bo from entities e
       where ${entityFilter(filters)} order by e.name, e.id limit ${filters.limit} offset ${filters.offset}`),
  );
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`
      select count(*)::int as total from (select 1 from entities e where ${entityFilter(filters)} limit ${TOTAL_CAP}) capped`),
  );
  return { rows, total: counted?.total ?? 0 };
}

export async function searchByImo(db: Db, imo: string, filters: SearchFilters): Promise<{ rows: EntityRow[]; total: number }> {
  // An IMO number names one hull: a handful of rows at most, so all are read and paged here.
  const matches = rowsOf<EntityRow>(
    await db.execute(sql`
      select e.id, e.type, e.name, e.imo, e.fleet, e.properties, e.contains_bo from entities e
       where e.imo = ${imo} and ${entityFilter(filters)} order by e.name, e.id limit ${TOTAL_CAP}`),
  );
  return { rows: matches.slice(filters.offset, filters.offset + filters.limit), total: matches.length };
}

export async function findEntity(db: Db, id: string): Promise<EntityRow | undefined> {
  return rowsOf<EntityRow>(
    await db.execute(sql`
      select id, type, name, imo, fleet, properties, contains_bo from entities where id = ${id}`),
  )[0];
}
