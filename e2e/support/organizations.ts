import { expect, type APIRequestContext } from '@playwright/test';
import { admin, uniqueEmail } from './accounts';
import { temporaryPasswordIn, waitForMail } from './mailbox';

/** Organization accounts made through the API, as the admin console makes them. */

async function call(request: APIRequestContext, method: 'POST' | 'PUT', url: string, data: unknown, token?: string) {
  const response = await request.fetch(url, {
    method,
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

async function tokenOf(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { jwt } = await call(request, 'POST', '/api/uaa/v1/login', { email, password });
  return jwt as string;
}

/** Signs in with the emailed temporary password and sets `password`; answers a fresh token. */
async function completeRegistration(request: APIRequestContext, email: string, password: string): Promise<string> {
  const temporaryPassword = temporaryPasswordIn(await waitForMail(email));
  const createdToken = await tokenOf(request, email, temporaryPassword);
  await call(
    request,
    'POST',
    `/api/uaa/v1/resetpassword/${encodeURIComponent(email)}`,
    { email, oldPassword: temporaryPassword, newPassword: password },
    createdToken,
  );
  return tokenOf(request, email, password);
}

export interface OrganizationAccounts {
  name: string;
  orgAdmin: { email: string; password: string; firstName: string; lastName: string };
  orgUser: { email: string; password: string; firstName: string; lastName: string };
}

/** An organization with an ACTIVE administrator and an ACTIVE user, both with their own passwords. */
export async function createOrganizationWithUser(request: APIRequestContext, name: string): Promise<OrganizationAccounts> {
  const adminToken = await tokenOf(request, admin.email, admin.password);
  const password = 'e2e-own-password';
  const orgAdmin = { email: uniqueEmail('orgadmin'), password, firstName: 'Amara', lastName: 'Diallo' };
  await call(
    request,
    'POST',
    '/api/uaa/v1/organizations',
    {
      organization: name,
      adminEmail: orgAdmin.email,
      adminFirstName: orgAdmin.firstName,
      adminLastName: orgAdmin.lastName,
      numUsers: 5,
      phone: '221338211234',
      industry: 'NGO',
      tier: 'TIER_2',
      dossierRequests: 3,
      docRequests: 30,
      riskAlertRequests: 5,
      updateInfoRequests: 3,
      tradeDataRequests: 2,
    },
    adminToken,
  );
  const orgAdminToken = await completeRegistration(request, orgAdmin.email, password);
  const orgUser = { email: uniqueEmail('orguser'), password, firstName: 'Moussa', lastName: 'Faye' };
  await call(
    request,
    'POST',
    '/api/uaa/v1/organizations/users',
    { firstName: orgUser.firstName, lastName: orgUser.lastName, email: orgUser.email, title: 'Analyst', country: 'Senegal' },
    orgAdminToken,
  );
  await completeRegistration(request, orgUser.email, password);
  return { name, orgAdmin, orgUser };
}

