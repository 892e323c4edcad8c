import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from './e2e-settings';
import { temporaryPasswordIn, waitForMail } from './mailbox';

let created = 0;

export function uniqueEmail(prefix: string): string {
  created += 1;
  return `${prefix}.${Date.now()}.${created}@example.org`.toLowerCase();
}

async function postJson(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const response = await request.post(url, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** An individual whose sign-up is done (through the API), still CREATED, with its emailed password. */
export async function createCreatedIndividual(request: APIRequestContext, firstName = 'Iris') {
  const email = uniqueEmail(firstName.toLowerCase());
  await postJson(request, '/api/uaa/v1/register', {
    firstName,
    lastName: 'Moreau',
    title: 'Investigator',
    email,
    phone: '',
    country: 'France',
    industry: 'Media',
  });
  const temporaryPassword = temporaryPasswordIn(await waitForMail(email));
  return { email, temporaryPassword, firstName };
}

/** An ACTIVE individual with a password of its own. */
export async function createActiveIndividual(request: APIRequestContext, firstName = 'Iris') {
  const user = await createCreatedIndividual(request, firstName);
  const { jwt } = await postJson(request, '/api/uaa/v1/login', { email: user.email, password: user.temporaryPassword });
  const password = 'e2e-own-password';
  await postJson(
    request,
    `/api/uaa/v1/resetpassword/${encodeURIComponent(user.email)}`,
    { email: user.email, oldPassword: user.temporaryPassword, newPassword: password },
    jwt,
  );
  return { email: user.email, password, firstName };
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function acceptDisclaimer(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await dialog.getByLabel('I have read and understood this disclaimer').check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
}

export const admin = E2E_ADMIN;

/** Accepts the disclaimer when the user has not yet: it shows once per user, and a run may have accepted it. */
export async function acceptDisclaimerIfShown(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  const isAccepted = await page.evaluate(async () => {
    const token = localStorage.getItem('fleetgraph.token');
    const response = await fetch('/api/uaa/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { disclaimerAccepted: boolean }).disclaimerAccepted;
  });
  if (isAccepted) return;
  const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
  await dialog.getByLabel('I have read and understood this disclaimer').check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();
}
