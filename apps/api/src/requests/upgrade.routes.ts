import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createUpgradeRequest,
  upgradeCreatedResponse,
  upgradeDecisionParams,
  upgradeDecisionResponse,
  upgradeListQuery,
  upgradeRequestList,
  upgradeRequestRecord,
} from '@fleetgraph/shared/contracts/requests';
import { idParams } from '@fleetgraph/shared/contracts/users';
import type { Deps } from '../deps';
import { actorOf, authenticate } from '../http/authenticate';
import { decideTierRequest, listTierRequests, readTierRequest, requestTierUpgrade } from './upgrade.service';

const decisionBody = z.object({ responseMessage: z.string().trim().max(2000).optional() }).nullish();

export const upgradeRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = authenticate(deps);
  const admin = authenticate(deps, { adminOnly: true });

  app.post(
    '/roles/upgrade-requests',
    { preHandler: signedIn, schema: { body: createUpgradeRequest, response: { 200: upgradeCreatedResponse } } },
    (request) => requestTierUpgrade(deps, actorOf(request), request.body),
  );

  app.get(
    '/roles/upgrade-requests',
    { preHandler: signedIn, schema: { querystring: upgradeListQuery, response: { 200: upgradeRequestList } } },
    (request) => listTierRequests(deps, actorOf(request), request.query),
  );

  app.get(
    '/roles/upgrade-requests/:id',
    { preHandler: signedIn, schema: { params: idParams, response: { 200: upgradeRequestRecord } } },
    (request) => readTierRequest(deps, actorOf(request), request.params.id),
  );

  // The spec's `{id}:approve` and `{id}:deny` share a path segment: one route reads both.
  app.put(
    '/roles/upgrade-requests/:decision',
    {
      preHandler: admin,
      schema: { params: upgradeDecisionParams, body: decisionBody, response: { 200: upgradeDecisionResponse } },
    },
    (request) => {
      const [id, verb] = request.params.decision.split(':');
      return decideTierRequest(deps, actorOf(request), Number(id), verb === 'approve', request.body?.responseMessage);
    },
  );
};
