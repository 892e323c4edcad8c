import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { HttpError } from './errors';

/** One place turns every failure into `{ message }`; a 5xx never shows its details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const field = issue?.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext;
      const text = issue?.message ?? 'Invalid input';
      return reply.status(400).send({ message: field ? `${field}: ${text}` : text });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = status === 413 ? 'The request is too large.' : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: SERVER_MESSAGES.serverError });
  });
}
