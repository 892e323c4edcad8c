import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { parseImoNumber } from '@fleetgraph/shared/fleet/imo-number';
import {
  ENTITY_TYPES,
  FLEET_TAGS,
  RELATIONSHIP_TYPES,
  type EntityType,
  type FleetTag,
  type RelationshipType,
} from '@fleetgraph/shared/fleet/relationship-types';
import type { Db } from '../../db/client';
import type { FleetEntity, FleetRelationship } from '../fleet-records';
import { existingEntityIds, refreshDerivedFields, upsertEntities, upsertRelationships } from '../fleet-writer.repo';
import type { ImportSummary } from './ftm-import';
import { isGfwReeferRow, reeferFromGfwRow } from './gfw-reefers';

/** The fixed columns of the CSV pair (docs/data-format.md); any other column is a property. */
const ENTITY_COLUMNS = ['id', 'type', 'name', 'aliases', 'imo', 'fleet', 'source', 'date_of_information'];
const RELATIONSHIP_COLUMNS = ['id', 'source_id', 'target_id', 'type', 'share', 'start_date', 'end_date', 'source'];

type Row = Record<string, string>;
type Checked<T> = { value: T } | { error: string };

const list = (cell: string | undefined) => (cell ?? '').split('|').map((item) => item.trim()).filter(Boolean);
const dateOrNull = (cell: string | undefined): Checked<string | null> =>
  !cell ? { value: null } : /^\d{4}-\d{2}-\d{2}$/.test(cell) ? { value: cell } : { error: `bad date '${cell}'` };
const extraProperties = (row: Row, fixed: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key, value]) => !fixed.includes(key) && value !== ''));

export function entityFromRow(row: Row, defaultSource: string): Checked<FleetEntity> {
  if (!row.id) return { error: 'no id' };
  if (!ENTITY_TYPES.includes(row.type as EntityType)) return { error: `unknown type '${row.type ?? ''}'` };
  if (!row.name) return { error: 'no name' };
  const imo = row.imo ? parseImoNumber(row.imo) : null;
  if (row.imo && !imo) return { error: `bad IMO number '${row.imo}'` };
  const fleet = list(row.fleet);
  const unknownTag = fleet.find((tag) => !FLEET_TAGS.includes(tag as FleetTag));
  if (unknownTag) return { error: `unknown fleet tag '${unknownTag}'` };
  const date = dateOrNull(row.date_of_information);
  if ('error' in date) return date;
  return {
    value: {
      id: row.id,
      type: row.type as EntityType,
      name: row.name,
      aliases: list(row.aliases),
      imo,
      fleet: fleet as FleetTag[],
      properties: extraProperties(row, ENTITY_COLUMNS),
      source: row.source || defaultSource,
      dateOfInformation: date.value,
    },
  };
}

export function relationshipFromRow(row: Row, defaultSource: string): Checked<FleetRelationship> {
  if (!row.id || !row.source_id || !row.target_id) return { error: 'no id, source_id or target_id' };
  if (!RELATIONSHIP_TYPES.includes(row.type as RelationshipType)) return { error: `unknown type '${row.type ?? ''}'` };
  const share = row.share ? Number(row.share) : null;
  if (share !== null && !(share >= 0 && share <= 100)) return { error: `bad share '${row.share}'` };
  const start = dateOrNull(row.start_date);
  const end = dateOrNull(row.end_date);
  if ('error' in start) return start;
  if ('error' in end) return end;
  return {
    value: {
      id: row.id,
      sourceId: row.source_id,
      targetId: row.target_id,
      type: row.type as RelationshipType,
      share,
      startDate: start.value,
      endDate: end.value,
      properties: extraProperties(row, RELATIONSHIP_COLUMNS),
      source: row.source || defaultSource,
    },
  };
}

/**
 * Loads entities.csv, relationships.csv (told apart by a source_id column) or Global Fishing
 * Watch's REEFERS.csv (by its mmsi and flag_state columns): batches in
 * transactions, idempotent by id, bad rows reported by line and skipped.
 */
export async function importCsvFile(
  db: Db,
  file: string,
  options: { source: string; batchSize?: number },
): Promise<ImportSummary> {
  const summary: ImportSummary = { lines: 0, entities: 0, relationships: 0, skipped: {}, malformed: [], malformedCount: 0 };
  const reject = (line: number, reason: string) => {
    summary.malformedCount += 1;
    if (summary.malformed.length < 50) summary.malformed.push({ line, reason });
  };
  const parser = createReadStream(file).pipe(
    parse({
      columns: (header: string[]) => header.map((column) => column.trim()),
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        reject(Number(error?.lines ?? 0), error?.message ?? 'unreadable row');
        return undefined;
      },
    }),
  );
  const batchSize = options.batchSize ?? 500;
  let entities: FleetEntity[] = [];
  let links: FleetRelationship[] = [];
  const flush = async () => {
    const [entityBatch, linkBatch] = [entities, links];
    [entities, links] = [[], []];
    await db.transaction(async (tx) => {
      await upsertEntities(tx, entityBatch);
      const known = await existingEntityIds(tx, linkBatch.flatMap((r) => [r.sourceId, r.targetId]));
      const loadable = linkBatch.filter((r) => known.has(r.sourceId) && known.has(r.targetId));
      if (loadable.length < linkBatch.length) {
        summary.skipped['link to an entity not in the data'] =
          (summary.skipped['link to an entity not in the data'] ?? 0) + linkBatch.length - loadable.length;
      }
      await upsertRelationships(tx, loadable);
      summary.entities += entityBatch.length;
      summary.relationships += loadable.length;
    });
  };
  for await (const { record, info } of parser as AsyncIterable<{ record: Row; info: { lines: number } }>) {
    summary.lines = info.lines;
    const checked =
      'source_id' in record
        ? relationshipFromRow(record, options.source)
        : isGfwReeferRow(record)
          ? reeferFromGfwRow(record, options.source)
          : entityFromRow(record, options.source);
    if ('error' in checked) reject(info.lines, checked.error);
    else if ('sourceId' in checked.value) links.push(checked.value);
    else entities.push(checked.value);
    if (entities.length + links.length >= batchSize) await flush();
  }
  await flush();
  await refreshDerivedFields(db);
  return summary;
}
