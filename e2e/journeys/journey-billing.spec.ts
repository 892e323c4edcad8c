import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { format } from 'date-fns';
import { acceptDisclaimer, admin, createActiveIndividual, signIn } from '../support/accounts';

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/uaa/v1/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { jwt: string }).jwt;
}

/** The user asks for the tier and the admin approves it, through the requests API. */
async function askAndApprove(request: APIRequestContext, user: { email: string; password: string }, tier: 'TIER_2' | 'TIER_3') {
  const userToken = await tokenFor(request, user.email, user.password);
  const asked = await request.post('/api/uaa/v1/roles/upgrade-requests', {
    headers: { authorization: `Bearer ${userToken}` },
    data: { applicantEmail: user.email, desiredRole: tier, applicationMessage: 'Our newsroom follows reefer ownership.' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { id } = (await asked.json()) as { id: number };
  const adminToken = await tokenFor(request, admin.email, admin.password);
  const approved = await request.put(`/api/uaa/v1/roles/upgrade-requests/${id}:approve`, {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {},
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

async function signInFresh(page: Page, user: { email: string; password: string }) {
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/home$/);
  await acceptDisclaimer(page);
}

async function fillCheckout(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: 'Subscribe to Philanthropic Tier' })).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

test('an individual approved for Tier 2 pays by card, becomes Tier 2 and sees the invoice and card on /billing', async ({
  page,
  request,
}) => {
  const user = await createActiveIndividual(request, 'Lucia');
  await askAndApprove(request, user, 'TIER_2');
  await signInFresh(page, user);

  await page.goto('/billing');
  await expect(page.getByText('Billing is available to Tier 2 and Tier 3 users only.', { exact: false })).toBeVisible();
  const approved = page.getByRole('region', { name: 'Approved upgrade' });
  await expect(approved).toContainText('Your upgrade to Philanthropic Tier was approved.');
  await expect(approved).toContainText('$29.00 per month');
  await approved.getByRole('link', { name: 'Pay for Philanthropic Tier' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/cs_sandbox_/);
  await expect(page.getByText('$29.00')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await fillCheckout(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment\?status=success/);
  const dialog = page.getByRole('dialog', { name: 'Payment Success' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('You are now on the Philanthropic Tier.')).toBeVisible();

  await page.getByRole('link', { name: 'Go to Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const card = page.getByRole('region', { name: 'Card', exact: true });
  await expect(card.getByText('Visa')).toBeVisible();
  await expect(card.getByText('•••• 4242')).toBeVisible();
  await expect(card.getByText('Expires 12/2034')).toBeVisible();
  await expect(card.getByText('Lucia Moreau')).toBeVisible();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  for (const column of ['Invoice #', 'Invoice Date', 'Amount', 'Download']) {
    await expect(invoices.getByRole('columnheader', { name: column })).toBeVisible();
  }
  const row = invoices.getByRole('row').nth(1);
  await expect(row).toContainText(/FG-\d{6}/);
  await expect(row).toContainText(format(new Date(), 'MM/dd/yyyy'));
  await expect(row).toContainText('$29.00 USD');
  await expect(row.getByRole('link', { name: /Download invoice/ })).toHaveAttribute('href', /\/sandbox\/invoices\//);
  await expect(page.getByRole('region', { name: 'Next payment' })).toContainText('$29.00 USD on');
  await expect(page.getByRole('region', { name: 'Approved upgrade' })).toHaveCount(0);

  // Change Card: prefilled disabled email and name, card errors beneath the field, then the new card.
  await card.getByRole('button', { name: 'Change Card' }).click();
  const form = page.getByRole('region', { name: 'Change Card' });
  await expect(form.getByLabel('Email', { exact: true })).toBeDisabled();
  await expect(form.getByLabel('Email', { exact: true })).toHaveValue(user.email);
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Lucia Moreau');
  await form.getByLabel('Card number').fill('4242 4242 4242 4241');
  await form.getByRole('button', { name: 'Update Card' }).click();
  await expect(form.getByText('Your card number is invalid.')).toBeVisible();
  await expect(form.getByLabel('Card number')).toBeFocused();
  await form.getByLabel('Card number').fill('5555 5555 5555 4444');
  await form.getByLabel('Expiry').fill('08 / 31');
  await form.getByLabel('CVC').fill('321');
  await form.getByRole('button', { name: 'Update Card' }).click();
  await expect(page.getByText('Your Card details updated sucessfully.')).toBeVisible();
  await expect(page.getByText('Card updated Sucessfully')).toBeVisible();
  await expect(card.getByText('Mastercard')).toBeVisible();
  await expect(card.getByText('•••• 4444')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Card', exact: true }).getByText('•••• 4444')).toBeVisible();
});

test('a declined card shows the error on the checkout and changes nothing', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Tomas');
  await askAndApprove(request, user, 'TIER_2');
  await signInFresh(page, user);

  await page.goto('/payment?tier=2');
  await fillCheckout(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);

  await page.getByRole('link', { name: '← Back to fleetgraph' }).click();
  await expect(page).toHaveURL(/\/payment\?status=canceled/);
  const dialog = page.getByRole('dialog', { name: 'Payment Cancelled' });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { name: 'Canceled' })).toBeVisible();
  await expect(page.getByText('Nothing was charged.')).toBeVisible();

  await page.goto('/billing');
  await expect(page.getByText('You are on the Trial Tier.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Approved upgrade' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
});

test('a tier 1 user cannot open /billing, and the server refuses its billing data', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Kofi');
  const adminToken = await tokenFor(request, admin.email, admin.password);
  const userToken = await tokenFor(request, user.email, user.password);
  const me = (await (await request.get('/api/uaa/v1/users/me', { headers: { authorization: `Bearer ${userToken}` } })).json()) as {
    id: number;
  };
  const toTierOne = await request.put('/api/uaa/v1/users', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { id: me.id, tier: 'TIER_1' },
  });
  expect(toTierOne.status()).toBe(200);
  await signInFresh(page, user);

  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Billing' })).toBeVisible();
  await expect(page.getByText('Billing is available to Tier 2 and Tier 3 users only.', { exact: false })).toBeVisible();
  await expect(page.getByText('You are on the Free Tier.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Card', exact: true })).toHaveCount(0);

  const invoices = await request.get('/api/uaa/v1/user/invoice', { headers: { authorization: `Bearer ${userToken}` } });
  expect(invoices.status()).toBe(403);
  await page.goto('/payment?tier=2');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Your upgrade to Tier 2 has not been approved.');
});
