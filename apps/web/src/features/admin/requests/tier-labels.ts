import { INDIVIDUAL_TIER_LABELS, ORGANIZATION_TIER_LABELS, type Tier } from '@fleetgraph/shared/constants';

/** A tier as the applicant's own screens name it: individuals and organizations have their own labels. */
export function tierLabel(tier: string | null, organizationType: string | null): string {
  if (!tier) return '-';
  const labels = organizationType === 'ORGANIZATION' ? ORGANIZATION_TIER_LABELS : INDIVIDUAL_TIER_LABELS;
  return labels[tier as Tier] ?? tier;
}
