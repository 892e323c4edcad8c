import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entityRecordResponse, searchQuery, searchResponse } from '@fleetgraph/shared/contracts/fleet';
import type { Deps } from '../deps';
import { actorOf, authenticate } from '../http/authenticate';
import { readEntityRecord, searchFleet } from './search.service';

const RECORD_PATHS = { vessel: 'VESSEL', company: 'COMPANY', person: 'PERSON' } as const;

export const fleetRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = authenticate(deps);

  app.get(
    '/search',
    { preHandler: signedIn, schema: { querystring: searchQuery, response: { 200: searchResponse } } },
    (request) => searchFleet(deps, actorOf(request), request.query),
  );

  for (const [path, type] of Object.entries(RECORD_PATHS)) {
    app.get(
      `/${path}/:id`,
      {
        preHandler: signedIn,
        schema: { params: z.object({ id: z.string().min(1).max(200) }), response: { 200: entityRecordResponse } },
      },
      (request) => readEntityRecord(deps, actorOf(request), type, request.params.id),
    );
  }
};
