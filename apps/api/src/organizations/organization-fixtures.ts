import { eq } from 'drizzle-orm';
import { organizations } from '../db/schema';
import { call, loginAs, type TestApp } from '../../test/test-app';
import { temporaryPasswordIn } from '../../test/smtp-inbox';

/** Fixtures of the organization tests: accounts made through the API, as an administrator makes them. */

let made = 0;
export function uniqueEmail(prefix: string): string {
  made += 1;
  return `${prefix}.${made}.${Date.now()}@example.org`;
}

export const organizationBody = (overrides: Record<string, unknown> = {}) => ({
  organization: `Blue Current Research ${++made}`,
  adminEmail: uniqueEmail('lead'),
  numUsers: 5,
  phone: '442079460000',
  industry: 'NGO',
  tier: 'TIER_2',
  dossierRequests: 3,
  docRequests: 30,
  riskAlertRequests: 5,
  updateInfoRequests: 3,
  tradeDataRequests: 2,
  adminFirstName: 'Ada',
  adminLastName: 'Okafor',
  ...overrides,
});

/** Signs in with the emailed temporary password and sets a password of its own; answers a fresh token. */
export async function completeRegistration(
  test: TestApp,
  email: string,
  temporaryPassword: string,
  password = 'own-password-1',
): Promise<{ token: string; id: number; email: string; password: string }> {
  const createdToken = await loginAs(test.app, email, temporaryPassword);
  const change = await call(test.app, 'POST', `/api/uaa/v1/resetpassword/${encodeURIComponent(email)}`, {
    token: createdToken,
    body: { email, oldPassword: temporaryPassword, newPassword: password },
  });
  if (change.statusCode !== 200) throw new Error(`change password: ${change.body}`);
  const token = await loginAs(test.app, email, password);
  const me = await call(test.app, 'GET', '/api/uaa/v1/users/me', { token });
  return { token, id: me.json<{ id: number }>().id, email, password };
}

/** ADMIN adds an organization; answers its id, the payload and the invitation's temporary password. */
export async function addOrganization(test: TestApp, adminToken: string, overrides: Record<string, unknown> = {}) {
  const body = organizationBody(overrides);
  const response = await call(test.app, 'POST', '/api/uaa/v1/organizations', { token: adminToken, body });
  if (response.statusCode !== 200) throw new Error(`add organization: ${response.body}`);
  const adminEmail = String(body.adminEmail).toLowerCase();
  const invitation = await test.inbox.waitFor(adminEmail);
  const [row] = await test.db.select().from(organizations).where(eq(organizations.adminEmail, adminEmail));
  if (!row) throw new Error('the organization was not stored');
  return { id: row.id, body, adminEmail, invitation, temporaryPassword: temporaryPasswordIn(invitation) };
}

/** An organization with an ACTIVE administrator and an ACTIVE user, each with a token. */
export async function organizationWithUsers(test: TestApp, adminToken: string, overrides: Record<string, unknown> = {}) {
  const organization = await addOrganization(test, adminToken, overrides);
  const orgAdmin = await completeRegistration(test, organization.adminEmail, organization.temporaryPassword);
  const userEmail = uniqueEmail('analyst');
  const added = await call(test.app, 'POST', '/api/uaa/v1/organizations/users', {
    token: orgAdmin.token,
    body: { firstName: 'Tunde', lastName: 'Bello', email: userEmail, title: 'Analyst', country: 'Nigeria', phone: '' },
  });
  if (added.statusCode !== 200) throw new Error(`add organization user: ${added.body}`);
  const orgUser = await completeRegistration(test, userEmail, temporaryPasswordIn(await test.inbox.waitFor(userEmail)));
  return { organizationId: organization.id, organization, orgAdmin, orgUser };
}
