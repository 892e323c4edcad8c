import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseTarget = { databaseUrl: string } | { pgliteDir: string | null };

/**
 * PostgreSQL when a URL is given, PGlite otherwise (on disk, or in memory for null).
 * Migrations run before the database is handed out, on either engine.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = 'databaseUrl' in target ? openPostgres(target.databaseUrl) : await openPglite(target.pgliteDir);
  try {
    if (database.engine === 'postgres') await migratePostgres(database.db as never, { migrationsFolder });
    else await migratePglite(database.db as never, { migrationsFolder });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client's error (a restarted server) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | null): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
