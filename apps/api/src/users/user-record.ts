import { TIER_NUMBERS, type RoleName, type Tier, type UserStatus } from '@fleetgraph/shared/constants';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import type { UserWithOrganization } from './users.repo';

const tierNumber = (tier: string | null): number | null => (tier ? (TIER_NUMBERS[tier as Tier] ?? null) : null);

/** The user as the spec's clients read it (spec section 3, User). */
export function toUserRecord({ user, organization }: UserWithOrganization): UserRecord {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    country: user.country,
    phone: user.phone,
    industry: user.industry,
    status: user.status as UserStatus,
    roleName: user.role as RoleName,
    role: user.role === 'ADMIN' ? TIER_NUMBERS.ADMIN : (tierNumber(user.tier) ?? TIER_NUMBERS.TRIAL),
    tier: user.tier as Tier,
    highestApprovedTier: tierNumber(user.approvedTier),
    organizationId: user.organizationId ?? 0,
    orgPayload: organization
      ? {
          organizationid: organization.id,
          organization: organization.name,
          organizationType: organization.organizationType,
          dossierRequests: organization.dossierRequests,
          docRequests: organization.docRequests,
          riskAlertRequests: organization.riskAlertRequests,
          updateInfoRequests: organization.updateInfoRequests,
          tradeDataRequests: organization.tradeDataRequests,
        }
      : null,
    disclaimerAccepted: user.disclaimerAcceptedAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
