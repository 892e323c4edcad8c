import type { CheckoutSessionResponse, CheckoutSessionStatus, CheckoutSetup } from '@fleetgraph/shared/contracts/billing';
import { apiFetch } from '../../lib/api-client';

export const fetchCheckoutSetup = () => apiFetch<CheckoutSetup>('/api/uaa/v1/checkout-session:setup');

export const createCheckoutSession = (priceId: string) =>
  apiFetch<CheckoutSessionResponse>('/api/uaa/v1/checkout-session', { method: 'POST', body: { priceId } });

/** The return's check: the server asks the provider and applies a paid session (once). */
export const fetchCheckoutSession = (sessionId: string) =>
  apiFetch<CheckoutSessionStatus>(`/api/uaa/v1/checkout-session/${encodeURIComponent(sessionId)}`);
