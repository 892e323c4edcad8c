import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetworkResponse, OwnersResponse, PathResponse } from '@fleetgraph/shared/contracts/network';
import type { EntityType, RelationshipType } from '@fleetgraph/shared/fleet/relationship-types';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import type { FleetEntity, FleetRelationship } from './fleet-records';
import { refreshDerivedFields, upsertEntities, upsertRelationships } from './fleet-writer.repo';

const entity = (id: string, type: EntityType, imo: string | null = null): FleetEntity => ({
  id,
  type,
  name: id.toUpperCase(),
  aliases: [],
  imo,
  fleet: type === 'VESSEL' ? ['Longline'] : [],
  properties: {},
  source: 'test',
  dateOfInformation: null,
});
const link = (id: string, sourceId: string, type: RelationshipType, targetId: string, share: number | null = null): FleetRelationship => ({
  id,
  sourceId,
  targetId,
  type,
  share,
  startDate: null,
  endDate: null,
  properties: {},
  source: 'test',
});

let test: TestApp;
let token: string;
let tierOneToken: string;

beforeAll(async () => {
  test = await startTestApp();
  const hubVessels = Array.from({ length: 250 }, (_, i) => entity(`hv${String(i).padStart(3, '0')}`, 'VESSEL'));
  await upsertEntities(test.db, [
    entity('v1', 'VESSEL', '9074729'),
    entity('v2', 'VESSEL'),
    entity('v3', 'VESSEL'),
    ...['c1', 'c2', 'c3', 'c4', 'c5', 'i1', 'h1'].map((id) => entity(id, 'COMPANY')),
    entity('p1', 'PERSON'),
    entity('p2', 'PERSON'),
    ...hubVessels,
    ...Array.from({ length: 8 }, (_, i) => entity(`x${i}`, i % 2 === 0 ? 'COMPANY' : 'PERSON')),
  ]);
  await upsertRelationships(test.db, [
    link('r-reg', 'c1', 'RegisteredOwnerOf', 'v1', 100),
    link('r-own1', 'c2', 'OwnerOf', 'c1', 100),
    link('r-own2', 'c3', 'OwnerOf', 'c2', 60),
    link('r-bo-v1', 'c3', 'BeneficialOwnerOf', 'v1', 100),
    link('r-p1-share', 'p1', 'ShareholderOf', 'c3', 50),
    link('r-p1-bo', 'p1', 'BeneficialOwnerOf', 'c3', null),
    link('r-p2-share', 'p2', 'ShareholderOf', 'c3', 50),
    link('r-ins', 'i1', 'InsurerOf', 'v1'),
    link('r-cyc1', 'c4', 'OwnerOf', 'c5', 50),
    link('r-cyc2', 'c5', 'OwnerOf', 'c4', 50),
    link('r-cyc-v2', 'c5', 'RegisteredOwnerOf', 'v2', 100),
    ...hubVessels.map((vessel, i) => link(`r-hub-${String(i).padStart(3, '0')}`, 'h1', 'InsurerOf', vessel.id)),
    // A chain x0 - x1 - ... - x7 of seven links, every other one pointing backwards.
    ...Array.from({ length: 7 }, (_, i) => (i % 2 === 0 ? link(`r-x${i}`, `x${i}`, 'OwnerOf', `x${i + 1}`) : link(`r-x${i}`, `x${i + 1}`, 'DirectorOf', `x${i}`))),
  ]);
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

const get = async <T>(url: string, as = token) => {
  const response = await call(test.app, 'GET', url, { token: as });
  return { status: response.statusCode, body: response.json<T & { message?: string }>() };
};

describe('GET /api/fleet/v1/network/{id}', () => {
  it("answers the entity, its neighbours and its links with the spec's phrases, direction and the vessel's IMO", async () => {
    const { status, body } = await get<NetworkResponse>('/api/fleet/v1/network/v1');
    expect(status).toBe(200);
    expect(body.root).toMatchObject({ id: 'v1', name: 'V1', type: 'VESSEL', containsBO: true });
    expect(body.entities[0]!.id).toBe('v1');
    expect(body.entities.map((e) => e.id).sort()).toEqual(['c1', 'c3', 'i1', 'v1']);
    const registered = body.relationships.find((r) => r.id === 'r-reg');
    expect(registered).toMatchObject({ source: 'c1', target: 'v1', label: 'is registered owner of', direction: 'IN', IMOID: '9074729', share: 100 });
    expect(body.relationships.map((r) => r.type)).toEqual(['BeneficialOwnerOf', 'RegisteredOwnerOf', 'InsurerOf']);
    expect(body.links).toEqual({ total: 3, offset: 0, nextOffset: null });
  });

  it('answers OUT for links the entity starts', async () => {
    const { body } = await get<NetworkResponse>('/api/fleet/v1/network/c3');
    expect(body.relationships.find((r) => r.id === 'r-own2')).toMatchObject({ direction: 'OUT', label: 'is owner of', IMOID: null });
    expect(body.relationships.find((r) => r.id === 'r-p1-share')).toMatchObject({ direction: 'IN', label: 'is shareholder of' });
  });

  it('pages a hub 200 links at a time, with the total and where the next page starts', async () => {
    const first = await get<NetworkResponse>('/api/fleet/v1/network/h1');
    expect(first.body.relationships).toHaveLength(200);
    expect(first.body.entities).toHaveLength(201);
    expect(first.body.links).toEqual({ total: 250, offset: 0, nextOffset: 200 });
    const second = await get<NetworkResponse>('/api/fleet/v1/network/h1?offset=200');
    expect(second.body.relationships).toHaveLength(50);
    expect(second.body.links).toEqual({ total: 250, offset: 200, nextOffset: null });
    const seen = new Set(first.body.relationships.map((r) => r.id));
    expect(second.body.relationships.some((r) => seen.has(r.id))).toBe(false);
  });

  it('refuses an unknown id with 404, a bad page with 400, no token with 401 and tier 1 with 403', async () => {
    expect((await get('/api/fleet/v1/network/nothing')).status).toBe(404);
    expect((await get('/api/fleet/v1/network/v1?limit=0')).status).toBe(400);
    expect((await get('/api/fleet/v1/network/v1?limit=201')).status).toBe(400);
    expect((await call(test.app, 'GET', '/api/fleet/v1/network/v1')).statusCode).toBe(401);
    const tierOne = await get('/api/fleet/v1/network/v1', tierOneToken);
    expect(tierOne.status).toBe(403);
    expect(tierOne.body.message).toBe('Your tier can search vessels only. Upgrade to explore ownership networks.');
  });
});

describe('GET /api/fleet/v1/path', () => {
  it('finds the shortest connection with each step, whatever the links point', async () => {
    const { status, body } = await get<PathResponse>('/api/fleet/v1/path?from=p2&to=v1');
    expect(status).toBe(200);
    expect(body).toMatchObject({ found: true, hops: 2 });
    expect(body.entities.map((e) => e.id)).toEqual(['p2', 'c3', 'v1']);
    expect(body.relationships.map((r) => [r.id, r.direction])).toEqual([['r-p2-share', 'OUT'], ['r-bo-v1', 'OUT']]);

    const backwards = await get<PathResponse>('/api/fleet/v1/path?from=i1&to=p1');
    expect(backwards.body.entities.map((e) => e.id)).toEqual(['i1', 'v1', 'c3', 'p1']);
    expect(backwards.body.relationships[1]).toMatchObject({ id: 'r-bo-v1', direction: 'IN' });
  });

  it('crosses a hub', async () => {
    const { body } = await get<PathResponse>('/api/fleet/v1/path?from=hv000&to=hv249');
    expect(body.entities.map((e) => e.id)).toEqual(['hv000', 'h1', 'hv249']);
  });

  it('finds a connection six steps away, and none seven steps away', async () => {
    const six = await get<PathResponse>('/api/fleet/v1/path?from=x0&to=x6');
    expect(six.body).toMatchObject({ found: true, hops: 6 });
    expect(six.body.entities.map((e) => e.id)).toEqual(['x0', 'x1', 'x2', 'x3', 'x4', 'x5', 'x6']);
    expect(six.body.relationships.map((r) => r.id)).toEqual(['r-x0', 'r-x1', 'r-x2', 'r-x3', 'r-x4', 'r-x5']);
    const seven = await get<PathResponse>('/api/fleet/v1/path?from=x0&to=x7');
    expect(seven.body).toMatchObject({ found: false, message: 'No connection within 6 steps.' });
  });

  it('says plainly when there is no connection, and answers one entity for itself', async () => {
    const none = await get<PathResponse>('/api/fleet/v1/path?from=v3&to=v1');
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ found: false, hops: 0, entities: [], message: 'No connection within 6 steps.' });
    const self = await get<PathResponse>('/api/fleet/v1/path?from=v1&to=v1');
    expect(self.body).toMatchObject({ found: true, hops: 0 });
  });

  it('refuses a missing end with 400, an unknown one with 404 and tier 1 with 403', async () => {
    expect((await get('/api/fleet/v1/path?from=v1')).status).toBe(400);
    expect((await get('/api/fleet/v1/path?from=v1&to=nothing')).status).toBe(404);
    expect((await get('/api/fleet/v1/path?from=v1&to=c1', tierOneToken)).status).toBe(403);
  });
});

