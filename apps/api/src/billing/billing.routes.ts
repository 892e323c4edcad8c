import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionResponse,
  checkoutSessionParams,
  checkoutSessionRequest,
  checkoutSessionResponse,
  checkoutSessionStatusResponse,
  checkoutSetupResponse,
  invoiceListResponse,
  nextPaymentResponse,
  paymentMethodRecord,
  tierPriceParams,
  tierPriceResponse,
  updatePaymentRequest,
  updatePaymentResponse,
} from '@fleetgraph/shared/contracts/billing';
import { actorOf, authenticate } from '../http/authenticate';
import {
  cancelPlan,
  changeCard,
  checkoutSetup,
  confirmCheckout,
  listInvoices,
  readCard,
  readNextPayment,
  readTierPrice,
  startCheckout,
  type Billing,
} from './billing.service';

/** Spec section 7, Payment, and tier/price/{tier}. A double colon is a literal ':' in a Fastify path. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  const signedIn = authenticate(billing.deps);

  app.get(
    '/checkout-session::setup',
    { preHandler: signedIn, schema: { response: { 200: checkoutSetupResponse } } },
    () => checkoutSetup(billing),
  );

  app.post(
    '/checkout-session',
    { preHandler: signedIn, schema: { body: checkoutSessionRequest, response: { 200: checkoutSessionResponse } } },
    (request) => startCheckout(billing, actorOf(request), request.body.priceId),
  );

  app.get(
    '/checkout-session/:id',
    { preHandler: signedIn, schema: { params: checkoutSessionParams, response: { 200: checkoutSessionStatusResponse } } },
    (request) => confirmCheckout(billing, actorOf(request), request.params.id),
  );

  app.get(
    '/tier/price/:tier',
    { preHandler: signedIn, schema: { params: tierPriceParams, response: { 200: tierPriceResponse } } },
    (request) => readTierPrice(billing, request.params.tier),
  );

  app.get(
    '/nextpaymentdetail',
    { preHandler: signedIn, schema: { response: { 200: nextPaymentResponse } } },
    (request) => readNextPayment(billing, actorOf(request)),
  );

  app.get(
    '/user/invoice',
    { preHandler: signedIn, schema: { response: { 200: invoiceListResponse } } },
    (request) => listInvoices(billing, actorOf(request)),
  );

  app.get(
    '/user/card',
    { preHandler: signedIn, schema: { response: { 200: paymentMethodRecord } } },
    (request) => readCard(billing, actorOf(request)),
  );

  app.post(
    '/user/update/payment',
    { preHandler: signedIn, schema: { body: updatePaymentRequest, response: { 200: updatePaymentResponse } } },
    async (request) => ({
      recordUpdated: true,
      card: await changeCard(billing, actorOf(request), request.body.paymentMethodId),
    }),
  );

  app.post(
    '/user/subscription::cancel',
    { preHandler: signedIn, schema: { response: { 200: cancelSubscriptionResponse } } },
    async (request) => ({ recordUpdated: true, ...(await cancelPlan(billing, actorOf(request))) }),
  );
};
