import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { analyticalRoutes } from './analytical.routes';
import { upgradeRoutes } from './upgrade.routes';

/** Analytical requests (tickets) and tier upgrade requests: raised by users, decided by staff. */
export const requestsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(analyticalRoutes, { deps });
  await app.register(upgradeRoutes, { deps });
};
