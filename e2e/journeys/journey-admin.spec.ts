import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, signIn, uniqueEmail } from '../support/accounts';
import { temporaryPasswordIn, waitForMail } from '../support/mailbox';
import { acceptDisclaimerIfShown } from '../support/accounts';
import { createOrganizationWithUser } from '../support/organizations';

async function pick(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillCredits(dialog: Locator, values: [string, string][]) {
  for (const [label, value] of values) await dialog.getByRole('textbox', { name: label }).fill(value);
}

async function signInAsAdminAt(page: Page, path: string) {
  await signIn(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/home$/);
  await acceptDisclaimerIfShown(page);
  await page.goto(path);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
}

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Please Confirm' });

test('the admin adds an organization; its administrator is invited, registers, adds a user and edits the organization', async ({
  page,
}) => {
  const organizationName = `Tidewater Monitoring ${Date.now()}`;
  const leadEmail = uniqueEmail('tidewater.lead');
  await signInAsAdminAt(page, '/admin');
  await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('Organization');

  await page.getByRole('button', { name: 'Add New' }).click();
  const add = page.getByRole('dialog', { name: 'Add Organization' });
  await add.getByRole('button', { name: 'Add Organization' }).click();
  for (const message of [
    'Organization Name is required',
    'Admin Email is required',
    'Number of Users is required',
    'Tier is required',
    'Dossier Requests is required',
    'Trade Data Requests is required',
  ]) {
    await expect(add.getByText(message, { exact: true })).toBeVisible();
  }
  await add.getByRole('textbox', { name: 'Organization Name' }).fill(organizationName);
  await pick(add, page, 'Industry', 'Think Tank');
  await add.getByRole('textbox', { name: 'Admin Email' }).fill('not-an-email');
  await add.getByRole('textbox', { name: 'Admin Email' }).blur();
  await expect(add.getByText('Valid email is required')).toBeVisible();
  await add.getByRole('textbox', { name: 'Admin Email' }).fill(leadEmail);
  await add.getByRole('textbox', { name: 'Phone' }).fill('call us');
  await add.getByRole('textbox', { name: 'Phone' }).blur();
  await expect(add.getByText('You must specify a number')).toBeVisible();
  await add.getByRole('textbox', { name: 'Phone' }).fill('27214001234');
  await add.getByRole('textbox', { name: 'Administrator First Name' }).fill('Thandi');
  await add.getByRole('textbox', { name: 'Administrator Last Name' }).fill('Nkosi');
  await add.getByRole('textbox', { name: 'Number of Users' }).fill('4');
  await pick(add, page, 'Tier', 'Advanced Tier');
  await fillCredits(add, [
    ['Dossier Requests', '3'],
    ['Doc Requests', '30'],
    ['Risk Alert Requests', '5'],
    ['Info Update Requests', '3'],
    ['Trade Data Requests', '2'],
  ]);
  await add.getByRole('button', { name: 'Add Organization' }).click();
  await expect(page.getByText('Organization data added successfully and sent invitation email.')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('table', { name: 'Organizations' }).getByRole('row', { name: new RegExp(organizationName) });
  await expect(row).toContainText('Advanced Tier');
  await expect(row).toContainText('1 / 4');

  const invitation = await waitForMail(leadEmail);
  expect(invitation.text).toContain(`You have been invited to the ${organizationName} account`);
  const temporaryPassword = temporaryPasswordIn(invitation);
  await signOut(page);

  await signIn(page, leadEmail, temporaryPassword);
  await expect(page).toHaveURL(/\/require-change-password$/);
  await page.getByLabel('Old Password').fill(temporaryPassword);
  await page.getByLabel('New Password', { exact: true }).fill('thandi-own-password');
  await page.getByLabel('Confirm New Password').fill('thandi-own-password');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('Your password has been reset')).toBeVisible();
  await signIn(page, leadEmail, 'thandi-own-password');
  await expect(page).toHaveURL(/\/home$/);
  await acceptDisclaimerIfShown(page);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const credits = page.getByLabel('Request credits');
  await expect(credits).toContainText('30');
  await expect(credits).toContainText('Doc Requests');
  const subscription = page.getByRole('region', { name: 'Subscription' });
  await expect(subscription.getByTestId('plan-label')).toHaveText('Advanced Tier');

  await subscription.getByRole('button', { name: 'Manage Users' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Users' });
  const users = manage.getByRole('table', { name: 'Organization users' });
  await expect(users.getByRole('row', { name: new RegExp(leadEmail) })).toContainText('Thandi Nkosi');
  await expect(users.getByRole('button', { name: `Delete ${leadEmail}` })).toBeDisabled();
  await manage.getByRole('button', { name: 'Add User' }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await addUser.getByRole('button', { name: 'Add User' }).click();
  for (const message of ['First Name is required', 'Last Name is required', 'Email is required', 'Country is required']) {
    await expect(addUser.getByText(message, { exact: true })).toBeVisible();
  }
  const analystEmail = uniqueEmail('tidewater.analyst');
  await addUser.getByRole('textbox', { name: 'First Name' }).fill('Sipho');
  await addUser.getByRole('textbox', { name: 'Last Name' }).fill('Dlamini');
  await addUser.getByRole('textbox', { name: 'Email' }).fill(analystEmail);
  await addUser.getByRole('textbox', { name: 'Title' }).fill('Fisheries analyst');
  await pick(addUser, page, 'Country', 'South Africa');
  await addUser.getByRole('button', { name: 'Add User' }).click();
  await expect(page.getByText('User added successfully and sent invitation email.')).toBeVisible();
  const analystRow = users.getByRole('row', { name: new RegExp(analystEmail) });
  await expect(analystRow).toContainText('Sipho Dlamini');
  await expect(analystRow).toContainText('Fisheries analyst');
  await expect(analystRow).toContainText(/ago/);
  expect(temporaryPasswordIn(await waitForMail(analystEmail)).length).toBeGreaterThan(8);
  await manage.getByRole('button', { name: 'Cancel' }).click();
  await expect(manage).toBeHidden();

  await page.getByRole('tab', { name: 'My Organization' }).click();
  await page.getByRole('button', { name: 'Update Organization' }).click();
  const update = page.getByRole('dialog', { name: 'Update Organization' });
  await update.getByRole('textbox', { name: 'Organization Name' }).fill('');
  await update.getByRole('textbox', { name: 'Organization Name' }).blur();
  await expect(update.getByText('Organization Name is required')).toBeVisible();
  await update.getByRole('textbox', { name: 'Organization Name' }).fill(`${organizationName} Trust`);
  await update.getByRole('textbox', { name: 'Contact Number' }).fill('27215550000');
  await update.getByRole('button', { name: 'Update Organization' }).click();
  await expect(confirmDialog(page).getByText('Are you sure, you want to update organization?')).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes, update it!' }).click();
  await expect(page.getByText('Organization data updated successfully.')).toBeVisible();
  const details = page.getByRole('table', { name: 'My organization' });
  await expect(details).toContainText(`${organizationName} Trust`);
  await expect(details).toContainText('+27215550000');
  await expect(details).toContainText('Thandi Nkosi');
});

test('the admin invites, edits and deletes an individual user, each change after confirming', async ({ page }) => {
  const email = uniqueEmail('rosa');
  await signInAsAdminAt(page, '/admin');
  await pick(page, page, 'Show', 'Individual User');
  await page.getByRole('button', { name: 'Invite User' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite User' });
  await invite.getByRole('button', { name: 'Invite User' }).click();
  for (const message of [
    'First Name is required',
    'Email is required',
    'Industry is required',
    'Title is required',
    'Country is required',
    'Phone is required',
    'Tier is required',
    'Info Update Requests is required',
  ]) {
    await expect(invite.getByText(message, { exact: true })).toBeVisible();
  }
  await invite.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
  await invite.getByRole('textbox', { name: 'Last Name' }).fill('Quispe');
  await invite.getByRole('textbox', { name: 'Email' }).fill(email);
  await invite.getByRole('textbox', { name: 'Title' }).fill('Journalist');
  await pick(invite, page, 'Industry', 'Media');
  await pick(invite, page, 'Country', 'Peru');
  await invite.getByRole('textbox', { name: 'Phone' }).fill('5114260000');
  await invite.getByRole('combobox', { name: 'Tier' }).click();
  await expect(page.getByRole('option')).toHaveText(['Free Tier', 'Philanthropic Tier']);
  await page.getByRole('option', { name: 'Philanthropic Tier' }).click();
  await fillCredits(invite, [
    ['Dossier Requests', '0'],
    ['Doc Requests', '10'],
    ['Risk Alert Requests', '2'],
    ['Info Update Requests', '1'],
    ['Trade Data Requests', '0'],
  ]);
  await invite.getByRole('button', { name: 'Invite User' }).click();
  await expect(page.getByText('User added successfully and sent invitation email.')).toBeVisible();
  expect(temporaryPasswordIn(await waitForMail(email)).length).toBeGreaterThan(8);

  const list = page.getByRole('table', { name: 'Individual users' });
  const row = list.getByRole('row', { name: new RegExp(`Rosa Quispe \\(${email.replace(/\./g, '\\.')}\\)`) });
  await expect(row).toContainText('Philanthropic Tier');
  await expect(row).toContainText('Invited');
  await row.click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details).toContainText('Journalist');
  await details.getByRole('button', { name: 'Edit' }).click();

  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByRole('textbox', { name: 'Doc Requests' })).toHaveValue('10');
  await edit.getByRole('textbox', { name: 'Title' }).fill('Editor');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(confirmDialog(page).getByText('Are you sure, you want to update user?')).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'No, keep it' }).click();
  await expect(confirmDialog(page)).toBeHidden();
  await expect(edit).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Yes, update it!' }).click();
  await expect(page.getByText('User data updated successfully.')).toBeVisible();
  await expect(edit).toBeHidden();

  await row.click();
  await expect(details).toContainText('Editor');
  await details.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmDialog(page).getByText('Are you sure, you want to delete user?')).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'No, keep it' }).click();
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('User data deleted successfully.')).toBeVisible();
  await expect(details).toBeHidden();
  await expect(list.getByText(email)).toHaveCount(0);
});

