import { useQueries } from '@tanstack/react-query';
import { formatPrice, type PaidTier } from '@fleetgraph/shared/contracts/billing';
import type { TierPrice } from '@fleetgraph/shared/contracts/billing';
import { apiFetch, errorMessage } from './api-client';

/** GET /api/uaa/v1/tier/price/{tier}: a paid tier's monthly price in minor units. */
export const fetchTierPrice = (tier: 2 | 3) => apiFetch<TierPrice>(`/api/uaa/v1/tier/price/${tier}`);
export const tierPriceKey = (tier: 2 | 3) => ['billing', 'tier-price', tier] as const;

export interface TierPrices {
  /** Monthly prices as shown: minor units divided by 100, two decimals ('29.00'); absent while loading. */
  prices: Partial<Record<PaidTier, string>>;
  /** The same in minor units, as the server answers them. */
  amounts: Partial<Record<PaidTier, number>>;
  isLoading: boolean;
  /** The server's message when a price could not be loaded (spec section 8), else null. */
  error: string | null;
}

/**
 * The paid plans' prices from the server (spec section 9: paid prices come from the server).
 * For the plan picker and anything else that shows what a plan costs.
 */
export function useTierPrices(): TierPrices {
  const [tier2, tier3] = useQueries({
    queries: ([2, 3] as const).map((tier) => ({
      queryKey: tierPriceKey(tier),
      queryFn: () => fetchTierPrice(tier),
      staleTime: 5 * 60_000,
    })),
  });
  const amounts: Partial<Record<PaidTier, number>> = {};
  if (tier2?.data) amounts.TIER_2 = tier2.data.tierPrice;
  if (tier3?.data) amounts.TIER_3 = tier3.data.tierPrice;
  const prices = Object.fromEntries(
    Object.entries(amounts).map(([tier, amount]) => [tier, formatPrice(amount)]),
  ) as Partial<Record<PaidTier, string>>;
  const failed = tier2?.error ?? tier3?.error;
  return {
    prices,
    amounts,
    isLoading: Boolean(tier2?.isPending || tier3?.isPending),
    error: failed ? errorMessage(failed) : null,
  };
}
