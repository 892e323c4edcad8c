import {
  INDIVIDUAL_TIER_LABELS,
  ORGANIZATION_TIER_LABELS,
  TIERS,
  type OrganizationType,
  type Tier,
} from '@fleetgraph/shared/constants';

/** The tier's label as its kind of account names it (spec section 6, the two label tables). */
export function tierLabel(tier: Tier, accountType: OrganizationType): string {
  return accountType === 'ORGANIZATION' ? ORGANIZATION_TIER_LABELS[tier] : INDIVIDUAL_TIER_LABELS[tier];
}

export function tierOptions(accountType: OrganizationType, tiers: readonly Tier[] = TIERS) {
  return tiers.map((tier) => ({ value: tier, label: tierLabel(tier, accountType) }));
}
