import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  disclaimerResponse,
  idParams,
  recordRemovedResponse,
  recordUpdatedResponse,
  updateUserRequest,
  userListQuery,
  userListResponse,
  userRecord,
} from '@fleetgraph/shared/contracts/users';
import type { Deps } from '../deps';
import { actorOf, authenticate } from '../http/authenticate';
import { acceptDisclaimer, deleteUser, listAllUsers, readUser, updateUser } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = authenticate(deps);
  const admin = authenticate(deps, { adminOnly: true });

  // CREATED accounts read their profile too: the browser needs it to send them to the password page.
  app.get(
    '/users/me',
    { preHandler: authenticate(deps, { allowCreated: true }), schema: { response: { 200: userRecord } } },
    (request) => readUser(deps, actorOf(request), actorOf(request).id),
  );

  app.post(
    '/users/me/disclaimer',
    { preHandler: signedIn, schema: { response: { 200: disclaimerResponse } } },
    async (request) => {
      await acceptDisclaimer(deps, actorOf(request));
      return { disclaimerAccepted: true };
    },
  );

  app.get(
    '/users',
    { preHandler: admin, schema: { querystring: userListQuery, response: { 200: userListResponse } } },
    (request) => listAllUsers(deps, request.query),
  );

  app.get(
    '/users/:id',
    { preHandler: signedIn, schema: { params: idParams, response: { 200: userRecord } } },
    (request) => readUser(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/users',
    { preHandler: signedIn, schema: { body: updateUserRequest, response: { 200: recordUpdatedResponse } } },
    async (request) => {
      await updateUser(deps, actorOf(request), request.body);
      return { recordUpdated: true };
    },
  );

  app.delete(
    '/users/:id',
    { preHandler: admin, schema: { params: idParams, response: { 200: recordRemovedResponse } } },
    async (request) => {
      await deleteUser(deps, actorOf(request), request.params.id);
      return { recordRemoved: true };
    },
  );
};
