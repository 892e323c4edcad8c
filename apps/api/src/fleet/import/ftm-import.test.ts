import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { entities, relationships } from '../../db/schema';
import { openTestDatabase } from '../../../test/test-database';
import { importFtmFile } from './ftm-import';

const zala = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/data/opensanctions-zala/entities.ftm.jsonl',
);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('FollowTheMoney import', () => {
  it('loads the real OpenSanctions cluster: companies, persons, ownerships and directorships', async () => {
    const summary = await importFtmFile(database.db, zala, { source: 'OpenSanctions' });
    expect(summary.entities).toBe(17);
    expect(summary.relationships).toBe(17);
    expect(summary.malformedCount).toBe(0);
    expect(summary.skipped['Sanction is not part of the fleet graph']).toBe(41);
    const types = await database.db.select({ type: relationships.type, n: count() }).from(relationships).groupBy(relationships.type);
    expect(Object.fromEntries(types.map((t) => [t.type, t.n]))).toMatchObject({ DirectorOf: 3 });
    const [osetrova] = await database.db.select().from(entities).where(eq(entities.id, 'NK-2Tbri3s6GgNtAwsSXh4qpL'));
    expect(osetrova).toMatchObject({ type: 'PERSON' });
    expect(osetrova?.aliases).toContain('Мария Александровна Осетрова');
    expect(osetrova?.properties.DateOfBirth).toBe('1988-01-07');
  });

  it('is idempotent: a second import changes no counts', async () => {
    const before = await database.db.select({ n: count() }).from(entities);
    await importFtmFile(database.db, zala, { source: 'OpenSanctions' });
    const after = await database.db.select({ n: count() }).from(entities);
    expect(after).toEqual(before);
    const links = await database.db.select({ n: count() }).from(relationships);
    expect(links[0]?.n).toBe(17);
  });

  it('gives companies and persons without a linked tagged vessel the Other tag, and marks ownership', async () => {
    const rows = await database.db.select().from(entities);
    expect(rows.every((row) => row.fleet.length > 0)).toBe(true);
    expect(rows.some((row) => row.containsBo)).toBe(true);
  });

  it('reports a malformed line with its number and loads the rest of the batch', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ftm-'));
    const file = path.join(dir, 'mixed.jsonl');
    const vessel = (id: string, name: string, extra: object = {}) =>
      JSON.stringify({ id, schema: 'Vessel', properties: { name: [name], imoNumber: ['9253325'], type: ['Longliner'], ...extra } });
    await writeFile(
      file,
      [
        vessel('t-v1', 'F/V Nurkez'),
        '{"id": "broken", "schema": ',
        vessel('t-v2', 'Polar Meridian', { type: ['Refrigerated cargo'], topics: ['IUU'] }),
        JSON.stringify({ id: 't-c1', schema: 'Company', properties: { name: ['Meridian Holdings S.A.'] } }),
        JSON.stringify({ id: 't-o1', schema: 'Ownership', properties: { owner: ['t-c1'], asset: ['t-v2'], role: ['registered owner'], percentage: ['100'] } }),
        JSON.stringify({ id: 't-o2', schema: 'Ownership', properties: { owner: ['t-c1'], asset: ['nowhere'] } }),
        '[1, 2]',
      ].join('\n'),
    );
    const summary = await importFtmFile(database.db, file, { source: 'test' });
    expect(summary.malformed).toEqual([
      { line: 2, reason: 'not valid JSON' },
      { line: 7, reason: 'no valid id' },
    ]);
    expect(summary.entities).toBe(3);
    expect(summary.relationships).toBe(1);
    expect(summary.skipped['link to an entity not in the data']).toBe(1);
    const [reefer] = await database.db.select().from(entities).where(eq(entities.id, 't-v2'));
    expect(reefer?.fleet.sort()).toEqual(['IUU', 'Reefer']);
    expect(reefer?.containsBo).toBe(true);
    const [owner] = await database.db.select().from(entities).where(eq(entities.id, 't-c1'));
    expect(owner?.fleet.sort()).toEqual(['IUU', 'Reefer']);
    const [link] = await database.db.select().from(relationships).where(eq(relationships.id, 't-o1'));
    expect(link).toMatchObject({ type: 'RegisteredOwnerOf', share: 100, sourceId: 't-c1', targetId: 't-v2' });
  });
});
