import type { Tier } from '../constants';

export interface Plan {
  tier: Extract<Tier, 'TIER_1' | 'TIER_2' | 'TIER_3'>;
  name: string;
  /** Set for the free plan only; paid prices come from GET /api/uaa/v1/tier/price/{tier}. */
  fixedMonthlyPrice: number | null;
  features: string[];
}

/** The plans per month of spec section 9, in the order the plan picker shows them. */
export const PLANS: Plan[] = [
  {
    tier: 'TIER_1',
    name: 'Basic',
    fixedMonthlyPrice: 0,
    features: ['Limited fleet access', 'Limited risk alerts'],
  },
  {
    tier: 'TIER_2',
    name: 'Advanced',
    fixedMonthlyPrice: null,
    features: [
      'Fleet access',
      'Risk alerts',
      'Documentation 30/year',
      'Data updates 3 networks/year',
      'Conditional API access',
      'Trade data analysis 3 companies/year',
    ],
  },
  {
    tier: 'TIER_3',
    name: 'Pro',
    fixedMonthlyPrice: null,
    features: [
      'Risk alert update requests 5/year',
      'Unlimited documentation',
      'Data updates 10 networks/year',
      'Conditional API access',
      '3 dossiers/year',
      'Trade data analysis 10 companies/year',
    ],
  },
];

export const planFor = (tier: string): Plan | undefined => PLANS.find((plan) => plan.tier === tier);
