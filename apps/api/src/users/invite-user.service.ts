import { INDIVIDUAL_ORGANIZATION_NAME } from '@fleetgraph/shared/constants';
import { inviteUserRequest } from '@fleetgraph/shared/contracts/users';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { writeAudit } from '../audit/audit.repo';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { Conflict, Forbidden } from '../http/errors';
import { parseBody } from '../http/parse-body';
import { insertOrganization } from '../organizations/organizations.repo';
import { newTemporaryPassword, sendInvitation } from './invitations';
import { findUserByEmail, insertUser } from './users.repo';

/**
 * POST /invite/user with a token: the administrator invites an individual with a tier and request
 * credits. The user (CREATED, with a temporary password by email) and its individual organization,
 * which holds the credits, are created together or not at all.
 */
export async function inviteIndividualUser(
  deps: Deps,
  actor: Actor,
  body: unknown,
): Promise<{ recordCreated: boolean; emailSent: boolean }> {
  if (actor.status !== 'ACTIVE') throw new Forbidden(SERVER_MESSAGES.completeRegistrationFirst);
  if (actor.role !== 'ADMIN') throw new Forbidden(SERVER_MESSAGES.adminOnly);
  const input = parseBody(inviteUserRequest, body);
  const email = input.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  const { temporaryPassword, passwordHash } = await newTemporaryPassword();
  try {
    await deps.db.transaction(async (tx) => {
      const organizationId = await insertOrganization(tx, {
        name: INDIVIDUAL_ORGANIZATION_NAME,
        organizationType: 'INDIVIDUAL_USER',
        industry: input.industry,
        phone: input.phone,
        adminEmail: email,
        numUsers: 1,
        tier: input.tier,
        dossierRequests: input.dossierRequests,
        docRequests: input.docRequests,
        riskAlertRequests: input.riskAlertRequests,
        updateInfoRequests: input.updateInfoRequests,
        tradeDataRequests: input.tradeDataRequests,
      });
      const user = await insertUser(tx, {
        email,
        passwordHash,
        status: 'CREATED',
        role: 'INDIVIDUAL',
        tier: input.tier,
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        country: input.country,
        phone: input.phone,
        industry: input.industry,
        organizationId,
      });
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'user.invited',
        target: `user:${user.id}`,
        details: { email, tier: input.tier, organizationId },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
    throw error;
  }
  const emailSent = await sendInvitation(deps, { email, firstName: input.firstName, organization: null, temporaryPassword });
  return { recordCreated: true, emailSent };
}
