import path from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { loadDemoFleet } from './load-demo-fleet';

const USAGE = 'usage: npm run demo-data -- --entities N [--seed S]';

/** `npm run demo-data -- --entities N [--seed S]`: adds the generated demo fleet to the database. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const entities = Number(option('--entities') ?? 50_000);
  const seed = option('--seed') === undefined ? undefined : Number(option('--seed'));
  if (!Number.isInteger(entities) || entities < 1 || (seed !== undefined && !Number.isInteger(seed))) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') },
  );
  const bar = new SingleBar({ format: ' demo fleet [{bar}] {percentage}% | {value}/{total} records', hideCursor: true }, Presets.shades_classic);
  bar.start(entities, 0);
  try {
    const summary = await loadDemoFleet(database.db, {
      entities,
      ...(seed === undefined ? {} : { seed }),
      onProgress: (done) => bar.update(Math.min(done, entities)),
    });
    bar.stop();
    console.log(
      `Loaded ${summary.entities.toLocaleString('en-US')} records and ${summary.relationships.toLocaleString('en-US')} relationships ` +
        `in ${summary.seconds.toFixed(1)} s (records already there were kept as they were).`,
    );
  } finally {
    bar.stop();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
