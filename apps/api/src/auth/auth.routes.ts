import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import {
  changePasswordRequest,
  changePasswordResponse,
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  resetPasswordRequest,
  resetPasswordResponse,
  successResponse,
} from '@fleetgraph/shared/contracts/auth';
import { organizationSignUpRequest, registerRequest, registerResponse } from '@fleetgraph/shared/contracts/sign-up';
import type { Deps } from '../deps';
import { actorOf, authenticate, readActor } from '../http/authenticate';
import { parseBody } from '../http/parse-body';
import { inviteIndividualUser } from '../users/invite-user.service';
import { changePassword, login, requestPasswordReset, resetPasswordWithToken } from './auth.service';
import { registerIndividual, requestOrganizationAccount } from './sign-up.service';

export const authRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post('/login', { schema: { body: loginRequest, response: { 200: loginResponse } } }, (request) =>
    login(deps, request.body, request.ip),
  );

  app.post('/register', { schema: { body: registerRequest, response: { 200: registerResponse } } }, (request) =>
    registerIndividual(deps, request.body),
  );

  // Without a token this is the organization sign-up; with the admin's token, the invitation of an
  // individual user. The payload depends on the caller, so each branch validates its own.
  app.post('/invite/user', { schema: { response: { 200: registerResponse } } }, async (request) => {
    const actor = await readActor(deps, request);
    if (actor) return inviteIndividualUser(deps, actor, request.body);
    return requestOrganizationAccount(deps, parseBody(organizationSignUpRequest, request.body));
  });

  app.post(
    '/forgotpassword',
    { schema: { body: forgotPasswordRequest, response: { 200: successResponse } } },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, request.ip);
      return { success: true, message: SERVER_MESSAGES.forgotPasswordSent };
    },
  );

  app.post(
    '/password/reset/:token',
    {
      schema: {
        params: z.object({ token: z.string().min(20).max(200) }),
        body: resetPasswordRequest,
        response: { 200: resetPasswordResponse },
      },
    },
    (request) => resetPasswordWithToken(deps, request.params.token, request.body.newPassword),
  );

  // The forced change of a CREATED account (spec: payload email, oldPassword, newPassword).
  app.post(
    '/resetpassword/:email',
    {
      preHandler: authenticate(deps, { allowCreated: true }),
      schema: {
        params: z.object({ email: z.string().max(254) }),
        body: changePasswordRequest,
        response: { 200: changePasswordResponse },
      },
    },
    (request) => changePassword(deps, actorOf(request), { ...request.body, pathEmail: request.params.email }),
  );

  app.put(
    '/password',
    {
      preHandler: authenticate(deps, { allowCreated: true }),
      schema: { body: changePasswordRequest, response: { 200: changePasswordResponse } },
    },
    (request) => changePassword(deps, actorOf(request), request.body),
  );
};
