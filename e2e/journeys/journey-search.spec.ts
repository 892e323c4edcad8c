import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptDisclaimer, admin, createActiveIndividual, signIn } from '../support/accounts';

async function signedInSearch(page: Page, request: APIRequestContext, name = 'Ana') {
  const user = await createActiveIndividual(request, name);
  await signIn(page, user.email, user.password);
  await acceptDisclaimer(page);
  await page.goto('/search');
  return user;
}

const results = (page: Page) => page.getByRole('table', { name: 'Search results' });
const firstColumn = async (page: Page) =>
  results(page).locator('tbody tr td:first-child').allInnerTexts();

test('an investigator searches by name, sorts, pages and steps through records', async ({ page, request }) => {
  await signedInSearch(page, request);
  await expect(page.getByText('Enter the name or IMO number of a vessel, individual or organization.')).toBeVisible();

  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByRole('textbox', { name: 'Name', exact: true }).fill('f/v ocean star');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(results(page)).toBeVisible();
  expect((await firstColumn(page)).slice(0, 2)).toEqual(['OCEAN STAR', 'OCEAN STAR 7']);

  const nameHeader = results(page).getByRole('columnheader', { name: /Name/ });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  expect((await firstColumn(page))[0]).toBe('OCEAN STAR 7');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

  await results(page).getByRole('cell', { name: 'OCEAN STAR', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Record' });
  await expect(panel.getByRole('heading', { name: 'OCEAN STAR', exact: true })).toBeVisible();
  await expect(panel.getByRole('row', { name: /IMOID 9074729/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: /Date Of Information March 7, 2026/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'View Network Graph' })).toBeVisible();
  await panel.getByRole('button', { name: 'Next Record' }).click();
  await expect(panel.getByRole('heading', { name: 'OCEAN STAR 7' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'View Network Graph' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Previous Record' }).click();
  await expect(panel.getByRole('heading', { name: 'OCEAN STAR', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'View Network Graph' }).click();
  await expect(page).toHaveURL(/\/networks\?root=e2e-v1$/);
});

test('the results page 5 at a time when asked', async ({ page, request }) => {
  await signedInSearch(page, request, 'Ben');
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/records match/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(results(page).locator('tbody tr')).toHaveCount(5);
  const pageOne = await firstColumn(page);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await firstColumn(page)).not.toEqual(pageOne);
});

test('an IMO search needs seven digits and finds the vessel', async ({ page, request }) => {
  await signedInSearch(page, request, 'Chen');
  const filters = page.getByRole('form', { name: 'Search filters' });
  await filters.getByLabel('IMO Number').check();
  const box = filters.getByRole('textbox', { name: 'IMO Number' });
  await box.fill('925332');
  await expect(page.getByText('The IMO number does not appear to be in the correct format.')).toHaveCount(0);
  await expect(filters.getByRole('button', { name: 'Search' })).toBeDisabled();
  await box.fill('92533255');
  await expect(page.getByText('The IMO number does not appear to be in the correct format.')).toBeVisible();
  await box.fill('9253325');
  await filters.getByRole('button', { name: 'Search' }).click();
  expect(await firstColumn(page)).toEqual(['OCEAN STAR 7']);
});

test('the quick search bar runs a search on the search page', async ({ page, request }) => {
  await signedInSearch(page, request, 'Dana');
  const bar = page.getByRole('search', { name: 'Quick search' });
  await bar.getByRole('textbox').fill('fu yuan yu');
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?type=name&value=fu%20yuan%20yu$/);
  expect(await firstColumn(page)).toEqual(['福远渔 7862']);
});

test('a tier 1 user can tick only vessels', async ({ page, request }) => {
  const user = await signedInSearch(page, request, 'Eva');
  const login = await request.post('/api/uaa/v1/login', { data: admin });
  const { jwt } = await login.json();
  const users = await (await request.get(`/api/uaa/v1/users?pagesize=100&offset=0`, { headers: { authorization: `Bearer ${jwt}` } })).json();
  const id = users.users.find((u: { email: string }) => u.email === user.email).id;
  await request.put('/api/uaa/v1/users', { data: { id, tier: 'TIER_1' }, headers: { authorization: `Bearer ${jwt}` } });
  await page.reload();
  const types = page.getByRole('group', { name: 'Entity type' });
  await expect(types.getByLabel('Vessel')).toBeChecked();
  await expect(types.getByLabel('Organization')).toBeDisabled();
  await expect(types.getByLabel('Individual')).toBeDisabled();
});
