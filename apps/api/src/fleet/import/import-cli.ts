import path from 'node:path';
import { SingleBar, Presets } from 'cli-progress';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { importCsvFile } from './csv-import';
import { importFtmFile, type ImportSummary } from './ftm-import';

/**
 * `npm run import -- <file> [<file> ...] [--source NAME]`: loads FollowTheMoney JSON lines (.jsonl,
 * .json) or the CSV pair (entities.csv before relationships.csv) into the database.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const sourceFlag = args.indexOf('--source');
  const isSourceName = (index: number) => sourceFlag >= 0 && index === sourceFlag + 1;
  const files = args.filter((arg, index) => !arg.startsWith('--') && !isSourceName(index));
  if (files.length === 0) {
    console.error('usage: npm run import -- <file.jsonl|entities.csv|relationships.csv> [...] [--source NAME]');
    process.exit(2);
  }
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') },
  );
  try {
    for (const file of files) {
      const source = sourceFlag >= 0 ? (args[sourceFlag + 1] ?? 'import') : path.basename(file);
      const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
      console.log(`Importing ${file}`);
      printSummary(file.endsWith('.csv') ? await importCsvFile(database.db, fullPath, { source }) : await importJsonLines(database.db, fullPath, source));
    }
  } finally {
    await database.close();
  }
}

async function importJsonLines(db: Parameters<typeof importFtmFile>[0], file: string, source: string) {
  const bar = new SingleBar({ format: ' {pass} [{bar}] {percentage}%', hideCursor: true }, Presets.shades_classic);
  bar.start(100, 0, { pass: 'entities' });
  try {
    return await importFtmFile(db, file, { source, onProgress: (pass, done) => bar.update(Math.round(done * 100), { pass }) });
  } finally {
    bar.stop();
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
