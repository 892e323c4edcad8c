import { expect, test } from '@playwright/test';
import { createActiveIndividual, signIn } from '../support/accounts';
import { resetTokenIn, waitForMail } from '../support/mailbox';

test('a user who forgot its password resets it with the emailed link and signs in', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Rosa');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Please check your email').first()).toBeVisible();

  const mail = await waitForMail(user.email, (m) => m.subject.includes('Reset'));
  const token = resetTokenIn(mail);
  await page.goto(`/resetpassword/${token}`);
  await page.getByLabel('New Password').fill('rosa-new-password');
  await page.getByLabel('Confirm Password').fill('rosa-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Reset password successfully!')).toBeVisible();

  await signIn(page, user.email, 'rosa-new-password');
  await expect(page).toHaveURL(/\/home$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/resetpassword/${token}`);
  await page.getByLabel('New Password').fill('rosa-third-password');
  await page.getByLabel('Confirm Password').fill('rosa-third-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
  ).toBeVisible();
});
