import {
  ORGADMIN_ORGANIZATION_FIELDS,
  type AddOrganizationRequest,
  type CreditResponse,
  type OrganizationDetail,
  type OrganizationListResponse,
  type UpdateOrganizationRequest,
} from '@fleetgraph/shared/contracts/organizations';
import { ACCOUNT_SERVER_MESSAGES, SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { writeAudit } from '../audit/audit.repo';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { Conflict, Forbidden, NotFound } from '../http/errors';
import { newTemporaryPassword, sendInvitation } from '../users/invitations';
import { findUserByEmail, insertUser, updateUserRow } from '../users/users.repo';
import { toOrganizationRecord, toOrganizationUser } from './organization-record';
import { ensureManagesOrganization, ensureOwnOrganization, targetOrganizationId } from './organization-scope';
import {
  deleteOrganizationRow,
  findMemberByEmail,
  findOrganization,
  findOrganizationSummary,
  insertOrganization,
  listMembers,
  listOrganizations,
  setMembersTier,
  updateOrganizationRow,
} from './organizations.repo';

const notFound = () => new NotFound(ACCOUNT_SERVER_MESSAGES.organizationNotFound);

/** The admin's list: every organization account (individuals' own organizations are listed as users). */
export async function listAllOrganizations(deps: Deps): Promise<OrganizationListResponse> {
  const rows = await listOrganizations(deps.db, 'ORGANIZATION');
  return { organizations: rows.map(toOrganizationRecord), total: rows.length };
}

/** One organization; its users only for those who manage them. */
export async function readOrganization(deps: Deps, actor: Actor, id: number): Promise<OrganizationDetail> {
  ensureOwnOrganization(actor, id);
  const summary = await findOrganizationSummary(deps.db, id);
  if (!summary) throw notFound();
  const managesUsers = actor.role === 'ADMIN' || actor.role === 'ORGADMIN';
  const users = managesUsers ? (await listMembers(deps.db, id)).map(toOrganizationUser) : [];
  return { ...toOrganizationRecord(summary), users };
}

/**
 * ADMIN adds an organization with its administrator: the organization and the ORGADMIN account
 * (CREATED, temporary password by email) are created together or not at all.
 */
export async function createOrganization(
  deps: Deps,
  actor: Actor,
  input: AddOrganizationRequest,
): Promise<{ recordCreated: boolean; emailSent: boolean }> {
  const adminEmail = input.adminEmail.toLowerCase();
  if (await findUserByEmail(deps.db, adminEmail)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  const { temporaryPassword, passwordHash } = await newTemporaryPassword();
  try {
    await deps.db.transaction(async (tx) => {
      const organizationId = await insertOrganization(tx, {
        name: input.organization,
        organizationType: 'ORGANIZATION',
        industry: input.industry,
        phone: input.phone,
        adminEmail,
        numUsers: input.numUsers,
        tier: input.tier,
        dossierRequests: input.dossierRequests,
        docRequests: input.docRequests,
        riskAlertRequests: input.riskAlertRequests,
        updateInfoRequests: input.updateInfoRequests,
        tradeDataRequests: input.tradeDataRequests,
      });
      const admin = await insertUser(tx, {
        email: adminEmail,
        passwordHash,
        status: 'CREATED',
        role: 'ORGADMIN',
        tier: input.tier,
        firstName: input.adminFirstName,
        lastName: input.adminLastName,
        industry: input.industry,
        organizationId,
      });
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'organization.created',
        target: `organization:${organizationId}`,
        details: { name: input.organization, adminUserId: admin.id, tier: input.tier, numUsers: input.numUsers },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
    throw error;
  }
  const emailSent = await sendInvitation(deps, {
    email: adminEmail,
    firstName: input.adminFirstName,
    organization: input.organization,
    temporaryPassword,
  });
  return { recordCreated: true, emailSent };
}

/**
 * ADMIN edits any organization; its ORGADMIN edits its name, phone and industry. A new admin email
 * moves the administrator's sign-in with it, and a new tier reaches every member, in one transaction.
 */
export async function updateOrganization(
  deps: Deps,
  actor: Actor,
  id: number,
  input: UpdateOrganizationRequest,
): Promise<{ orgUpdated: boolean }> {
  ensureManagesOrganization(actor, id);
  const changed = (Object.keys(input) as (keyof UpdateOrganizationRequest)[]).filter((key) => input[key] !== undefined);
  const isOrgAdminField = (key: string) => (ORGADMIN_ORGANIZATION_FIELDS as readonly string[]).includes(key);
  if (actor.role !== 'ADMIN' && changed.some((key) => !isOrgAdminField(key))) {
    throw new Forbidden(SERVER_MESSAGES.adminOnly);
  }
  const organization = await findOrganization(deps.db, id);
  if (!organization) throw notFound();
  const newAdminEmail = input.adminEmail?.toLowerCase();
  const movesAdminEmail = newAdminEmail !== undefined && newAdminEmail !== organization.adminEmail.toLowerCase();
  if (movesAdminEmail) {
    const holder = await findUserByEmail(deps.db, newAdminEmail);
    if (holder) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  }
  const { organization: name, adminEmail: _adminEmail, ...rest } = input;
  try {
    await deps.db.transaction(async (tx) => {
      if (movesAdminEmail) {
        const administrator = await findMemberByEmail(tx, id, organization.adminEmail);
        if (administrator) await updateUserRow(tx, administrator.id, { email: newAdminEmail });
      }
      await updateOrganizationRow(tx, id, { ...rest, name, ...(movesAdminEmail ? { adminEmail: newAdminEmail } : {}) });
      if (input.tier && input.tier !== organization.tier) await setMembersTier(tx, id, input.tier);
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'organization.updated',
        target: `organization:${id}`,
        details: { fields: changed },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
    throw error;
  }
  return { orgUpdated: true };
}

/** ADMIN deletes an organization, and with it every user it has. */
export async function deleteOrganization(deps: Deps, actor: Actor, id: number): Promise<{ orgRemoved: boolean }> {
  const summary = await findOrganizationSummary(deps.db, id);
  if (!summary) throw notFound();
  await deps.db.transaction(async (tx) => {
    await deleteOrganizationRow(tx, id);
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: 'organization.deleted',
      target: `organization:${id}`,
      details: { name: summary.organization.name, users: summary.userCount },
    });
  });
  return { orgRemoved: true };
}

/** The five request credits of the caller's organization, or of the one ADMIN names. */
export async function readCredit(deps: Deps, actor: Actor, named: number | undefined): Promise<CreditResponse> {
  const id = targetOrganizationId(actor, named);
  const organization = await findOrganization(deps.db, id);
  if (!organization) throw notFound();
  return {
    organizationid: organization.id,
    dossierRequests: organization.dossierRequests,
    docRequests: organization.docRequests,
    riskAlertRequests: organization.riskAlertRequests,
    updateInfoRequests: organization.updateInfoRequests,
    tradeDataRequests: organization.tradeDataRequests,
  };
}
