import type { Db } from '../../db/client';
import { insertEntitiesBulk, insertRelationshipsBulk, setFleetTagsBulk } from '../fleet-bulk-writer.repo';
import type { FleetRelationship } from '../fleet-records';
import { generateDemoFleet, type DemoEntity, type DemoFleetOptions } from './demo-fleet';

export interface DemoLoadSummary {
  entities: number;
  relationships: number;
  seconds: number;
}

/**
 * Writes the generated fleet in transactions of about `batchSize` entities with their links, so a
 * load stopped half-way leaves whole ownership groups, never a link without its ends.
 */
export async function loadDemoFleet(
  db: Db,
  options: DemoFleetOptions & { batchSize?: number; onProgress?: (entities: number) => void },
): Promise<DemoLoadSummary> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 5_000;
  const summary = { entities: 0, relationships: 0 };
  let entities: DemoEntity[] = [];
  let relationships: FleetRelationship[] = [];
  const flush = async () => {
    const [entityBatch, linkBatch] = [entities, relationships];
    [entities, relationships] = [[], []];
    await db.transaction(async (tx) => {
      await insertEntitiesBulk(tx, entityBatch);
      await insertRelationshipsBulk(tx, linkBatch);
    });
    summary.entities += entityBatch.length;
    summary.relationships += linkBatch.length;
    options.onProgress?.(summary.entities);
  };
  for (const batch of generateDemoFleet(options)) {
    entities.push(...batch.entities);
    relationships.push(...batch.relationships);
    if (entities.length >= batchSize) await flush();
    if (batch.fleetUpdates) {
      await flush();
      await setFleetTagsBulk(db, batch.fleetUpdates);
    }
  }
  await flush();
  return { ...summary, seconds: (performance.now() - started) / 1000 };
}
