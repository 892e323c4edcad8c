import { expect, test, type Page } from '@playwright/test';
import { temporaryPasswordIn, waitForMail } from '../support/mailbox';
import { acceptDisclaimer, uniqueEmail } from '../support/accounts';

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new individual signs up, sets a password from the emailed one, accepts the disclaimer and reaches home', async ({
  page,
}) => {
  const email = uniqueEmail('nadia');
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('First Name is required')).toBeVisible();
  await expect(page.getByText('Organization Size is required')).toBeVisible();

  await page.getByLabel('First Name').fill('Nadia');
  await page.getByLabel('Last Name').fill('Haddad');
  await page.getByLabel('Title').fill('Investigative reporter');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Phone').fill('abc');
  await page.getByLabel('Phone').blur();
  await expect(page.getByText('You must specify a number')).toBeVisible();
  await page.getByLabel('Phone').fill('96170123456');
  await pick(page, 'Country', 'Lebanon');
  await pick(page, 'Industry', 'Media');
  await pick(page, 'Organization Size', 'I am an Individual');
  await expect(page.getByLabel('Purpose')).toHaveCount(0);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();

  const alert = page.getByRole('dialog', { name: 'Verification Email Sent!' });
  await expect(alert.getByText('Please check your inbox.')).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  const mail = await waitForMail(email);
  const temporaryPassword = temporaryPasswordIn(mail);

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(temporaryPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/require-change-password$/);

  await page.getByLabel('Old Password').fill(temporaryPassword);
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('New Password', { exact: true }).blur();
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('nadia-own-password');
  await page.getByLabel('Confirm New Password').fill('something-else');
  await page.getByLabel('Confirm New Password').blur();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('nadia-own-password');
  await page.getByRole('button', { name: 'Complete Registration' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Complete Registration' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset')).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('nadia-own-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home$/);

  const disclaimer = page.getByRole('dialog', { name: 'Disclaimer' });
  await disclaimer.getByRole('button', { name: 'Accept' }).click();
  await expect(disclaimer.getByText('This field is required.')).toBeVisible();
  await acceptDisclaimer(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Nadia' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Analytical Request' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Nadia' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Disclaimer' })).toHaveCount(0);
});

test('an organization asks for an account and is told an analyst will contact it', async ({ page }) => {
  const email = uniqueEmail('lead');
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Kofi');
  await page.getByLabel('Last Name').fill('Mensah');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await pick(page, 'Country', 'Ghana');
  await pick(page, 'Industry', 'NGO');
  await pick(page, 'Organization Size', '11-50 employees');
  await page.getByRole('button', { name: 'Request an organization account' }).click();
  await expect(page.getByText('Organization is required')).toBeVisible();
  await expect(page.getByText('Number of Users is required')).toBeVisible();
  await expect(page.getByText('Purpose is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Organization', exact: true }).fill('West Africa Fisheries Watch');
  await pick(page, 'Number of Users', '2-10 Users');
  await pick(page, 'Purpose', 'Investigative Reporting');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Request an organization account' }).click();

  const alert = page.getByRole('dialog', { name: 'Thank You' });
  await expect(alert.getByText(/An analyst will contact you/)).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  const receipt = await waitForMail(email);
  expect(receipt.text).toContain('West Africa Fisheries Watch');
});

test('signing up with an email that has an account shows the server message', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill('Repeat');
  await page.getByLabel('Last Name').fill('User');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('admin@fleetgraph.test');
  await pick(page, 'Country', 'Chile');
  await pick(page, 'Industry', 'Academic');
  await pick(page, 'Organization Size', 'I am an Individual');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert', { name: 'Sign-up failed' })).toContainText('A user with this email already exists.');
});
