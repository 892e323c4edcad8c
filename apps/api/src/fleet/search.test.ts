import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '@fleetgraph/shared/contracts/fleet';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import type { FleetEntity, FleetRelationship } from './fleet-records';
import { refreshDerivedFields, upsertEntities, upsertRelationships } from './fleet-writer.repo';

const sharedData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/data');

const vessel = (id: string, name: string, extra: Partial<FleetEntity> = {}): FleetEntity => ({
  id,
  type: 'VESSEL',
  name,
  aliases: [],
  imo: null,
  fleet: ['Longline'],
  properties: { ShipFlag: 'Panama', MMSI: '351000001' },
  source: 'test',
  dateOfInformation: '2026-01-15',
  ...extra,
});

/** The real sanctioned vessels of the shared data, as fleet entities tagged IUU. */
function sanctionedVessels(): FleetEntity[] {
  const file = JSON.parse(readFileSync(path.join(sharedData, 'opensanctions-vessels/vessels.json'), 'utf8')) as {
    data: { id: string; name: string; aliases?: string[]; imo?: string | null; mmsi?: string | null }[];
  };
  return file.data.map((v) =>
    vessel(v.id, v.name, {
      aliases: (v.aliases ?? []).filter((a) => a !== v.name),
      imo: v.imo ?? null,
      fleet: ['IUU'],
      properties: v.mmsi ? { MMSI: v.mmsi } : {},
      source: 'OpenSanctions',
    }),
  );
}

let test: TestApp;
let token: string;
let tierOneToken: string;

beforeAll(async () => {
  test = await startTestApp();
  const fixtures: FleetEntity[] = [
    vessel('v-exact', 'OCEAN STAR'),
    vessel('v-prefix', 'OCEAN STAR 7', { imo: '9074729' }),
    vessel('v-contains', 'BLUE OCEAN STAR'),
    vessel('v-ines', 'SANTA INÉS IV', { fleet: ['Trawler'] }),
    vessel('v-fuyuan', '福远渔 7862', { aliases: ['FU YUAN YU 7862'] }),
    vessel('v-reefer', 'POLAR MERIDIAN', { fleet: ['Reefer', 'IUU'], imo: '9253325' }),
    { ...vessel('c-meridian', 'Meridian Holdings S.A.'), type: 'COMPANY', fleet: [], properties: { Status: 'Active' } },
    { ...vessel('c-lonely', 'Lonely Trading Ltd'), type: 'COMPANY', fleet: [], properties: {} },
    { ...vessel('p-lin', 'Lin Wei'), type: 'PERSON', aliases: ['林伟'], fleet: [], properties: { Nationality: 'China' } },
  ];
  const links: FleetRelationship[] = [
    { id: 'r1', sourceId: 'c-meridian', targetId: 'v-reefer', type: 'RegisteredOwnerOf', share: 100, startDate: null, endDate: null, properties: {}, source: 'test' },
    { id: 'r2', sourceId: 'p-lin', targetId: 'c-meridian', type: 'DirectorOf', share: null, startDate: null, endDate: null, properties: {}, source: 'test' },
  ];
  await upsertEntities(test.db, [...fixtures, ...sanctionedVessels()]);
  await upsertRelationships(test.db, links);
  await refreshDerivedFields(test.db);
  token = (await createActiveIndividual(test)).token;
  const tierOne = await createActiveIndividual(test);
  const adminToken = await loginAs(test.app, ADMIN.email, ADMIN.password);
  await call(test.app, 'PUT', '/api/uaa/v1/users', { token: adminToken, body: { id: tierOne.id, tier: 'TIER_1' } });
  tierOneToken = tierOne.token;
});
afterAll(async () => {
  await test?.close();
});

async function search(params: Record<string, string>, as = token) {
  const response = await call(test.app, 'GET', `/api/fleet/v1/search?${new URLSearchParams(params)}`, { token: as });
  return { status: response.statusCode, body: response.json<SearchResponse & { message?: string }>() };
}
const ids = (body: SearchResponse) => body.entities.map((e) => e.id);

