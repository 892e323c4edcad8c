import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutSessionParams,
  planLabel,
  sandboxCardRequest,
  sandboxPaymentMethodResponse,
} from '@fleetgraph/shared/contracts/billing';
import type { Tier } from '@fleetgraph/shared/constants';
import { actorOf, authenticate } from '../../http/authenticate';
import { findUserById } from '../../users/users.repo';
import { findCheckoutSession, findSubscription } from '../billing.repo';
import type { Billing } from '../billing.service';
import { checkoutReturnUrls, SESSION_ID_PLACEHOLDER } from '../return-urls';
import {
  createSandboxPaymentMethod,
  isSessionExpired,
  paySandboxCheckout,
  type SandboxCard,
} from './sandbox-checkout.service';
import { invoiceNumberOf } from './sandbox-provider';
import { findInvoiceByToken } from './sandbox.repo';
import {
  renderCheckoutPage,
  renderInvoicePage,
  renderMessagePage,
  SANDBOX_PAGE_HEADERS,
  type CardField,
  type CheckoutPageView,
} from './sandbox-pages';

const CARD_FIELDS: CardField[] = ['number', 'expiry', 'cvc', 'name'];
const formBody = z.record(z.string(), z.string());

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).headers(SANDBOX_PAGE_HEADERS).send(html);
}

/** The sandbox provider's hosted pages (checkout, invoices) and its card element's call. */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, { billing }) => {
  const { deps } = billing;
  const urls = checkoutReturnUrls(deps.config.publicUrl);
  const home = { href: `${deps.config.publicUrl}/account`, label: 'Back to fleetgraph' };

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The checkout page's view of a session, or the page that says why it cannot be paid. */
  async function checkoutView(sessionId: string): Promise<{ view: CheckoutPageView } | { status: number; html: string }> {
    const session = await findCheckoutSession(deps.db, sessionId);
    const user = session?.provider === 'sandbox' ? await findUserById(deps.db, session.userId) : undefined;
    if (!session || !user) {
      return { status: 404, html: renderMessagePage('Checkout not found', 'This checkout link is not valid.', home) };
    }
    if (session.status === 'complete') {
      const success = urls.successUrl.replace(SESSION_ID_PLACEHOLDER, session.id);
      return { status: 200, html: renderMessagePage('Already paid', 'This checkout has been paid.', { href: success, label: 'Continue' }) };
    }
    if (isSessionExpired(session)) {
      return {
        status: 410,
        html: renderMessagePage('Checkout expired', 'This checkout has expired. Please start again from fleetgraph.', {
          href: urls.cancelUrl,
          label: 'Back to fleetgraph',
        }),
      };
    }
    return {
      view: {
        sessionId: session.id,
        planLabel: planLabel(user.role, session.tier as Tier),
        amount: session.amount,
        currency: session.currency,
        email: user.email,
        cancelUrl: urls.cancelUrl,
        values: { name: `${user.firstName} ${user.lastName}`.trim() },
        errors: {},
      },
    };
  }

  app.get('/sandbox/checkout/:id', { schema: { params: checkoutSessionParams } }, async (request, reply) => {
    const found = await checkoutView(request.params.id);
    if (!('view' in found)) return sendPage(reply, found.status, found.html);
    return sendPage(reply, 200, renderCheckoutPage(found.view));
  });

  app.post('/sandbox/checkout/:id', { schema: { params: checkoutSessionParams, body: formBody } }, async (request, reply) => {
    const session = await findCheckoutSession(deps.db, request.params.id);
    // Submitted again (a double click, the back button): it was paid once, and that is all.
    if (session?.provider === 'sandbox' && session.status === 'complete') {
      return reply.redirect(urls.successUrl.replace(SESSION_ID_PLACEHOLDER, session.id), 303);
    }
    const found = await checkoutView(request.params.id);
    if (!('view' in found)) return sendPage(reply, found.status, found.html);
    const values = Object.fromEntries(CARD_FIELDS.map((name) => [name, request.body[name] ?? '']));
    const view = { ...found.view, values };
    const parsed = sandboxCardRequest.safeParse({ ...values, email: found.view.email });
    if (!parsed.success) {
      const errors: CheckoutPageView['errors'] = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as CardField;
        errors[name] ??= issue.message;
      }
      return sendPage(reply, 400, renderCheckoutPage({ ...view, errors }));
    }
    const payment = await paySandboxCheckout(billing, request.params.id, parsed.data as SandboxCard);
    if (payment.kind === 'paid') return reply.redirect(payment.redirectUrl, 303);
    if (payment.kind === 'declined') {
      return sendPage(reply, 402, renderCheckoutPage({ ...view, errors: { number: payment.message }, formError: payment.message }));
    }
    return sendPage(reply, 410, renderMessagePage('Checkout expired', 'This checkout has expired.', home));
  });

  app.get(
    '/sandbox/invoices/:token',
    { schema: { params: z.object({ token: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const invoice = await findInvoiceByToken(deps.db, request.params.token);
      const user = invoice ? await findUserById(deps.db, invoice.userId) : undefined;
      if (!invoice?.paidAt || !user) {
        return sendPage(reply, 404, renderMessagePage('Invoice not found', 'This invoice link is not valid.', home));
      }
      const subscription = invoice.subscriptionId ? await findSubscription(deps.db, invoice.subscriptionId) : undefined;
      return sendPage(
        reply,
        200,
        renderInvoicePage({
          invoiceNumber: invoiceNumberOf(invoice),
          paidAt: invoice.paidAt,
          periodStart: invoice.periodStart,
          periodEnd: invoice.periodEnd,
          amount: invoice.amountPaid,
          currency: invoice.currency,
          planLabel: `fleetgraph ${planLabel(user.role, (subscription?.tier ?? user.tier) as Tier)}`,
          customerName: `${user.firstName} ${user.lastName}`.trim(),
          customerEmail: user.email,
        }),
      );
    },
  );

  app.post(
    '/api/sandbox/v1/payment-methods',
    {
      preHandler: authenticate(deps),
      schema: { body: sandboxCardRequest, response: { 200: sandboxPaymentMethodResponse } },
    },
    (request) => createSandboxPaymentMethod(billing, actorOf(request), request.body as SandboxCard),
  );
};
