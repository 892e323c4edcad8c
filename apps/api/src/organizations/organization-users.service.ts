import type {
  AddOrganizationUserRequest,
  OrganizationUserForm,
  OrganizationUsersResponse,
} from '@fleetgraph/shared/contracts/organizations';
import { ACCOUNT_SERVER_MESSAGES, SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { writeAudit } from '../audit/audit.repo';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import { newTemporaryPassword, sendInvitation } from '../users/invitations';
import {
  deleteUserRow,
  findUserByEmail,
  findUserWithOrganization,
  insertUser,
  replacePassword,
  updateUserRow,
} from '../users/users.repo';
import { toOrganizationUser } from './organization-record';
import { ensureManagesOrganization, targetOrganizationId } from './organization-scope';
import {
  countMembers,
  deleteOrganizationRow,
  findOrganization,
  listMembers,
  lockOrganization,
  updateOrganizationRow,
} from './organizations.repo';

function ensureManagesUsers(actor: Actor): void {
  if (actor.role !== 'ADMIN' && actor.role !== 'ORGADMIN') throw new Forbidden(SERVER_MESSAGES.notAllowed);
}

/**
 * A user of an organization the actor manages. A user outside the actor's organization reads as
 * unknown, as does a user named with another organization's id.
 */
async function findManagedMember(deps: Deps, actor: Actor, id: number, organizationId?: number) {
  ensureManagesUsers(actor);
  const found = await findUserWithOrganization(deps.db, id);
  const organization = found?.organization;
  const isVisible =
    found &&
    organization &&
    (organizationId === undefined || organizationId === organization.id) &&
    (actor.role === 'ADMIN' || actor.organizationId === organization.id);
  if (!isVisible) throw new NotFound(SERVER_MESSAGES.userNotFound);
  return { user: found.user, organization };
}

export async function listOrganizationUsers(
  deps: Deps,
  actor: Actor,
  named: number | undefined,
): Promise<OrganizationUsersResponse> {
  ensureManagesUsers(actor);
  const organizationId = targetOrganizationId(actor, named);
  if (!(await findOrganization(deps.db, organizationId))) {
    throw new NotFound(ACCOUNT_SERVER_MESSAGES.organizationNotFound);
  }
  const users = (await listMembers(deps.db, organizationId)).map(toOrganizationUser);
  return { users, total: users.length };
}

/**
 * ADMIN adds a user to any organization, an ORGADMIN to its own, up to the organization's number
 * of users. The user shares the organization's tier and gets a temporary password by email.
 */
export async function addOrganizationUser(
  deps: Deps,
  actor: Actor,
  input: AddOrganizationUserRequest,
): Promise<{ recordCreated: boolean; emailSent: boolean }> {
  ensureManagesUsers(actor);
  const organizationId = targetOrganizationId(actor, input.organizationid);
  ensureManagesOrganization(actor, organizationId);
  const organization = await findOrganization(deps.db, organizationId);
  if (!organization) throw new NotFound(ACCOUNT_SERVER_MESSAGES.organizationNotFound);
  if (organization.organizationType !== 'ORGANIZATION') throw new BadRequest(ACCOUNT_SERVER_MESSAGES.notAnOrganization);
  const email = input.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  const { temporaryPassword, passwordHash } = await newTemporaryPassword();
  try {
    await deps.db.transaction(async (tx) => {
      const locked = await lockOrganization(tx, organizationId);
      if (!locked) throw new NotFound(ACCOUNT_SERVER_MESSAGES.organizationNotFound);
      if ((await countMembers(tx, organizationId)) >= locked.numUsers) {
        throw new Conflict(ACCOUNT_SERVER_MESSAGES.organizationFull(locked.numUsers));
      }
      const user = await insertUser(tx, {
        email,
        passwordHash,
        status: 'CREATED',
        role: 'ORGUSER',
        tier: organization.tier,
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        country: input.country,
        phone: input.phone,
        industry: organization.industry,
        organizationId,
      });
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'organization.user-added',
        target: `user:${user.id}`,
        details: { email, organizationId },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
    throw error;
  }
  const emailSent = await sendInvitation(deps, {
    email,
    firstName: input.firstName,
    organization: organization.name,
    temporaryPassword,
  });
  return { recordCreated: true, emailSent };
}

/**
 * Edits a user of an organization; the organization's record follows in the same transaction
 * (spec section 4, Admin edits): its admin email when the administrator's email changes.
 */
export async function updateOrganizationUser(
  deps: Deps,
  actor: Actor,
  id: number,
  input: OrganizationUserForm,
): Promise<{ recordUpdated: boolean }> {
  const { user, organization } = await findManagedMember(deps, actor, id);
  const email = input.email.toLowerCase();
  const changesEmail = email !== user.email.toLowerCase();
  if (changesEmail && actor.role !== 'ADMIN' && actor.id === user.id) {
    throw new Forbidden(ACCOUNT_SERVER_MESSAGES.cannotChangeOwnEmail);
  }
  if (changesEmail && (await findUserByEmail(deps.db, email))) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  const isAdministrator = user.email.toLowerCase() === organization.adminEmail.toLowerCase();
  try {
    await deps.db.transaction(async (tx) => {
      await updateUserRow(tx, user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        country: input.country,
        phone: input.phone,
        email,
      });
      await updateOrganizationRow(tx, organization.id, changesEmail && isAdministrator ? { adminEmail: email } : {});
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'organization.user-updated',
        target: `user:${user.id}`,
        details: { organizationId: organization.id, emailChanged: changesEmail },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
    throw error;
  }
  return { recordUpdated: true };
}

/**
 * Deletes a user of an organization. An ORGADMIN cannot be deleted by an organization admin; for
 * ADMIN, deleting it is deleting the organization with all its users (spec section 4).
 */
export async function deleteOrganizationUser(
  deps: Deps,
  actor: Actor,
  id: number,
  organizationId: number | undefined,
): Promise<{ recordRemoved: boolean; orgRemoved: boolean }> {
  const { user, organization } = await findManagedMember(deps, actor, id, organizationId);
  const isOrgAdmin = user.role === 'ORGADMIN';
  if (isOrgAdmin && actor.role !== 'ADMIN') throw new Forbidden(ACCOUNT_SERVER_MESSAGES.orgAdminCannotBeDeleted);
  // An individual's organization is its own: it goes with it, as with DELETE /users/{id}.
  const takesOrganization = isOrgAdmin || user.role === 'INDIVIDUAL';
  await deps.db.transaction(async (tx) => {
    if (takesOrganization) await deleteOrganizationRow(tx, organization.id);
    else await deleteUserRow(tx, user.id);
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: takesOrganization ? 'organization.deleted-with-user' : 'organization.user-deleted',
      target: takesOrganization ? `organization:${organization.id}` : `user:${user.id}`,
      details: { email: user.email, userId: user.id, organizationId: organization.id },
    });
  });
  return { recordRemoved: true, orgRemoved: takesOrganization };
}

/**
 * A new temporary password for an account that has not completed its registration, for the
 * invitation that got lost. The old temporary password stops working.
 */
export async function resendInvitation(
  deps: Deps,
  actor: Actor,
  id: number,
): Promise<{ recordUpdated: boolean; emailSent: boolean }> {
  const { user, organization } = await findManagedMember(deps, actor, id);
  if (user.status !== 'CREATED') throw new Conflict(ACCOUNT_SERVER_MESSAGES.alreadyRegistered);
  const { temporaryPassword, passwordHash } = await newTemporaryPassword();
  await deps.db.transaction(async (tx) => {
    await replacePassword(tx, user.id, passwordHash);
    await writeAudit(tx, { actorUserId: actor.id, action: 'user.invitation-resent', target: `user:${user.id}` });
  });
  const emailSent = await sendInvitation(deps, {
    email: user.email,
    firstName: user.firstName,
    organization: organization.organizationType === 'ORGANIZATION' ? organization.name : null,
    temporaryPassword,
  });
  return { recordUpdated: true, emailSent };
}
