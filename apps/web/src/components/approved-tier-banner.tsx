import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAID_TIER_BY_NUMBER, planLabel } from '@fleetgraph/shared/contracts/billing';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { useTierPrices } from '../lib/tier-prices';

/**
 * Where a user whose upgrade was approved starts paying: says so and leads to /payment?tier=N.
 * Renders nothing when no approved tier waits for payment. For the account page and /billing.
 */
export function ApprovedTierBanner({ user }: { user: UserRecord }) {
  const { prices } = useTierPrices();
  const approved = user.highestApprovedTier;
  const tier = approved === null ? undefined : PAID_TIER_BY_NUMBER[approved];
  if (!tier || user.tier === tier || user.roleName === 'ADMIN' || user.roleName === 'ORGUSER') return null;
  const label = planLabel(user.roleName, tier);
  const price = prices[tier];
  return (
    <section aria-label="Approved upgrade">
      <Alert color="green" variant="light" title="Your upgrade was approved">
        <Group justify="space-between" align="center" gap="md">
          <Text size="sm">
            Your upgrade to {label} was approved. Pay by card to start it{price ? `: $${price} per month` : ''}.
          </Text>
          <Button component={Link} to={`/payment?tier=${approved}`} color="green">
            Pay for {label}
          </Button>
        </Group>
      </Alert>
    </section>
  );
}
