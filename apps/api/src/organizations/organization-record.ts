import type { OrganizationType, RoleName, Tier, UserStatus } from '@fleetgraph/shared/constants';
import type { OrganizationRecord, OrganizationUser } from '@fleetgraph/shared/contracts/organizations';
import type { users } from '../db/schema';
import type { OrganizationSummary } from './organizations.repo';

/** The organization as the spec's clients read it (spec section 3, Organization). */
export function toOrganizationRecord({ organization, userCount, adminName }: OrganizationSummary): OrganizationRecord {
  return {
    organizationid: organization.id,
    organization: organization.name,
    organizationType: organization.organizationType as OrganizationType,
    industry: organization.industry,
    numUsers: organization.numUsers,
    adminEmail: organization.adminEmail,
    adminName,
    phone: organization.phone,
    tier: organization.tier as Tier,
    userCount,
    dossierRequests: organization.dossierRequests,
    docRequests: organization.docRequests,
    riskAlertRequests: organization.riskAlertRequests,
    updateInfoRequests: organization.updateInfoRequests,
    tradeDataRequests: organization.tradeDataRequests,
    createdAt: organization.createdAt.toISOString(),
    updatedAt: organization.updatedAt.toISOString(),
  };
}

/** A user of an organization (spec section 3, Organization user). */
export function toOrganizationUser(user: typeof users.$inferSelect): OrganizationUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    title: user.title,
    country: user.country,
    phone: user.phone,
    role: user.role as RoleName,
    status: user.status as UserStatus,
    organizationid: user.organizationId ?? 0,
    createdAt: user.createdAt.toISOString(),
  };
}
