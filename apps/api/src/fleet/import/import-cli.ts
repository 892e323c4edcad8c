import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { importFtmFile, type ImportSummary } from './ftm-import';

/** `npm run import -- <file.jsonl> [--source NAME]`: loads a FollowTheMoney export into the database. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  const sourceFlag = args.indexOf('--source');
  if (!file) {
    console.error('usage: npm run import -- <file.jsonl> [--source NAME]');
    process.exit(2);
  }
  const source = sourceFlag >= 0 ? (args[sourceFlag + 1] ?? 'import') : path.basename(file);
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') },
  );
  const bar = new SingleBar({ format: ' {pass} [{bar}] {percentage}%', hideCursor: true }, Presets.shades_classic);
  bar.start(100, 0, { pass: 'entities' });
  try {
    const summary = await importFtmFile(database.db, path.resolve(process.env.INIT_CWD ?? process.cwd(), file), {
      source,
      onProgress: (pass, done) => bar.update(Math.round(done * 100), { pass }),
    });
    bar.stop();
    printSummary(summary);
  } finally {
    await database.close();
  }
}

function printSummary(summary: ImportSummary): void {
  console.log(`\nRead ${summary.lines} lines: loaded ${summary.entities} entities and ${summary.relationships} relationships.`);
  for (const [reason, count] of Object.entries(summary.skipped).sort((a, b) => b[1] - a[1])) {
    console.log(`  skipped ${count}: ${reason}`);
  }
  if (summary.malformedCount > 0) {
    console.log(`  malformed lines: ${summary.malformedCount}`);
    for (const { line, reason } of summary.malformed) console.log(`    line ${line}: ${reason}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