test('the admin deletes an organization user, then the organization, after confirming', async ({ page, request }) => {
  const organization = await createOrganizationWithUser(request, `Reefer Watch ${Date.now()}`);
  await signInAsAdminAt(page, '/admin');
  await page.getByRole('textbox', { name: 'Filter organizations' }).fill(organization.name);
  await page.getByRole('table', { name: 'Organizations' }).getByRole('row', { name: new RegExp(organization.name) }).click();
  const detail = page.getByRole('dialog', { name: organization.name });
  const users = detail.getByRole('table', { name: 'Organization users' });
  await expect(users.getByRole('row')).toHaveCount(3);

  await users.getByRole('button', { name: `Delete ${organization.orgUser.email}` }).click();
  await expect(confirmDialog(page).getByText('Are you sure, you want to delete user?')).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('User data deleted successfully.')).toBeVisible();
  await expect(users.getByRole('row')).toHaveCount(2);

  await detail.getByRole('button', { name: 'Delete Organization' }).click();
  await expect(confirmDialog(page).getByText('Are you sure, you want to delete organization?')).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Organization data deleted successfully.')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(page.getByText('No organization matches this filter.')).toBeVisible();

  const login = await request.post('/api/uaa/v1/login', {
    data: { email: organization.orgAdmin.email, password: organization.orgAdmin.password },
  });
  expect(login.status()).toBe(401);
});
