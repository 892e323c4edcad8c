import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Deps } from '../apps/api/src/deps';
import type { Actor } from '../apps/api/src/http/authenticate';
import { readNetwork } from '../apps/api/src/fleet/network.service';
import { findOwners } from '../apps/api/src/fleet/owner-chains';
import { findPath } from '../apps/api/src/fleet/path-search';
import { openBenchDatabase, type Engine } from './bench-database';
import { percentiles, timed } from './percentiles';

/**
 * `npm run bench:graph [-- --engine postgres|pglite|both] [--entities N]`: p50/p95/p99 of the graph
 * calls through their services on the generated fleet: the network of ordinary entities and of
 * hubs with more than 200 links, shortest paths between vessels, and ownership chains.
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
  postgres: { 'network (ordinary)': 20, 'network (hub, 200+ links)': 20, 'path between vessels': 200 },
  pglite: {},
};
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
const actor: Actor = { id: 0, email: 'bench@fleetgraph.local', role: 'ADMIN', status: 'ACTIVE', tier: 'TIER_3', organizationId: null };

async function ids(deps: Deps, query: ReturnType<typeof sql>): Promise<string[]> {
  return ((await deps.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

async function benchEngine(engine: Engine) {
  const { database } = await openBenchDatabase(engine, ENTITIES);
  const deps = { db: database.db } as Deps;
  const every97th = (where: ReturnType<typeof sql>, count: number) =>
    ids(deps, sql`
      select id from (select id, row_number() over (order by id) as n from entities where ${where}) numbered
       where n % 97 = 0 order by id limit ${count}`);
  const vessels = await every97th(sql`type = 'VESSEL'`, PER_KIND * 4);
  const ordinary = await every97th(sql`true`, PER_KIND * 2);
  // The shared insurers and managers: the generator makes them first, so they lead the company ids.
  const hubs = await ids(deps, sql`
    select e.id from (select id from entities where type = 'COMPANY' order by id limit 400) e
     where (select count(*) from relationships r where r.source_id = e.id) > 200 order by e.id limit ${PER_KIND * 2}`);
  const pairs = vessels.slice(0, PER_KIND * 2).map((from, i) => [from, vessels[vessels.length - 1 - i]!] as const);

  const kinds: Record<string, { warm: (() => Promise<unknown>)[]; timed: (() => Promise<unknown>)[] }> = {};
  const add = <T>(kind: string, items: readonly T[], run: (item: T) => Promise<unknown>) => {
    const half = Math.ceil(items.length / 2);
    kinds[kind] = { warm: items.slice(half).map((item) => () => run(item)), timed: items.slice(0, half).map((item) => () => run(item)) };
  };
  const page = { offset: 0, limit: 200 };
  add('network (ordinary)', ordinary, (id) => readNetwork(deps, actor, id, page));
  add('network (hub, 200+ links)', hubs, (id) => readNetwork(deps, actor, id, page));
  add('path between vessels', pairs, ([from, to]) => findPath(deps, actor, from, to));
  add('owners chains of a vessel', vessels.slice(0, PER_KIND * 2), (id) => findOwners(deps, actor, id));

  const hops: number[] = [];
  for (const kind of Object.values(kinds)) for (const run of kind.warm) await run();
  const durations: Record<string, number[]> = {};
  for (let round = 0; round < 3; round += 1) {
    for (const [kind, { timed: runs }] of Object.entries(kinds)) {
      for (const run of runs) (durations[kind] ??= []).push(await timed(run));
    }
  }
  for (const [from, to] of pairs.slice(0, PER_KIND)) hops.push((await findPath(deps, actor, from, to)).hops);
  await database.close();
  const results = Object.fromEntries(Object.entries(durations).map(([kind, list]) => [kind, percentiles(list)]));
  const targets = Object.entries(TARGETS[engine]).map(([kind, p95]) => ({ kind, p95Target: p95, p95: results[kind]!.p95, met: results[kind]!.p95 <= p95 }));
  return { engine, hubs: hubs.length, pathHops: percentiles(hops), results, targets };
}

const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version };
for (const engine of ENGINES) {
  const run = { benchmark: 'graph', date: new Date().toISOString(), machine, entities: ENTITIES, ...(await benchEngine(engine)) };
  console.log(`\n${engine}: ${ENTITIES.toLocaleString('en-US')} entities; path lengths p50 ${run.pathHops.p50}, max ${run.pathHops.max} hops (ms)`);
  console.table(run.results);
  for (const target of run.targets) console.log(`${target.met ? 'MET ' : 'MISSED'} ${target.kind}: p95 ${target.p95} ms (target ${target.p95Target} ms)`);
  writeFileSync(path.join(resultsDir, `graph-${engine}-${ENTITIES}.json`), `${JSON.stringify(run, null, 2)}\n`);
}
