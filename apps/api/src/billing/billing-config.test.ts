import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';

const stripeSettings = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_TIER2_PRICE: 'price_2',
  STRIPE_TIER3_PRICE: 'price_3',
};

describe('choosing the payment provider', () => {
  it('uses the sandbox with its default prices when no STRIPE_* setting is given', () => {
    expect(readConfig({}).billing).toEqual({ provider: 'sandbox', tier2Amount: 2900, tier3Amount: 9900 });
    expect(readConfig({ SANDBOX_TIER2_PRICE: '1500' }).billing).toMatchObject({ tier2Amount: 1500 });
  });

  it('uses Stripe when every STRIPE_* setting is given', () => {
    expect(readConfig(stripeSettings).billing).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
      tier2PriceId: 'price_2',
      tier3PriceId: 'price_3',
      apiUrl: undefined,
    });
  });

  it('refuses some STRIPE_* settings without the others, naming what is missing', () => {
    const { STRIPE_WEBHOOK_SECRET: _missing, ...partial } = stripeSettings;
    expect(() => readConfig(partial)).toThrow(/Stripe needs STRIPE_WEBHOOK_SECRET as well/);
    expect(() => readConfig({ ...stripeSettings, STRIPE_API_URL: 'not a url' })).toThrow(/STRIPE_API_URL must be a URL/);
  });
});
