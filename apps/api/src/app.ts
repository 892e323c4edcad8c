import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { authRoutes } from './auth/auth.routes';
import { billingModule } from './billing/billing.module';
import type { Deps } from './deps';
import { fleetRoutes } from './fleet/fleet.routes';
import { filesRoutes } from './files/files.routes';
import { registerErrorHandler } from './http/error-handler';
import { healthRoutes } from './health/health.routes';
import { organizationsRoutes } from './organizations/organizations.routes';
import { requestsRoutes } from './requests/requests.routes';
import { usersRoutes } from './users/users.routes';
import { isSpaRequest, registerSpa } from './web/spa.routes';

export interface AppOptions {
  logger?: boolean | { level: string };
  serveWeb?: boolean;
}

/** Every module is registered here, one line each, so the whole API is visible in one file. */
export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Errors are logged by the error handler; a line per request is noise here.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  registerErrorHandler(app);

  await app.register(healthRoutes, { prefix: '/api', deps });
  await app.register(authRoutes, { prefix: '/api/uaa/v1', deps });
  await app.register(usersRoutes, { prefix: '/api/uaa/v1', deps });
  await app.register(organizationsRoutes, { prefix: '/api/uaa/v1', deps });
  await app.register(requestsRoutes, { prefix: '/api/uaa/v1', deps });
  await app.register(filesRoutes, { prefix: '/api/uaa/v1', deps });
  await app.register(billingModule, { deps });
  await app.register(fleetRoutes, { prefix: '/api/fleet/v1', deps });

  const servesWeb = options.serveWeb !== false && (await registerSpa(app, deps.config.webDist));
  app.setNotFoundHandler((request, reply) => {
    if (servesWeb && isSpaRequest(request.method, request.url)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: `${SERVER_MESSAGES.notFound} (${request.method} ${request.url.split('?')[0]})` });
  });
  return app;
}
