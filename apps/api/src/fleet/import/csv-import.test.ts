import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { entities, relationships } from '../../db/schema';
import { openTestDatabase } from '../../../test/test-database';
import { importCsvFile } from './csv-import';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'csv-'));
});
afterAll(async () => {
  await database?.close();
});

const write = async (name: string, lines: string[]) => {
  const file = path.join(dir, name);
  await writeFile(file, `${lines.join('\n')}\n`);
  return file;
};

describe('CSV pair import', () => {
  it('loads entities with extra columns as properties, then their relationships', async () => {
    const entitiesFile = await write('entities.csv', [
      'id,type,name,aliases,imo,fleet,source,date_of_information,MMSI,ShipFlag',
      'v1,VESSEL,"LU RONG YUAN YU 606",鲁荣远渔606,9074729,Longline|IUU,,2026-02-01,412345678,China',
      'c1,COMPANY,"Rongcheng Ocean Fishery Co., Ltd.",,,,registry,,,',
      'bad1,SHIP,Nope,,,,,,,',
      'bad2,VESSEL,Bad Imo,,12345,,,,,',
      'bad3,VESSEL,Bad Tag,,,Whaling,,,,',
      'short,VESSEL',
    ]);
    const summary = await importCsvFile(database.db, entitiesFile, { source: 'test csv' });
    expect(summary.entities).toBe(2);
    expect(summary.malformed.map((m) => m.line)).toEqual([4, 5, 6, 7]);
    expect(summary.malformed[0]?.reason).toBe("unknown type 'SHIP'");
    const [vessel] = await database.db.select().from(entities).where(eq(entities.id, 'v1'));
    expect(vessel).toMatchObject({
      imo: '9074729',
      fleet: ['Longline', 'IUU'],
      aliases: ['鲁荣远渔606'],
      properties: { MMSI: '412345678', ShipFlag: 'China', Source: 'test csv', DateOfInformation: '2026-02-01' },
      source: 'test csv',
    });

    const linksFile = await write('relationships.csv', [
      'id,source_id,target_id,type,share,start_date,end_date,source',
      'r1,c1,v1,RegisteredOwnerOf,100,2019-01-01,,registry',
      'r2,c1,missing,OwnerOf,,,,',
      'r3,c1,v1,OwnsALot,,,,',
      'r4,c1,v1,ShareholderOf,140,,,',
    ]);
    const links = await importCsvFile(database.db, linksFile, { source: 'test csv' });
    expect(links.relationships).toBe(1);
    expect(links.skipped['link to an entity not in the data']).toBe(1);
    expect(links.malformed).toEqual([
      { line: 4, reason: "unknown type 'OwnsALot'" },
      { line: 5, reason: "bad share '140'" },
    ]);
    const [link] = await database.db.select().from(relationships).where(eq(relationships.id, 'r1'));
    expect(link).toMatchObject({ type: 'RegisteredOwnerOf', share: 100, startDate: '2019-01-01' });
    const [company] = await database.db.select().from(entities).where(eq(entities.id, 'c1'));
    expect(company?.fleet.sort()).toEqual(['IUU', 'Longline']);
    expect(company?.containsBo).toBe(true);
  });

  it('is idempotent by id', async () => {
    const again = await write('again.csv', ['id,type,name', 'v1,VESSEL,LU RONG YUAN YU 606']);
    await importCsvFile(database.db, again, { source: 'test csv' });
    const rows = await database.db.select().from(entities).where(eq(entities.id, 'v1'));
    expect(rows).toHaveLength(1);
  });

  it("loads Global Fishing Watch's reefer list, named by IMO or MMSI, a bad check digit kept", async () => {
    const reefers = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/data/gfw-reefers/REEFERS.csv');
    const summary = await importCsvFile(database.db, reefers, { source: 'Global Fishing Watch reefer list' });
    expect(summary).toMatchObject({ entities: 686, malformedCount: 0 });
    const [checkDigitWrong] = await database.db.select().from(entities).where(eq(entities.imo, '9240281'));
    expect(checkDigitWrong).toMatchObject({ name: 'IMO 9240281', type: 'VESSEL', fleet: ['Reefer'] });
    const [cyprus] = await database.db.select().from(entities).where(eq(entities.id, 'gfw-reefer-212856000'));
    expect(cyprus).toMatchObject({ name: 'IMO 9140968', aliases: ['P3MF8'] });
    expect(cyprus?.properties).toMatchObject({
      MMSI: '212856000',
      Callsign: 'P3MF8',
      ShipFlag: 'Cyprus',
      GrossTonnage: '3817',
      Source: 'Global Fishing Watch reefer list (ITU ship station list)',
    });
    const [unnamed] = await database.db.select().from(entities).where(eq(entities.id, 'gfw-reefer-111100000'));
    expect(unnamed).toMatchObject({ name: 'MMSI 111100000', imo: null });
    expect(unnamed?.properties.ShipFlag).toBeUndefined();
    const [sixDigits] = await database.db.select().from(entities).where(eq(entities.id, 'gfw-reefer-354062000'));
    expect(sixDigits).toMatchObject({ name: 'MMSI 354062000', imo: null });
    expect(sixDigits?.properties.IMOAsReported).toBe('880236');
  });
});
