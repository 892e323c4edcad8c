import { expect, test } from '@playwright/test';
import { acceptDisclaimer, createActiveIndividual, signIn } from '../support/accounts';

test('a user pages through risk alerts, reads one and comes back', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Tomas');
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).click();

  const alerts = page.locator('section#riskalerts');
  await expect(alerts.getByRole('heading', { name: 'Risk Alerts' })).toBeVisible();
  await expect(alerts.getByRole('button', { name: /^Read more:/ })).toHaveCount(4);
  await expect(alerts.getByText('Page 1 of 2')).toBeVisible();
  await alerts.getByRole('button', { name: 'Next' }).click();
  await expect(alerts.getByText('Page 2 of 2')).toBeVisible();
  await expect(alerts.getByRole('button', { name: 'Next' })).toBeDisabled();

  const firstCard = alerts.getByRole('button', { name: /^Read more:/ }).first();
  const title = ((await firstCard.getAttribute('aria-label')) ?? '').replace('Read more: ', '');
  await firstCard.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Risk Alerts' })).toBeVisible();

  for (const section of ['Risk Alerts', 'Reports', 'Blog Posts', 'Partner Resources']) {
    await expect(page.getByRole('navigation', { name: 'Resources sections' }).getByRole('link', { name: section })).toBeVisible();
  }
});

test('the quick search bar sends an empty search as * to the search page', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Yuki');
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  await page.getByRole('search', { name: 'Quick search' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?type=name&value=\*$/);
});
