import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { BadRequest } from '../../http/errors';
import type { Billing } from '../billing.service';
import { handleStripeEvent } from './stripe-events';

export const STRIPE_WEBHOOK_PATH = '/api/uaa/v1/webhooks/stripe';

/**
 * Stripe's webhook. The signature covers the exact bytes Stripe sent, so this plugin (and only
 * it) takes JSON bodies raw; an event that does not verify is refused before anything is read.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ billing: Billing; stripe: Stripe; webhookSecret: string }> = async (
  app,
  { billing, stripe, webhookSecret },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, async (request) => {
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new BadRequest('stripe-signature: The webhook signature is missing.');
    }
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(request.body, signature, webhookSecret);
    } catch {
      throw new BadRequest('stripe-signature: The webhook signature does not verify.');
    }
    await handleStripeEvent(billing, event);
    return { received: true };
  });
};
