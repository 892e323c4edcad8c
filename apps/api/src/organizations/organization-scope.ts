import { ACCOUNT_SERVER_MESSAGES, SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { Actor } from '../http/authenticate';
import { BadRequest, Forbidden, NotFound } from '../http/errors';

/**
 * Who may act on an organization (spec section 6): ADMIN on any; everyone else on their own only.
 * Another organization's id reads as unknown, so an answer never tells that it exists.
 */
export function ensureOwnOrganization(actor: Actor, organizationId: number): void {
  if (actor.role === 'ADMIN') return;
  if (actor.organizationId !== organizationId) throw new NotFound(ACCOUNT_SERVER_MESSAGES.organizationNotFound);
}

/** ADMIN on any organization, an ORGADMIN on its own; ORGUSER and INDIVIDUAL manage only themselves. */
export function ensureManagesOrganization(actor: Actor, organizationId: number): void {
  ensureOwnOrganization(actor, organizationId);
  if (actor.role !== 'ADMIN' && actor.role !== 'ORGADMIN') throw new Forbidden(SERVER_MESSAGES.notAllowed);
}

/** The organization a call is about: the one ADMIN names, or the caller's own (naming another is 404). */
export function targetOrganizationId(actor: Actor, named: number | undefined): number {
  if (actor.role === 'ADMIN') {
    if (named === undefined) throw new BadRequest(ACCOUNT_SERVER_MESSAGES.organizationIdRequired);
    return named;
  }
  const own = actor.organizationId;
  if (own === null || (named !== undefined && named !== own)) {
    throw new NotFound(ACCOUNT_SERVER_MESSAGES.organizationNotFound);
  }
  return own;
}
