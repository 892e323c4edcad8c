import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps';

export const healthRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/health', async (request, reply) => {
    try {
      await deps.ping();
      return { status: 'ok', database: 'reachable' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
};
