import { expect, test } from '@playwright/test';
import { admin, createActiveIndividual, signIn } from '../support/accounts';
import { acceptDisclaimerIfShown } from '../support/accounts';
import { createOrganizationWithUser } from '../support/organizations';

test('an organization user sees the organization view of the account, without managing it', async ({ page, request }) => {
  const organization = await createOrganizationWithUser(request, `Longline Observers ${Date.now()}`);
  await signIn(page, organization.orgUser.email, organization.orgUser.password);
  await expect(page).toHaveURL(/\/home$/);
  await acceptDisclaimerIfShown(page);
  await page.goto('/account');

  const credits = page.getByLabel('Request credits');
  for (const [label, value] of [
    ['Dossier Requests', '3'],
    ['Doc Requests', '30'],
    ['Risk Alert', '5'],
    ['Info Update', '3'],
    ['Trade Data', '2'],
  ] as const) {
    await expect(credits.getByText(label, { exact: true })).toBeVisible();
    await expect(credits.getByText(value, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Subscription' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tutorial' })).toContainText('Search by IMO number');

  await expect(page.getByRole('tab', { name: 'My Account', selected: true })).toBeVisible();
  const info = page.getByRole('table', { name: 'Account info' });
  await expect(info).toContainText('Moussa');
  await expect(info).toContainText(organization.orgUser.email);
  await expect(page.getByRole('button', { name: 'Update Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();

  await page.getByRole('tab', { name: 'My Organization' }).click();
  const details = page.getByRole('table', { name: 'My organization' });
  await expect(details).toContainText(organization.name);
  await expect(details).toContainText('+221338211234');
  await expect(details).toContainText('NGO');
  await expect(details).toContainText('Amara Diallo');
  await expect(details).toContainText(organization.orgAdmin.email);
  await expect(page.getByRole('button', { name: 'Update Organization' })).toHaveCount(0);
});

test('an individual updates the account and changes the password from the account page', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Keiko');
  await signIn(page, user.email, user.password);
  await acceptDisclaimerIfShown(page);
  await page.goto('/account');

  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByTestId('plan-label')).toHaveText('Trial Tier');
  await expect(subscription).toContainText('1 User');
  await expect(page.getByLabel('Request credits')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'My Organization' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Update Account' }).click();
  const update = page.getByRole('dialog', { name: 'Update Account' });
  await update.getByRole('textbox', { name: 'Last Name' }).fill('');
  await update.getByRole('textbox', { name: 'Last Name' }).blur();
  await expect(update.getByText('Last Name is required')).toBeVisible();
  await update.getByRole('textbox', { name: 'Last Name' }).fill('Tanaka');
  await update.getByRole('textbox', { name: 'Title' }).fill('Supply chain analyst');
  await update.getByRole('textbox', { name: 'Phone' }).fill('81335550000');
  await update.getByRole('button', { name: 'Update Account' }).click();
  await expect(page.getByText('User details updated successfully.')).toBeVisible();
  const info = page.getByRole('table', { name: 'Account info' });
  await expect(info).toContainText('Tanaka');
  await expect(info).toContainText('Supply chain analyst');
  await expect(info).toContainText('+81335550000');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = page.getByRole('dialog', { name: 'Change Password' });
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText('Old Password is required')).toBeVisible();
  await expect(change.getByText('New Password is required')).toBeVisible();
  await change.getByLabel('Old Password').fill(user.password);
  await change.getByLabel('New Password', { exact: true }).fill('keiko-second-password');
  await change.getByLabel('Confirm New Password').fill('keiko-other-password');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(change.getByText('Passwords must match')).toBeVisible();
  await change.getByLabel('Confirm New Password').fill('keiko-second-password');
  await change.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset')).toBeVisible();
  await signIn(page, user.email, 'keiko-second-password');
  // Back to the page it was on when the session ended.
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('table', { name: 'Account info' })).toContainText('Tanaka');
});

test('the admin sees its account without Update Account, and Manage Users leads to the console', async ({ page }) => {
  await signIn(page, admin.email, admin.password);
  await acceptDisclaimerIfShown(page);
  await page.goto('/account');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByTestId('plan-label')).toHaveText('Administrator');
  await expect(subscription).toContainText('1 User');
  await expect(page.getByRole('table', { name: 'Account info' })).toContainText(admin.email);
  await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update Account' })).toHaveCount(0);
  await subscription.getByRole('button', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('an organization administrator sees the Subscription panel and Update Organization', async ({ page, request }) => {
  const organization = await createOrganizationWithUser(request, `Squid Fleet Audit ${Date.now()}`);
  await signIn(page, organization.orgAdmin.email, organization.orgAdmin.password);
  await acceptDisclaimerIfShown(page);
  await page.goto('/account');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByTestId('plan-label')).toHaveText('Advanced Tier');
  await expect(subscription).toContainText('2 of 5 Users');
  await page.getByRole('tab', { name: 'My Organization' }).click();
  await expect(page.getByRole('button', { name: 'Update Organization' })).toBeVisible();
});
