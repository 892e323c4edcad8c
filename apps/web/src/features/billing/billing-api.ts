import type {
  CheckoutSetup,
  InvoiceList,
  NextPayment,
  PaymentMethodRecord,
  SandboxCardRequest,
} from '@fleetgraph/shared/contracts/billing';
import { ApiError, apiFetch } from '../../lib/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  setup: ['billing', 'setup'] as const,
  card: ['billing', 'card'] as const,
  invoices: ['billing', 'invoices'] as const,
  nextPayment: ['billing', 'next-payment'] as const,
};

export const fetchCheckoutSetup = () => apiFetch<CheckoutSetup>('/api/uaa/v1/checkout-session:setup');

export const fetchInvoices = () => apiFetch<InvoiceList>('/api/uaa/v1/user/invoice');

export const fetchNextPayment = () => apiFetch<NextPayment>('/api/uaa/v1/nextpaymentdetail');

/** The card on file, or null when there is none yet (the server answers 404). */
export async function fetchCard(): Promise<PaymentMethodRecord | null> {
  try {
    return await apiFetch<PaymentMethodRecord>('/api/uaa/v1/user/card');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const updatePaymentMethod = (paymentMethodId: string) =>
  apiFetch<{ recordUpdated: boolean; card: PaymentMethodRecord }>('/api/uaa/v1/user/update/payment', {
    method: 'POST',
    body: { paymentMethodId },
  });

/** The sandbox's card element: the card becomes a payment method id, as Stripe.js makes one. */
export const createSandboxPaymentMethod = (card: SandboxCardRequest) =>
  apiFetch<{ id: string }>('/api/sandbox/v1/payment-methods', { method: 'POST', body: card });

export const cancelPlan = () =>
  apiFetch<{ recordUpdated: boolean; endsAt: number | null }>('/api/uaa/v1/user/subscription:cancel', { method: 'POST' });
