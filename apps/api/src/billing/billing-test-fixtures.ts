import { expect } from 'vitest';
import { call, createActiveIndividual, type TestApp } from '../../test/test-app';

/** The user asks for the tier through the requests API and the admin approves it. */
export async function approveTier(
  test: TestApp,
  adminToken: string,
  user: { email: string; token: string },
  tier: 'TIER_2' | 'TIER_3',
): Promise<void> {
  const asked = await call(test.app, 'POST', '/api/uaa/v1/roles/upgrade-requests', {
    token: user.token,
    body: { applicantEmail: user.email, desiredRole: tier, applicationMessage: 'We trace the owners of reefers.' },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const approved = await call(test.app, 'PUT', `/api/uaa/v1/roles/upgrade-requests/${asked.json<{ id: number }>().id}:approve`, {
    token: adminToken,
    body: {},
  });
  expect(approved.statusCode, approved.body).toBe(200);
}

/** An ACTIVE individual (on the trial tier) whose upgrade to the tier is approved, waiting to pay. */
export async function approvedIndividual(test: TestApp, adminToken: string, tier: 'TIER_2' | 'TIER_3' = 'TIER_2') {
  const user = await createActiveIndividual(test);
  await approveTier(test, adminToken, user, tier);
  return user;
}

export async function me(test: TestApp, token: string) {
  return (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token })).json<{
    tier: string;
    role: number;
    highestApprovedTier: number | null;
    organizationId: number;
  }>();
}

export async function checkoutSetup(test: TestApp, token: string) {
  return (await call(test.app, 'GET', '/api/uaa/v1/checkout-session:setup', { token })).json<{
    provider: string;
    publishableKey: string;
    tier2Price: string;
    tier3Price: string;
  }>();
}

export async function startCheckout(test: TestApp, token: string, priceId: string) {
  const response = await call(test.app, 'POST', '/api/uaa/v1/checkout-session', { token, body: { priceId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sessionId: string; url: string }>();
}
