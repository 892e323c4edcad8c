import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when the tests run with
 * TEST_ENGINE=postgres, a new database on the server of TEST_DATABASE_URL, dropped afterwards.
 */
export async function openTestDatabase(): Promise<Database & { engineLabel: string }> {
  const serverUrl = process.env.TEST_ENGINE === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDir: null });
    return { ...database, engineLabel: 'pglite' };
  }
  const name = `fleetgraph_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    engineLabel: 'postgres',
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