describe('name search', () => {
  it('ranks the exact name first, then names starting with it, then names containing it', async () => {
    const { status, body } = await search({ entity: 'Ocean Star', types: 'VESSEL' });
    expect(status).toBe(200);
    expect(ids(body).slice(0, 3)).toEqual(['v-exact', 'v-prefix', 'v-contains']);
  });

  it('ignores case, accents, punctuation and vessel prefixes', async () => {
    expect(ids((await search({ entity: 'f/v ocean-star' })).body)[0]).toBe('v-exact');
    expect(ids((await search({ entity: 'santa ines' })).body)).toContain('v-ines');
  });

  it('tolerates a typo', async () => {
    expect(ids((await search({ entity: 'Polar Meridain' })).body)).toContain('v-reefer');
  });

  it('finds a Chinese name from its pinyin and the reverse', async () => {
    expect(ids((await search({ entity: 'fu yuan yu 7862' })).body)).toContain('v-fuyuan');
    expect(ids((await search({ entity: '林伟' })).body)).toContain('p-lin');
  });

  it('finds real sanctioned vessels by name and by alias', async () => {
    const found = await search({ entity: 'NURKEZ', filter: 'IUU' });
    expect(found.body.entities[0]).toMatchObject({ id: 'NK-24cf2zYe7LEKhr2zFck73j', name: 'NURKEZ', fleet: 'IUU' });
  });

  it('answers each record with its detail rows in the spec order, IMO among them', async () => {
    const { body } = await search({ entity: 'ocean star 7' });
    const record = body.entities.find((e) => e.id === 'v-prefix')!;
    expect(record.values.slice(0, 3)).toEqual([
      { name: 'Fleet', value: 'Longline' },
      { name: 'IMOID', value: '9074729' },
      { name: 'MMSI', value: '351000001' },
    ]);
    expect(record).toMatchObject({ type: 'VESSEL', containsBO: false });
  });

  it('lists everything for * a page at a time, counting to 1,000 and saying there are more', async () => {
    const first = await search({ entity: '*', limit: '25', offset: '0' });
    expect(first.body.entities).toHaveLength(25);
    expect(first.body).toMatchObject({ total: 1000, totalIsCapped: true });
    const all = await search({ entity: '*' });
    expect(all.body.entities).toHaveLength(1000);
    expect((await search({ entity: '*', limit: '1001' })).status).toBe(400);
    expect((await search({ entity: 'ocean star' })).body.totalIsCapped).toBe(false);
    const second = await search({ entity: '*', limit: '25', offset: '25' });
    expect(ids(second.body)).not.toContain(ids(first.body)[0]);
  });

  it('filters by entity type and fleet tag, and marks records with ownership', async () => {
    const companies = await search({ entity: 'meridian', types: 'COMPANY' });
    expect(companies.body.entities.map((e) => [e.id, e.fleet, e.containsBO])).toEqual([['c-meridian', 'IUU, Reefer', true]]);
    const trawlers = await search({ entity: '*', filter: 'Trawler' });
    expect(ids(trawlers.body)).toEqual(['v-ines']);
  });

  it('gives records with no tag the Other tag, so the filter reaches them', async () => {
    const others = await search({ entity: '*', filter: 'Other', types: 'PERSON,COMPANY' });
    expect(ids(others.body)).toEqual(['c-lonely']);
  });

  it('treats hostile strings as text', async () => {
    for (const entity of ["'; drop table entities; --", '%', '_', '\\', '🐟🐟', 'a'.repeat(200)]) {
      const { status } = await search({ entity });
      expect(status, entity).toBe(200);
    }
    expect((await search({ entity: 'OCEAN STAR' })).body.total).toBeGreaterThan(0);
    expect((await search({ entity: 'a'.repeat(201) })).status).toBe(400);
    expect((await search({ types: 'SHIP' })).status).toBe(400);
    expect((await search({ filter: 'Nonsense' })).status).toBe(400);
  });
});

describe('IMO search', () => {
  it('finds a vessel by seven digits, with or without the IMO prefix', async () => {
    expect(ids((await search({ mode: 'imoid', IMOID: '9253325' })).body)).toEqual(
      expect.arrayContaining(['v-reefer', 'NK-24cf2zYe7LEKhr2zFck73j']),
    );
    expect(ids((await search({ mode: 'imoid', entity: 'IMO 9074729' })).body)).toEqual(['v-prefix']);
  });

  it('refuses anything but seven digits with 400 and the spec message', async () => {
    for (const IMOID of ['925332', '92533255', 'abcdefg', '']) {
      const { status, body } = await search({ mode: 'imoid', IMOID });
      expect(status).toBe(400);
      expect(body.message).toBe('The IMO number does not appear to be in the correct format.');
    }
  });
});

describe('tier and sign-in rules', () => {
  it('lets tier 1 search vessels, and refuses other types with 403', async () => {
    const vessels = await search({ entity: 'meridian' }, tierOneToken);
    expect(vessels.status).toBe(200);
    expect(vessels.body.entities.every((e) => e.type === 'VESSEL')).toBe(true);
    const companies = await search({ entity: 'meridian', types: 'COMPANY' }, tierOneToken);
    expect(companies.status).toBe(403);
    expect(companies.body.message).toBe('Your tier can search vessels only. Upgrade to search organizations and individuals.');
    const record = await call(test.app, 'GET', '/api/fleet/v1/company/c-meridian', { token: tierOneToken });
    expect(record.statusCode).toBe(403);
  });

  it('needs a signed-in, active user', async () => {
    expect((await call(test.app, 'GET', '/api/fleet/v1/search?entity=ocean')).statusCode).toBe(401);
    expect((await call(test.app, 'GET', '/api/fleet/v1/vessel/v-exact')).statusCode).toBe(401);
  });
});

describe('record endpoints', () => {
  it('answer the properties, name and containsBO of a record of the path type', async () => {
    const response = await call(test.app, 'GET', '/api/fleet/v1/vessel/v-reefer', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 'v-reefer', name: 'POLAR MERIDIAN', type: 'VESSEL', containsBO: true });
    const person = await call(test.app, 'GET', '/api/fleet/v1/person/p-lin', { token });
    expect(person.json<{ properties: { name: string }[] }>().properties[0]).toEqual({ name: 'Fleet', value: 'IUU, Reefer' });
  });

  it('answer 404 for an unknown id or one of another type', async () => {
    expect((await call(test.app, 'GET', '/api/fleet/v1/vessel/nothing', { token })).statusCode).toBe(404);
    expect((await call(test.app, 'GET', '/api/fleet/v1/company/v-reefer', { token })).statusCode).toBe(404);
  });
});
