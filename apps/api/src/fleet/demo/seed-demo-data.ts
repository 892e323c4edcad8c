import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { importCsvFile } from '../import/csv-import';
import { loadDemoFleet } from './load-demo-fleet';

export const BUNDLED_REEFERS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../demo-data/gfw-reefers/REEFERS.csv');
export const REEFERS_SOURCE = 'Global Fishing Watch reefer list';

/**
 * A fresh install shows a living product: on a database with no fleet records, load the real
 * reefer list we may ship and a generated fleet of `entities` records. Any existing record, an
 * import of the operator's own data included, means the database is left as it is.
 */
export async function seedDemoDataIfEmpty(db: Db, entities: number, log: Pick<Logger, 'info'>): Promise<void> {
  if (entities === 0) return;
  const { rows } = (await db.execute(sql`select exists (select 1 from entities) as "hasFleet"`)) as unknown as { rows: { hasFleet: boolean }[] };
  if (rows[0]?.hasFleet) return;
  log.info(`empty fleet database: loading the demo data (${entities.toLocaleString('en-US')} generated records and the Global Fishing Watch reefer list)`);
  const reefers = await importCsvFile(db, BUNDLED_REEFERS, { source: REEFERS_SOURCE });
  let reported = 0;
  const demo = await loadDemoFleet(db, {
    entities,
    onProgress: (done) => {
      if (done - reported < 10_000) return;
      reported = done;
      log.info(`demo data: ${Math.min(100, Math.round((done / entities) * 100))}% (${done.toLocaleString('en-US')} records)`);
    },
  });
  log.info(
    `demo data loaded in ${demo.seconds.toFixed(1)} s: ${demo.entities.toLocaleString('en-US')} generated records with ` +
      `${demo.relationships.toLocaleString('en-US')} relationships, and ${reefers.entities} reefers`,
  );
}
