import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@fleetgraph/shared/contracts/users';
import type { Deps } from '../deps';
import { actorOf, authenticate } from '../http/authenticate';
import { attachmentDisposition, readFile } from './files.service';

/** Downloads of ticket attachments and responses, for those allowed to read them. */
export const filesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get('/files/:id', { preHandler: authenticate(deps), schema: { params: idParams } }, async (request, reply) => {
    const file = await readFile(deps, actorOf(request), request.params.id);
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.name))
      // The type was sniffed on upload; the browser must not guess another one.
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });
};
