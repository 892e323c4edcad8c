import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Db } from '../../db/client';
import type { FleetEntity, FleetRelationship } from '../fleet-records';
import { existingEntityIds, refreshDerivedFields, upsertEntities, upsertRelationships } from '../fleet-writer.repo';
import { mapFtmRecord, parseFtmLine } from './ftm-mapping';

export interface ImportSummary {
  lines: number;
  entities: number;
  relationships: number;
  /** Why records were left out, with how many. */
  skipped: Record<string, number>;
  /** Lines that could not be read, by number (the first 50). */
  malformed: { line: number; reason: string }[];
  malformedCount: number;
}

export interface ImportOptions {
  source: string;
  batchSize?: number;
  /** Called with the share of the file read so far, 0 to 1, per pass. */
  onProgress?: (pass: 'entities' | 'links', done: number) => void;
}

async function* numberedLines(file: string): AsyncGenerator<{ line: string; number: number; bytes: number }> {
  const stream = createReadStream(file, { encoding: 'utf8' });
  const reader = createInterface({ input: stream, crlfDelay: Infinity });
  let number = 0;
  for await (const line of reader) {
    number += 1;
    yield { line, number, bytes: stream.bytesRead };
  }
}

/**
 * Loads a FollowTheMoney JSON-lines file: entities in a first pass, links in a second (so a link
 * may come before its ends in the file). Each batch is one transaction; ids make it idempotent.
 */
export async function importFtmFile(db: Db, file: string, options: ImportOptions): Promise<ImportSummary> {
  const size = (await stat(file)).size || 1;
  const batchSize = options.batchSize ?? 500;
  const summary: ImportSummary = { lines: 0, entities: 0, relationships: 0, skipped: {}, malformed: [], malformedCount: 0 };
  const skip = (reason: string) => (summary.skipped[reason] = (summary.skipped[reason] ?? 0) + 1);

  let entityBatch: FleetEntity[] = [];
  const flushEntities = async () => {
    const batch = entityBatch;
    entityBatch = [];
    await db.transaction((tx) => upsertEntities(tx, batch));
    summary.entities += batch.length;
  };
  for await (const { line, number, bytes } of numberedLines(file)) {
    summary.lines = number;
    if (line.trim() === '') continue;
    const record = parseFtmLine(line);
    if ('error' in record) {
      summary.malformedCount += 1;
      if (summary.malformed.length < 50) summary.malformed.push({ line: number, reason: record.error });
      continue;
    }
    const mapped = mapFtmRecord(record, options.source);
    if (mapped.kind === 'entity') entityBatch.push(mapped.entity);
    else if (mapped.kind === 'skipped') skip(mapped.reason);
    if (entityBatch.length >= batchSize) await flushEntities();
    if (number % 1000 === 0) options.onProgress?.('entities', bytes / size);
  }
  await flushEntities();
  options.onProgress?.('entities', 1);

  let linkBatch: FleetRelationship[] = [];
  const flushLinks = async () => {
    const batch = linkBatch;
    linkBatch = [];
    await db.transaction(async (tx) => {
      const known = await existingEntityIds(tx, batch.flatMap((r) => [r.sourceId, r.targetId]));
      const loadable = batch.filter((r) => known.has(r.sourceId) && known.has(r.targetId));
      for (let missing = batch.length - loadable.length; missing > 0; missing -= 1) skip('link to an entity not in the data');
      await upsertRelationships(tx, loadable);
      summary.relationships += loadable.length;
    });
  };
  for await (const { line, number, bytes } of numberedLines(file)) {
    const record = line.trim() === '' ? null : parseFtmLine(line);
    if (!record || 'error' in record) continue;
    const mapped = mapFtmRecord(record, options.source);
    if (mapped.kind === 'relationship') linkBatch.push(mapped.relationship);
    if (linkBatch.length >= batchSize) await flushLinks();
    if (number % 1000 === 0) options.onProgress?.('links', bytes / size);
  }
  await flushLinks();
  options.onProgress?.('links', 1);

  await refreshDerivedFields(db);
  return summary;
}
