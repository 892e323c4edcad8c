import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { ENTITY_TYPES, FLEET_TAGS, type EntityType } from '@fleetgraph/shared/fleet/relationship-types';
import type { Deps } from '../apps/api/src/deps';
import type { Actor } from '../apps/api/src/http/authenticate';
import { readEntityRecord, searchFleet } from '../apps/api/src/fleet/search.service';
import { openBenchDatabase, type Engine } from './bench-database';
import { percentiles, timed } from './percentiles';

/**
 * `npm run bench:search [-- --engine postgres|pglite|both] [--entities N]`: p50/p95/p99 of a fixed
 * mix of searches through the search service (SQL and record mapping, as the API runs them) on
 * a generated fleet, recorded in bench/results/.
 */
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? (args[index + 1] ?? fallback) : fallback;
};
const ENTITIES = Number(option('--entities', '1000000'));
const ENGINES: Engine[] = option('--engine', 'both') === 'both' ? ['postgres', 'pglite'] : [option('--engine', 'postgres') as Engine];
const PER_KIND = Number(option('--queries', '60'));
const TARGETS: Record<Engine, Record<string, number>> = {
  postgres: { 'name search (all kinds)': 50, 'IMO lookup': 5 },
  pglite: { 'name search (all kinds)': 150 },
};
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const actor: Actor = { id: 0, email: 'bench@fleetgraph.local', role: 'ADMIN', status: 'ACTIVE', tier: 'TIER_3', organizationId: null };

type Row = { id: string; name: string; type: EntityType; imo: string | null; aliases: string[] };

/** Drops one letter in the middle of the longest word: the typo an investigator makes. */
const misspell = (name: string) => {
  const words = name.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const at = Math.floor(longest.length / 2);
  return words.map((word) => (word === longest ? word.slice(0, at) + word.slice(at + 1) : word)).join(' ');
};

async function sampleRecords(deps: Deps, where: ReturnType<typeof sql>, count: number): Promise<Row[]> {
  // Every n-th record by id: the same sample on every run and engine.
  const result = await deps.db.execute(sql`
    select id, name, type, imo, aliases from (
      select id, name, type, imo, aliases, row_number() over (order by id) as n from entities where ${where}
    ) numbered where n % 97 = 0 order by id limit ${count}`);
  return (result as unknown as { rows: Row[] }).rows;
}

async function benchEngine(engine: Engine) {
  const { database, buildSeconds } = await openBenchDatabase(engine, ENTITIES);
  const deps = { db: database.db } as Deps;
  const counted = (await database.db.execute(sql`
    select (select count(*)::int from entities) as entities, (select count(*)::int from relationships) as relationships`)) as unknown as {
    rows: { entities: number; relationships: number }[];
  };
  const sizes = counted.rows[0]!;
  const search = (mode: 'name' | 'imoid', entity: string, limit = 25) =>
    searchFleet(deps, actor, { types: [...ENTITY_TYPES], mode, entity, filter: [...FLEET_TAGS], limit, offset: 0 });

  const names = await sampleRecords(deps, sql`source = 'demo'`, PER_KIND * 2);
  const chinese = await sampleRecords(deps, sql`type = 'VESSEL' and aliases::text ~ '[\u4e00-\u9fff]'`, PER_KIND * 2);
  const vessels = await sampleRecords(deps, sql`imo is not null`, PER_KIND * 2);
  const common = ['OCEAN', 'PACIFIC', 'STAR', 'GOLDEN', 'FISHERY', 'MARINE', 'SEA', 'BLUE', 'HOLDINGS', 'FORTUNE', 'WANG', 'KIM'];
  const kinds: Record<string, { warm: (() => Promise<unknown>)[]; timed: (() => Promise<unknown>)[] }> = {};
  const add = (kind: string, rows: Row[], run: (row: Row) => Promise<unknown>) => {
    const half = Math.ceil(rows.length / 2);
    kinds[kind] = { warm: rows.slice(half).map((row) => () => run(row)), timed: rows.slice(0, half).map((row) => () => run(row)) };
  };
  add('exact name', names, (row) => search('name', row.name));
  add('prefix', names, (row) => search('name', row.name.slice(0, Math.max(3, Math.ceil(row.name.length * 0.6)))));
  add('misspelled', names, (row) => search('name', misspell(row.name)));
  add('common word', common.map((word) => ({ name: word }) as Row), (row) => search('name', row.name));
  add('pinyin or characters', chinese, (row) => search('name', row.aliases[0] ?? row.name));
  add('IMO lookup', vessels, (row) => search('imoid', row.imo!));
  add('record fetch', names, (row) => readEntityRecord(deps, actor, row.type, row.id));
  // The search page fetches up to 1,000 rows at once to sort them on the client (spec section 2).
  add('search page, 1,000 rows (common words)', common.map((word) => ({ name: word }) as Row), (row) => search('name', row.name, 1000));

  for (const kind of Object.values(kinds)) for (const run of kind.warm) await run();
  const durations: Record<string, number[]> = {};
  for (let round = 0; round < 3; round += 1) {
    for (const [kind, { timed: runs }] of Object.entries(kinds)) {
      for (const run of runs) (durations[kind] ??= []).push(await timed(run));
    }
  }
  const nameKinds = ['exact name', 'prefix', 'misspelled', 'common word', 'pinyin or characters'];
  durations['name search (all kinds)'] = nameKinds.flatMap((kind) => durations[kind]!);
  await database.close();
  const results = Object.fromEntries(Object.entries(durations).map(([kind, list]) => [kind, percentiles(list)]));
  const targets = Object.entries(TARGETS[engine]).map(([kind, p95]) => ({ kind, p95Target: p95, p95: results[kind]!.p95, met: results[kind]!.p95 <= p95 }));
  return { engine, ...sizes, buildSeconds, results, targets };
}

const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
for (const engine of ENGINES) {
  const run = { benchmark: 'search', date: new Date().toISOString(), machine, ...(await benchEngine(engine)) };
  console.log(`\n${engine}: ${run.entities.toLocaleString('en-US')} entities, ${run.relationships.toLocaleString('en-US')} relationships (ms)`);
  console.table(run.results);
  for (const target of run.targets) console.log(`${target.met ? 'MET ' : 'MISSED'} ${target.kind}: p95 ${target.p95} ms (target ${target.p95Target} ms)`);
  writeFileSync(path.join(resultsDir, `search-${engine}-${ENTITIES}.json`), `${JSON.stringify(run, null, 2)}\n`);
}
