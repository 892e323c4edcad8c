import type { UpgradeRequestRecord, UpgradeStatus } from '@fleetgraph/shared/contracts/requests';
import type { UpgradeRequestWithApplicant } from './upgrade.repo';

/** A tier request as the spec's clients read it (spec section 3, Tier upgrade request). */
export function toUpgradeRecord({ request, email, tier, organizationType }: UpgradeRequestWithApplicant): UpgradeRequestRecord {
  return {
    id: request.id,
    applicantEmail: email,
    desiredRole: request.desiredRole,
    applicationMessage: request.applicationMessage,
    startDate: request.startDate,
    currentTier: tier,
    organizationType,
    status: request.status as UpgradeStatus,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
