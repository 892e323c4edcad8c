import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client';
import { loadDemoFleet } from '../apps/api/src/fleet/demo/load-demo-fleet';

export type Engine = 'postgres' | 'pglite';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const countEntities = async (database: Database) =>
  ((await database.db.execute(sql`select count(*)::int as n from entities`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

/**
 * The benchmark database of `entities` generated records, built once and kept (a PostgreSQL
 * database named after its size, or a PGlite directory under bench/.data), so later runs measure
 * without rebuilding. A half-built one is dropped and built again.
 */
export async function openBenchDatabase(engine: Engine, entities: number): Promise<{ database: Database; buildSeconds: number | null }> {
  const database = engine === 'postgres' ? await openPostgresBench(entities) : await openPgliteBench(entities);
  const present = await countEntities(database);
  if (present >= entities) return { database, buildSeconds: null };
  if (present > 0) throw new Error(`the ${engine} bench database holds ${present} records, fewer than ${entities}: delete it and run again`);
  console.log(`building the ${engine} bench database: ${entities.toLocaleString('en-US')} records (once; later runs reuse it)`);
  let shown = 0;
  const summary = await loadDemoFleet(database.db, {
    entities,
    batchSize: 10_000,
    onProgress: (done) => {
      if (done - shown < 100_000) return;
      shown = done;
      console.log(`  ${done.toLocaleString('en-US')} records`);
    },
  });
  // Flushes the GIN pending lists a bulk load leaves behind, as autovacuum would in time.
  await database.db.execute(sql`vacuum analyze`);
  console.log(`  built in ${summary.seconds.toFixed(0)} s: ${summary.entities.toLocaleString('en-US')} records, ${summary.relationships.toLocaleString('en-US')} relationships`);
  return { database, buildSeconds: summary.seconds };
}

async function openPostgresBench(entities: number): Promise<Database> {
  const name = `fleetgraph_bench_${entities}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString() });
}

async function openPgliteBench(entities: number): Promise<Database> {
  const dir = path.join(benchDir, '.data', `pglite-${entities}`);
  if (!existsSync(dir)) console.log(`PGlite bench database: ${dir}`);
  return openDatabase({ pgliteDir: dir });
}
