import type { z } from 'zod';
import { BadRequest } from './errors';

/**
 * Validates a body the way a route schema does, with the same `field: message` answer, for a
 * route whose payload depends on who calls it.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  const text = issue?.message ?? 'Invalid input';
  throw new BadRequest(field ? `${field}: ${text}` : text);
}
