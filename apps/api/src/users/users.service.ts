import { ACCOUNT_SERVER_MESSAGES, SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import {
  ADMIN_ONLY_USER_FIELDS,
  type UpdateUserRequest,
  type UserListQuery,
  type UserRecord,
} from '@fleetgraph/shared/contracts/users';
import { writeAudit } from '../audit/audit.repo';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import { deleteOrganizationRow, setMembersTier, updateOrganizationRow } from '../organizations/organizations.repo';
import { toUserRecord } from './user-record';
import {
  countAdmins,
  deleteUserRow,
  findUserByEmail,
  findUserWithOrganization,
  listUsers,
  updateUserRow,
} from './users.repo';

/** ADMIN reads anyone, an ORGADMIN the users of its organization, everyone else only itself. */
export async function readUser(deps: Deps, actor: Actor, id: number): Promise<UserRecord> {
  if (actor.role !== 'ADMIN' && actor.role !== 'ORGADMIN' && actor.id !== id) {
    throw new Forbidden(SERVER_MESSAGES.notAllowed);
  }
  const found = await findUserWithOrganization(deps.db, id);
  const isOwnMember = actor.organizationId !== null && found?.user.organizationId === actor.organizationId;
  if (actor.role === 'ORGADMIN' && actor.id !== id && !isOwnMember) throw new Forbidden(SERVER_MESSAGES.notAllowed);
  if (!found) throw new NotFound(SERVER_MESSAGES.userNotFound);
  return toUserRecord(found);
}

export async function listAllUsers(deps: Deps, query: UserListQuery): Promise<{ users: UserRecord[]; total: number }> {
  const { rows, total } = await listUsers(deps.db, { limit: query.pagesize, offset: query.offset, role: query.filter });
  return { users: rows.map(toUserRecord), total };
}

const COUNTER_FIELDS = [
  'dossierRequests',
  'docRequests',
  'riskAlertRequests',
  'updateInfoRequests',
  'tradeDataRequests',
] as const;

/**
 * A user edits its own profile; ADMIN edits anyone, including email, tier and credits. Editing a
 * user who belongs to an organization updates the organization in the same transaction (spec 4):
 * the credits are the organization's, and a tier is shared by all its members.
 */
export async function updateUser(deps: Deps, actor: Actor, input: UpdateUserRequest): Promise<void> {
  const isAdmin = actor.role === 'ADMIN';
  if (!isAdmin && actor.id !== input.id) throw new Forbidden(SERVER_MESSAGES.notAllowed);
  if (!isAdmin && ADMIN_ONLY_USER_FIELDS.some((field) => input[field] !== undefined)) {
    throw new Forbidden(SERVER_MESSAGES.adminOnly);
  }
  const found = await findUserWithOrganization(deps.db, input.id);
  if (!found) throw new NotFound(SERVER_MESSAGES.userNotFound);
  const { user, organization } = found;
  if (input.email && input.email.toLowerCase() !== user.email.toLowerCase()) {
    if (await findUserByEmail(deps.db, input.email)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  }
  if (input.tier && user.role === 'ADMIN') throw new BadRequest(ACCOUNT_SERVER_MESSAGES.adminHasNoTier);

  const email = input.email?.toLowerCase();
  const counters = Object.fromEntries(
    COUNTER_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
  );
  try {
    await deps.db.transaction(async (tx) => {
      await updateUserRow(tx, user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        country: input.country,
        phone: input.phone,
        industry: input.industry,
        email,
        tier: input.tier,
      });
      if (organization && isAdmin) {
        await updateOrganizationRow(tx, organization.id, {
          ...counters,
          ...(input.tier ? { tier: input.tier } : {}),
          ...(email && organization.adminEmail.toLowerCase() === user.email.toLowerCase() ? { adminEmail: email } : {}),
        });
        if (input.tier && input.tier !== organization.tier) await setMembersTier(tx, organization.id, input.tier);
      }
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'user.updated',
        target: `user:${user.id}`,
        details: { fields: Object.keys(input).filter((key) => key !== 'id') },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
    throw error;
  }
}

/**
 * ADMIN only. Deleting an individual deletes its organization; deleting an ORGADMIN is deleting
 * its organization, users included (spec section 4, Admin edits).
 */
export async function deleteUser(deps: Deps, actor: Actor, id: number): Promise<void> {
  if (actor.id === id) throw new BadRequest(ACCOUNT_SERVER_MESSAGES.cannotDeleteSelf);
  const found = await findUserWithOrganization(deps.db, id);
  if (!found) throw new NotFound(SERVER_MESSAGES.userNotFound);
  const { user, organization } = found;
  if (user.role === 'ADMIN' && (await countAdmins(deps.db)) <= 1) {
    throw new BadRequest(ACCOUNT_SERVER_MESSAGES.lastAdmin);
  }
  await deps.db.transaction(async (tx) => {
    const takesOrganization = organization && (user.role === 'INDIVIDUAL' || user.role === 'ORGADMIN');
    if (takesOrganization) await deleteOrganizationRow(tx, organization.id);
    else await deleteUserRow(tx, user.id);
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: takesOrganization ? 'organization.deleted-with-user' : 'user.deleted',
      target: `user:${user.id}`,
      details: { email: user.email, organizationId: organization?.id ?? null },
    });
  });
}

export async function acceptDisclaimer(deps: Deps, actor: Actor): Promise<void> {
  const found = await findUserWithOrganization(deps.db, actor.id);
  if (found?.user.disclaimerAcceptedAt) return;
  await updateUserRow(deps.db, actor.id, { disclaimerAcceptedAt: new Date() });
  await writeAudit(deps.db, { actorUserId: actor.id, action: 'disclaimer.accepted', target: `user:${actor.id}` });
}
