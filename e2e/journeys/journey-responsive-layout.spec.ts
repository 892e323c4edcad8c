import { expect, test, type Page } from '@playwright/test';
import { acceptDisclaimer, createActiveIndividual, signIn } from '../support/accounts';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('at 1024px the header fits: no sideways scroll, quick search and account menu on screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  const user = await createActiveIndividual(request, 'Maximiliana');
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Maximiliana' })).toBeVisible();

  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expect(page.getByRole('search', { name: 'Quick search' }).getByRole('button', { name: 'Search' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: 'Open main menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const item of ['Search', 'Networks', 'Analytical Request', 'Resources']) {
    await expect(menu.getByRole('link', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('at 390px a user reaches the menu and signs out from the account menu', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createActiveIndividual(request, 'Ana');
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Ana' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Open main menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { name: 'Risk Alerts' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await expect(page.getByRole('button', { name: 'Account menu' })).toBeInViewport({ ratio: 1 });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a click on the terms checkbox right after leaving an invalid field still ticks it', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Phone').fill('abc');
  // No blur first: the click's mousedown is what blurs Phone and shows its error.
  await page.getByLabel(/I agree to the/).click();
  await expect(page.getByText('You must specify a number')).toBeVisible();
  await expect(page.getByLabel(/I agree to the/)).toBeChecked();
});

test('an article opened from a lower card starts at its top, and Back returns to that card', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Tove');
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Resources' }).click();

  // The READ MORE buttons of a row line up, however long each card's text.
  const row = page.locator('section#reports').getByRole('button', { name: /^Read more:/ });
  await expect(row).toHaveCount(4);
  const bottoms = await row.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().bottom)));
  expect(new Set(bottoms).size).toBe(1);

  const card = page.locator('section#blogposts').getByRole('button', { name: /^Read more:/ }).last();
  await card.scrollIntoViewIfNeeded();
  const title = ((await card.getAttribute('aria-label')) ?? '').replace('Read more: ', '');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeInViewport();
  await expect(page.getByRole('button', { name: '← Back' })).toBeInViewport();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('button', { name: `Read more: ${title}` })).toBeInViewport();
});
