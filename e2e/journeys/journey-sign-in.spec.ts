import { expect, test } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { E2E_JWT_SECRET } from '../support/e2e-settings';
import { acceptDisclaimer, acceptDisclaimerIfShown, admin, createActiveIndividual, createCreatedIndividual, signIn } from '../support/accounts';

test('the admin signs in and sees the admin menu without the analytical request link', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/home$/);
  // Other specs sign the shared admin in too; new accounts' disclaimer is asserted in sign-up.
  await acceptDisclaimerIfShown(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const item of ['Admin', 'Search', 'Networks', 'Resources']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Analytical Request' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the server message, and empty fields show the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
  await page.getByRole('textbox', { name: 'Email', exact: true }).blur();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('');
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor is sent to login and comes back to the page it wanted', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Lena');
  await page.goto('/resources');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/resources$/);
});

test('an expired token signs the user out at the next route change', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Omar');
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await acceptDisclaimer(page);

  const token = await page.evaluate(() => localStorage.getItem('fleetgraph.token'));
  const claims = decodeJwt(token!);
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate((value) => localStorage.setItem('fleetgraph.token', value), expired);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('fleetgraph.token'))).toBeNull();
});

test('a CREATED user cannot reach /search and is kept on the password page', async ({ page, request }) => {
  const user = await createCreatedIndividual(request, 'Sven');
  await signIn(page, user.email, user.temporaryPassword);
  await expect(page).toHaveURL(/\/require-change-password$/);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/require-change-password$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/require-change-password$/);
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
});

test('a 401 from the server signs the user out, as when the password was changed elsewhere', async ({
  page,
  request,
}) => {
  const user = await createActiveIndividual(request, 'Ines');
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Ines' })).toBeVisible();

  const login = await request.post('/api/uaa/v1/login', { data: { email: user.email, password: user.password } });
  const { jwt } = await login.json();
  const change = await request.put('/api/uaa/v1/password', {
    data: { oldPassword: user.password, newPassword: 'changed-elsewhere' },
    headers: { authorization: `Bearer ${jwt}` },
  });
  expect(change.status()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
});
