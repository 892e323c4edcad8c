import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../deps';
import { billingRoutes } from './billing.routes';
import type { Billing } from './billing.service';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-checkout.routes';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { settleDueSandboxSubscriptions } from './sandbox/sandbox-renewals';
import { createStripeClient, createStripeProvider } from './stripe/stripe-provider';
import { stripeWebhookRoutes } from './stripe/stripe-webhook.routes';

/** How often the sandbox looks for plans whose period has ended (renewals and ends). */
const SANDBOX_SETTLE_INTERVAL_MS = 60_000;

/**
 * Billing with the provider the settings choose: Stripe (its webhook) when STRIPE_* are set,
 * otherwise the built-in sandbox (its hosted pages and its clock).
 */
export const billingModule: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  const settings = deps.config.billing;
  if (settings.provider === 'stripe') {
    const stripe = createStripeClient(settings);
    const billing: Billing = { deps, provider: createStripeProvider(settings, stripe) };
    await app.register(billingRoutes, { prefix: '/api/uaa/v1', billing });
    await app.register(stripeWebhookRoutes, { billing, stripe, webhookSecret: settings.webhookSecret });
    return;
  }

  const billing: Billing = {
    deps,
    provider: createSandboxProvider({
      db: deps.db,
      publicUrl: deps.config.publicUrl,
      amounts: { TIER_2: settings.tier2Amount, TIER_3: settings.tier3Amount },
    }),
  };
  await app.register(billingRoutes, { prefix: '/api/uaa/v1', billing });
  await app.register(sandboxCheckoutRoutes, { billing });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      settleDueSandboxSubscriptions(deps.db).catch((error: unknown) => app.log.error({ err: error }, 'sandbox renewals failed'));
    }, SANDBOX_SETTLE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
