import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RoleName, Tier, UserStatus } from '@fleetgraph/shared/constants';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { Deps } from '../deps';
import { findUserById } from '../users/users.repo';
import { Forbidden, Unauthorized } from './errors';

export interface Actor {
  id: number;
  email: string;
  role: RoleName;
  status: UserStatus;
  tier: Tier;
  organizationId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in user behind the request's token; null without a token, 401 for a bad one. */
export async function readActor(deps: Deps, request: FastifyRequest): Promise<Actor | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await deps.tokens.read(token);
  if (!claims) throw new Unauthorized(SERVER_MESSAGES.sessionExpired);
  const user = await findUserById(deps.db, claims.userId);
  // A password change raises the version: tokens issued before it are over.
  if (!user || user.tokenVersion !== claims.tokenVersion) throw new Unauthorized(SERVER_MESSAGES.sessionExpired);
  return {
    id: user.id,
    email: user.email,
    role: user.role as RoleName,
    status: user.status as UserStatus,
    tier: user.tier as Tier,
    organizationId: user.organizationId,
  };
}

interface AccessRule {
  /** CREATED accounts may only finish their registration (spec section 2, route guards). */
  allowCreated?: boolean;
  adminOnly?: boolean;
}

export function authenticate(deps: Deps, rule: AccessRule = {}): preHandlerAsyncHookHandler {
  return async (request) => {
    const actor = await readActor(deps, request);
    if (!actor) throw new Unauthorized(SERVER_MESSAGES.signInRequired);
    if (actor.status !== 'ACTIVE' && !rule.allowCreated) throw new Forbidden(SERVER_MESSAGES.completeRegistrationFirst);
    if (rule.adminOnly && actor.role !== 'ADMIN') throw new Forbidden(SERVER_MESSAGES.adminOnly);
    request.actor = actor;
  };
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Unauthorized(SERVER_MESSAGES.signInRequired);
  return request.actor;
}
