import { sql } from 'drizzle-orm';
import { hasValidImoCheckDigit } from '@fleetgraph/shared/fleet/imo-number';
import { RELATIONSHIP_TYPES } from '@fleetgraph/shared/fleet/relationship-types';
import { SAMPLE_VESSELS } from '@fleetgraph/shared/fleet/sample-vessels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/test-database';
import { generateDemoFleet, type DemoEntity } from './demo-fleet';
import { HOME_FLAGS, OPEN_REGISTRY_FLAGS } from './demo-places';
import { loadDemoFleet } from './load-demo-fleet';
import { seedDemoDataIfEmpty } from './seed-demo-data';

const generated = (entities: number, seed?: number) => {
  const batches = [...generateDemoFleet({ entities, ...(seed === undefined ? {} : { seed }) })];
  return {
    entities: batches.flatMap((batch) => batch.entities),
    relationships: batches.flatMap((batch) => batch.relationships),
    fleetUpdates: batches.flatMap((batch) => batch.fleetUpdates ?? []),
  };
};

describe('the demo fleet generator', () => {
  const fleet = generated(6_000);
  const vessels = fleet.entities.filter((entity) => entity.type === 'VESSEL');

  it('makes the same fleet from the same seed and another from another seed', () => {
    const again = generated(6_000);
    expect(again.entities).toEqual(fleet.entities);
    expect(again.relationships).toEqual(fleet.relationships);
    expect(generated(6_000, 7).entities.map((e) => e.name)).not.toEqual(fleet.entities.map((e) => e.name));
  });

  it('makes about the number of records asked for, of all three types, with unique ids', () => {
    expect(fleet.entities.length).toBeGreaterThanOrEqual(6_000);
    expect(fleet.entities.length).toBeLessThan(6_300);
    expect(new Set(fleet.entities.map((e) => e.id)).size).toBe(fleet.entities.length);
    const types = new Set(fleet.entities.map((e) => e.type));
    expect([...types].sort()).toEqual(['COMPANY', 'PERSON', 'VESSEL']);
    expect(fleet.relationships.length / fleet.entities.length).toBeGreaterThan(2.5);
  });

  it('gives vessels unique IMO numbers with valid check digits, outside the range issued to real ships', () => {
    const imos = vessels.flatMap((vessel) => (vessel.imo ? [vessel.imo] : []));
    expect(imos.length).toBeGreaterThan(vessels.length * 0.6);
    expect(new Set(imos).size).toBe(imos.length);
    for (const imo of imos) {
      expect(hasValidImoCheckDigit(imo)).toBe(true);
      expect(Number(imo)).toBeLessThan(5_000_000);
    }
  });

  it('gives every vessel an MMSI whose first three digits belong to its flag', () => {
    const flags = [...Object.values(HOME_FLAGS), ...OPEN_REGISTRY_FLAGS];
    for (const vessel of vessels) {
      const flag = flags.find((f) => f.country === vessel.properties.ShipFlag);
      expect(flag?.mids).toContain(vessel.properties.MMSI!.slice(0, 3));
      expect(vessel.properties.MMSI).toMatch(/^\d{9}$/);
    }
  });

  it('names hulls as real fleets do: numbered Chinese series with their characters, Korean with Hangul, Russian with Cyrillic', () => {
    const aliasOf = (pattern: RegExp) => vessels.find((v) => pattern.test(v.name))?.aliases[0] ?? '';
    expect(aliasOf(/^[A-Z]+ [A-Z]+ YUAN YU \d+$/)).toMatch(/^\p{Script=Han}+\d+$/u);
    expect(vessels.some((v) => /^\p{Script=Han}+\d+$/u.test(v.name) && /YU \d+$/.test(v.aliases[0] ?? ''))).toBe(true);
    expect(vessels.some((v) => /\p{Script=Hangul}/u.test(v.aliases.join(' ')))).toBe(true);
    expect(vessels.some((v) => /^(KAPITAN|MYS|PROFESSOR|ADMIRAL) /.test(v.name) && /\p{Script=Cyrillic}/u.test(v.aliases[0] ?? ''))).toBe(true);
    expect(vessels.some((v) => /^(VIRGEN DE|SANTA|SAN|NUEVO|PLAYA DE) /.test(v.name))).toBe(true);
  });

  it('uses all fifteen relationship types, and every link joins two generated records', () => {
    const ids = new Set(fleet.entities.map((e) => e.id));
    expect(new Set(fleet.relationships.map((r) => r.type))).toEqual(new Set(RELATIONSHIP_TYPES));
    for (const link of fleet.relationships) {
      expect(ids.has(link.sourceId) && ids.has(link.targetId)).toBe(true);
    }
  });

  it('builds the three sample vessels with layered ownership: a shell registered owner and a beneficial owner above it', () => {
    for (const sample of SAMPLE_VESSELS) {
      const vessel = fleet.entities.find((e) => e.id === sample.id) as DemoEntity;
      expect(vessel.name).toBe(sample.name);
      expect(vessel.containsBO).toBe(true);
      const into = fleet.relationships.filter((r) => r.targetId === sample.id).map((r) => r.type);
      expect(into).toEqual(expect.arrayContaining(['RegisteredOwnerOf', 'BeneficialOwnerOf', 'OperatorOf', 'ShipManagerOf']));
      const registeredOwner = fleet.relationships.find((r) => r.targetId === sample.id && r.type === 'RegisteredOwnerOf')!;
      expect(fleet.relationships.some((r) => r.targetId === registeredOwner.sourceId && r.type === 'OwnerOf')).toBe(true);
    }
  });

  it("gives every record a fleet tag, 'Other' only when the data says nothing, and the shared insurers their vessels' tags", () => {
    const hubTags = new Map(fleet.fleetUpdates.map((update) => [update.id, update.fleet]));
    for (const entity of fleet.entities) {
      const fleetTags = hubTags.get(entity.id) ?? entity.fleet;
      expect(fleetTags.length).toBeGreaterThan(0);
      if (fleetTags.includes('Other')) expect(fleetTags).toEqual(['Other']);
    }
    expect(vessels.some((v) => v.fleet.includes('IUU'))).toBe(true);
    const insurerIds = new Set(fleet.relationships.filter((r) => r.type === 'InsurerOf').map((r) => r.sourceId));
    const insurerTags = fleet.fleetUpdates.filter((update) => insurerIds.has(update.id));
    expect(insurerTags.length).toBe(insurerIds.size);
    expect(insurerTags.every((update) => !update.fleet.includes('Other'))).toBe(true);
  });

  it('marks containsBO exactly on records with an ownership link', () => {
    const ownership = new Set(['BeneficialOwnerOf', 'RegisteredOwnerOf', 'OwnerOf', 'ShareholderOf', 'shareholderofIN']);
    const owning = new Set(fleet.relationships.filter((r) => ownership.has(r.type)).flatMap((r) => [r.sourceId, r.targetId]));
    for (const entity of fleet.entities) expect(entity.containsBO).toBe(owning.has(entity.id));
  });
});

