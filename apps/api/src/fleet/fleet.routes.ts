import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityRecordResponse, searchQuery, searchResponse } from '@fleetgraph/shared/contracts/fleet';
import { networkQuery, networkResponse, ownersResponse, pathQuery, pathResponse } from '@fleetgraph/shared/contracts/network';
import type { Deps } from '../deps';
import { actorOf, authenticate } from '../http/authenticate';
import { readNetwork } from './network.service';
import { findOwners } from './owner-chains';
import { findPath } from './path-search';
import { readEntityRecord, searchFleet } from './search.service';

const RECORD_PATHS = { vessel: 'VESSEL', company: 'COMPANY', person: 'PERSON' } as const;

export const fleetRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = authenticate(deps);

  app.get(
    '/search',
    { preHandler: signedIn, schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    (request) => searchFleet(deps, actorOf(request), request.query),
  );

  const byId = z.object({ id: z.string().min(1).max(200) });
  app.get(
    '/network/:id',
    { preHandler: signedIn, schema: { params: byId, querystring: networkQuery, response: { 200: networkResponse } } },
    (request) => readNetwork(deps, actorOf(request), request.params.id, request.query),
  );
  app.get(
    '/path',
    { preHandler: signedIn, schema: { querystring: pathQuery, response: { 200: pathResponse } } },
    (request) => findPath(deps, actorOf(request), request.query.from, request.query.to),
  );
  app.get(
    '/owners/:id',
    { preHandler: signedIn, schema: { params: byId, response: { 200: ownersResponse } } },
    (request) => findOwners(deps, actorOf(request), request.params.id),
  );

  for (const [path, type] of Object.entries(RECORD_PATHS)) {
    app.get(
      `/${path}/:id`,
      {
        preHandler: signedIn,
        schema: { params: byId, response: { 200: entityRecordResponse } },
      },
      (request) => readEntityRecord(deps, actorOf(request), type, request.params.id),
    );
  }
};
