import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addOrganizationRequest,
  addOrganizationUserRequest,
  creditResponse,
  organizationDetail,
  organizationIdParams,
  organizationIdQuery,
  organizationListResponse,
  organizationUserForm,
  organizationUserRemovedResponse,
  organizationUsersResponse,
  orgRemovedResponse,
  orgUpdatedResponse,
  recordCreatedResponse,
  resendInvitationRequest,
  resendInvitationResponse,
  updateOrganizationRequest,
} from '@fleetgraph/shared/contracts/organizations';
import { recordUpdatedResponse } from '@fleetgraph/shared/contracts/users';
import type { Deps } from '../deps';
import { actorOf, authenticate } from '../http/authenticate';
import {
  addOrganizationUser,
  deleteOrganizationUser,
  listOrganizationUsers,
  resendInvitation,
  updateOrganizationUser,
} from './organization-users.service';
import {
  createOrganization,
  deleteOrganization,
  listAllOrganizations,
  readCredit,
  readOrganization,
  updateOrganization,
} from './organizations.service';

/** Spec section 7 'Organizations'. Who may do what is decided in the services (spec section 6). */
export const organizationsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const signedIn = authenticate(deps);
  const admin = authenticate(deps, { adminOnly: true });

  app.get(
    '/organizations',
    { preHandler: admin, schema: { response: { 200: organizationListResponse } } },
    () => listAllOrganizations(deps),
  );

  app.post(
    '/organizations',
    { preHandler: admin, schema: { body: addOrganizationRequest, response: { 200: recordCreatedResponse } } },
    (request) => createOrganization(deps, actorOf(request), request.body),
  );

  app.post(
    '/organizations/pass',
    { preHandler: signedIn, schema: { body: resendInvitationRequest, response: { 200: resendInvitationResponse } } },
    (request) => resendInvitation(deps, actorOf(request), request.body.id),
  );

  app.get(
    '/organizations/users',
    { preHandler: signedIn, schema: { querystring: organizationIdQuery, response: { 200: organizationUsersResponse } } },
    (request) => listOrganizationUsers(deps, actorOf(request), request.query.organizationid),
  );

  app.post(
    '/organizations/users',
    { preHandler: signedIn, schema: { body: addOrganizationUserRequest, response: { 200: recordCreatedResponse } } },
    (request) => addOrganizationUser(deps, actorOf(request), request.body),
  );

  app.put(
    '/organizations/user/:id',
    {
      preHandler: signedIn,
      schema: { params: organizationIdParams, body: organizationUserForm, response: { 200: recordUpdatedResponse } },
    },
    (request) => updateOrganizationUser(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/organizations/user/:id',
    {
      preHandler: signedIn,
      schema: {
        params: organizationIdParams,
        querystring: organizationIdQuery,
        response: { 200: organizationUserRemovedResponse },
      },
    },
    (request) => deleteOrganizationUser(deps, actorOf(request), request.params.id, request.query.organizationid),
  );

  app.get(
    '/organizations/:id',
    { preHandler: signedIn, schema: { params: organizationIdParams, response: { 200: organizationDetail } } },
    (request) => readOrganization(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/organizations/:id',
    {
      preHandler: signedIn,
      schema: { params: organizationIdParams, body: updateOrganizationRequest, response: { 200: orgUpdatedResponse } },
    },
    (request) => updateOrganization(deps, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/organizations/:id',
    { preHandler: admin, schema: { params: organizationIdParams, response: { 200: orgRemovedResponse } } },
    (request) => deleteOrganization(deps, actorOf(request), request.params.id),
  );

  // The spec's path, spelling included (section 7).
  app.get(
    '/organizationsa/credit',
    { preHandler: signedIn, schema: { querystring: organizationIdQuery, response: { 200: creditResponse } } },
    (request) => readCredit(deps, actorOf(request), request.query.organizationid),
  );
};