describe('loading the demo fleet', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  const count = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  it('seeds an empty database with the reefer list and the generated fleet, and leaves a database with records alone', async () => {
    const said: string[] = [];
    await seedDemoDataIfEmpty(database.db, 3_000, { info: (message: string) => said.push(message) });
    expect(await count(sql`select count(*)::int as n from entities where source = 'demo'`)).toBeGreaterThanOrEqual(3_000);
    expect(await count(sql`select count(*)::int as n from entities where id like 'gfw-reefer-%' and 'Reefer' = any(fleet)`)).toBe(686);
    expect(said.at(-1)).toMatch(/^demo data loaded in [\d.]+ s: 3,\d{3} generated records with [\d,]+ relationships, and 686 reefers$/);

    const before = await count(sql`select count(*)::int as n from entities`);
    await seedDemoDataIfEmpty(database.db, 3_000, { info: () => undefined });
    expect(await count(sql`select count(*)::int as n from entities`)).toBe(before);
  });

  it('loads the same fleet twice without a duplicate, with its search names and hub tags', async () => {
    const first = await count(sql`select count(*)::int as n from relationships`);
    await loadDemoFleet(database.db, { entities: 3_000, batchSize: 700 });
    expect(await count(sql`select count(*)::int as n from relationships`)).toBe(first);
    expect(await count(sql`select count(*)::int as n from entity_names where search_name = 'hai feng yuan yu 818'`)).toBe(1);
    expect(await count(sql`select count(*)::int as n from entity_names n join entities e on e.id = n.entity_id where e.id = 'demo-sample-1'`)).toBe(2);
    expect(await count(sql`
      select count(*)::int as n from entities e
       where exists (select 1 from relationships r where r.source_id = e.id and r.type = 'InsurerOf')
         and e.fleet = array['Other']`)).toBe(0);
  });
});
