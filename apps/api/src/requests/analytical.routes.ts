import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SUBSCRIPTION_REQUEST_TYPE,
  analyticalListQuery,
  analyticalRequestList,
  createAnalyticalRequest,
  denyAnalyticalRequest,
  recordCreatedResponse,
  respondAnalyticalRequest,
  respondedResponse,
  subscriptionRequest,
  ticketListQuery,
} from '@fleetgraph/shared/contracts/requests';
import type { Deps } from '../deps';
import { actorOf, authenticate } from '../http/authenticate';
import { denyRequest, listAllRequests, listOwnRequests, raiseAnalyticalRequest, respondToRequest } from './analytical.service';

/** A 1 MiB file is 1.4 MB as a data URL; larger ones are still read, to be refused with the spec's message. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

export const analyticalRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = authenticate(deps);
  const admin = authenticate(deps, { adminOnly: true });

  app.post(
    '/createanalytical',
    {
      preHandler: signedIn,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { body: createAnalyticalRequest, response: { 200: recordCreatedResponse } },
    },
    async (request) => ({ recordCreated: true, id: await raiseAnalyticalRequest(deps, actorOf(request), request.body) }),
  );

  app.get(
    '/pendinganalytical',
    { preHandler: signedIn, schema: { querystring: ticketListQuery, response: { 200: analyticalRequestList } } },
    (request) => listOwnRequests(deps, actorOf(request), 'PENDING', request.query),
  );

  app.get(
    '/completeanalytical',
    { preHandler: signedIn, schema: { querystring: ticketListQuery, response: { 200: analyticalRequestList } } },
    (request) => listOwnRequests(deps, actorOf(request), 'COMPLETE', request.query),
  );

  app.get(
    '/listanalytical',
    { preHandler: admin, schema: { querystring: analyticalListQuery, response: { 200: analyticalRequestList } } },
    (request) => listAllRequests(deps, request.query),
  );

  app.post(
    '/respondanalytical',
    {
      preHandler: admin,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { body: respondAnalyticalRequest, response: { 200: respondedResponse } },
    },
    (request) => respondToRequest(deps, actorOf(request), request.body),
  );

  app.post(
    '/denyanalytical',
    { preHandler: admin, schema: { body: denyAnalyticalRequest, response: { 200: respondedResponse } } },
    (request) => denyRequest(deps, actorOf(request), request.body),
  );

  // /subscriptionSubmit: recorded as a request staff answer in the same 'User Requests' list.
  app.post(
    '/subscription-requests',
    { preHandler: signedIn, schema: { body: subscriptionRequest, response: { 200: recordCreatedResponse } } },
    async (request) => {
      const actor = actorOf(request);
      const id = await raiseAnalyticalRequest(deps, actor, {
        applicantEmail: actor.email,
        requestType: SUBSCRIPTION_REQUEST_TYPE,
        subject: request.body.subject,
        applicationMessage: request.body.message,
      });
      return { recordCreated: true, id };
    },
  );
};