describe('GET /api/fleet/v1/owners/{id}', () => {
  it('walks every ownership chain to the owners at the top, with the effective share where shares are known', async () => {
    const { status, body } = await get<OwnersResponse>('/api/fleet/v1/owners/v1');
    expect(status).toBe(200);
    const chains = body.chains.map((chain) => [chain.path.join('>'), chain.effectiveShare]).sort();
    expect(chains).toEqual([
      ['p1>c3>c2>c1>v1', 30],
      ['p1>c3>v1', 50],
      ['p2>c3>c2>c1>v1', 30],
      ['p2>c3>v1', 50],
    ]);
    // p1 holds c3 both as shareholder (50%) and as beneficial owner: the chain follows the known share.
    expect(body.chains.find((c) => c.path.join('>') === 'p1>c3>v1')!.relationships.map((r) => r.id)).toEqual(['r-p1-share', 'r-bo-v1']);
    expect(body.owners.map((o) => [o.id, o.effectiveShare]).sort()).toEqual([['p1', 50], ['p2', 50]]);
    expect(body.isTruncated).toBe(false);
  });

  it('stops a chain that comes back on itself and marks it a cycle', async () => {
    const { body } = await get<OwnersResponse>('/api/fleet/v1/owners/v2');
    expect(body.chains).toEqual([expect.objectContaining({ path: ['c4', 'c5', 'v2'], isCycle: true, effectiveShare: 50 })]);
    expect(body.owners.map((o) => o.id)).toEqual(['c4']);
  });

  it('answers no chains for an entity nobody owns, 404 for an unknown one and 403 for tier 1', async () => {
    const alone = await get<OwnersResponse>('/api/fleet/v1/owners/v3');
    expect(alone.body).toMatchObject({ chains: [], owners: [], isTruncated: false });
    expect((await get('/api/fleet/v1/owners/nothing')).status).toBe(404);
    expect((await get('/api/fleet/v1/owners/v1', tierOneToken)).status).toBe(403);
  });
});
