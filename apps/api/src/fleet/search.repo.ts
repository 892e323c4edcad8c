import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_RESULT_CAP } from '@fleetgraph/shared/constants';
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

/** Each path reads one row past the cap, so the answer can tell 'exactly 1,000' from '1,000+'. */
const TOTAL_CAP = SEARCH_RESULT_CAP + 1;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const entityFilter = (filters: SearchFilters): SQL =>
  sql`e.type in (${sql.join(filters.types.map((t) => sql`${t}`), sql`, `)})
      and e.fleet && array[${sql.join(filters.tags.map((t) => sql`${t}`), sql`, `)}]::text[]`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

const nameFilter = (filters: SearchFilters): SQL =>
  sql`n.entity_type in (${sql.join(filters.types.map((t) => sql`${t}`), sql`, `)})
      and n.fleet && array[${sql.join(filters.tags.map((t) => sql`${t}`), sql`, `)}]::text[]`;

/**
 * A text-search query that needs every word: each as typed or one of its likely spellings, the
 * last also as the start of a word, since the user may not have finished it. Words are letters
 * and digits only (normalizeName), so they need no escaping.
 */
export function allWordsQuery(words: readonly (readonly string[])[]): string {
  return words
    .map((spellings, index) => {
      const terms = spellings.map((word) => `'${word}'${index === words.length - 1 ? ':*' : ''}`);
      return terms.length > 1 ? `(${terms.join(' | ')})` : terms[0];
    })
    .join(' & ');
}

/**
 * Name search, cheapest paths first (DESIGN section 7): the exact name and names starting with
 * it on a btree, then names holding every word on the word index; spellings of each word taken
 * from the vocabulary (typos, transliteration variants) only when those find less than a page.
 * Ranked exact, prefix, all words, similar spellings; then by similarity and name.
 */
export async function searchByName(db: Db, query: string, filters: SearchFilters): Promise<{ rows: EntityRow[]; total: number }> {
  const words = query.split(' ');
  const found = await rankedPage(db, query, filters, allWordsQuery(words.map((word) => [word])), null);
  if (query.length < 3 || found.total >= filters.offset + filters.limit) return found;
  const spellings = await likelySpellings(db, words);
  if (spellings.every((options) => options.length === 1)) return found;
  return rankedPage(db, query, filters, allWordsQuery(words.map((word) => [word])), allWordsQuery(spellings));
}

/**
 * Each word with up to four vocabulary words like it; a word the vocabulary holds is no typo and
 * stays as typed. The vocabulary is small enough that the planner would scan it all (12 ms for
 * 11,000 words); its trigram index answers in about a millisecond, so the scan is turned off here.
 */
async function likelySpellings(db: Db, words: readonly string[]): Promise<string[][]> {
  // The last word may be unfinished: any vocabulary word starting with it makes it no typo.
  const last = words[words.length - 1]!;
  const known = new Set(
    rowsOf<{ word: string }>(
      await db.execute(sql`
        select word from name_words where word = any(${sql.param(words)}::text[])
        union all
        (select ${last} from name_words where lower(word) like ${`${escapeLike(last)}%`} limit 1)`),
    ).map((row) => row.word),
  );
  const arms = words.flatMap((word, index) =>
    word.length < 3 || known.has(word)
      ? []
      : [sql`(select ${index}::int as position, word from name_words
               where lower(word) % ${word} order by similarity(lower(word), ${word}) desc, word limit 4)`],
  );
  if (arms.length === 0) return words.map((word) => [word]);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return rowsOf<{ position: number; word: string }>(await tx.execute(sql.join(arms, sql` union all `)));
  });
  return words.map((word, index) => [word, ...rows.filter((row) => row.position === index).map((row) => row.word)]);
}

async function rankedPage(
  db: Db,
  query: string,
  filters: SearchFilters,
  allWords: string,
  similarWords: string | null,
): Promise<{ rows: EntityRow[]; total: number }> {
  // Each path stops at TOTAL_CAP rows, so a common word costs a bounded scan, not a million rows.
  // The words path runs only while the exact and prefix paths leave room under the cap: past it,
  // its rows would rank below the cut (a one-time filter, so the index is not even read).
  // With likely spellings, one path finds both: names with the words as typed rank above the rest.
  const wordsPath = similarWords
    ? sql`(select entity_id, search_name,
                case when to_tsvector('simple', search_name) @@ to_tsquery('simple', ${allWords}) then 2 else 3 end,
                similarity(search_name, ${query}) from entity_names n
          where to_tsvector('simple', search_name) @@ to_tsquery('simple', ${similarWords}) and ${nameFilter(filters)}
            and (select count(*) from cheap) < ${TOTAL_CAP} limit ${TOTAL_CAP})`
    : sql`(select entity_id, search_name, 2, 1.0::real from entity_names n
          where to_tsvector('simple', search_name) @@ to_tsquery('simple', ${allWords}) and ${nameFilter(filters)}
            and (select count(*) from cheap) < ${TOTAL_CAP} limit ${TOTAL_CAP})`;
  const ranked = sql`
    with cheap as materialized (
      (select entity_id, search_name, 0 as rank, 1.0::real as score from entity_names n
        where search_name = ${query} and ${nameFilter(filters)} limit ${TOTAL_CAP})
      union all
      (select entity_id, search_name, 1, 1.0::real from entity_names n
        where search_name like ${`${escapeLike(query)}%`} and search_name <> ${query} and ${nameFilter(filters)} limit ${TOTAL_CAP})
    ),
    words as materialized (${wordsPath}),
    candidates as (select * from cheap union all select * from words),
    best as (
      select entity_id, min(rank) as rank, max(score) as score, min(search_name) as search_name from candidates group by entity_id
    ),
    ranked as (
      select entity_id, rank, score, search_name from best order by rank, score desc, search_name, entity_id limit ${TOTAL_CAP}
    )`;
  // A path that stopped at its cap had more to give, whatever the merged count says.
  const total = sql`case when (select count(*) from cheap where rank = 1) >= ${TOTAL_CAP} or (select count(*) from words) >= ${TOTAL_CAP}
                    then ${TOTAL_CAP} else (select count(*) from ranked) end::int`;
  // Only the page's rows are joined to their records.
  const rows = rowsOf<EntityRow & { total: number }>(
    await db.execute(sql`${ranked}
      select e.id, e.type, e.name, e.imo, e.fleet, e.properties, e.contains_bo, ${total} as total from (
        select * from ranked order by rank, score desc, search_name, entity_id limit ${filters.limit} offset ${filters.offset}
      ) p join entities e on e.id = p.entity_id
      order by p.rank, p.score desc, p.search_name, p.entity_id`),
  );
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  const [counted] = rowsOf<{ total: number }>(await db.execute(sql`${ranked} select ${total} as total`));
  return { rows: [], total: counted?.total ?? 0 };
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
