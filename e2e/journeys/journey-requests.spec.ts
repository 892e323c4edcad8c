import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { acceptDisclaimer, admin, createActiveIndividual, signIn } from '../support/accounts';
import { waitForMail } from '../support/mailbox';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const today = () => {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}-${now.getFullYear()}`;
};

async function signInFresh(page: Page, email: string, password: string): Promise<void> {
  await page.evaluate(() => localStorage.clear()).catch(() => undefined);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
}

/** The admin's disclaimer is accepted once through the API, so no test depends on who signed in first. */
async function signInAsAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/uaa/v1/login', { data: admin });
  const { jwt } = (await login.json()) as { jwt: string };
  await request.post('/api/uaa/v1/users/me/disclaimer', { headers: { authorization: `Bearer ${jwt}` } });
  await signInFresh(page, admin.email, admin.password);
}

async function openUserRequests(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'User Requests' }).click();
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a user raises a ticket with a PDF, the admin answers it with a file, and the user downloads the response', async ({
  page,
  request,
}) => {
  const user = await createActiveIndividual(request, 'Lena');
  await signInFresh(page, user.email, user.password);
  await acceptDisclaimer(page);
  await page.getByRole('link', { name: 'Analytical Request' }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByText('No open tickets.', { exact: false })).toBeVisible();

  // The form names what is missing, and refuses an executable dressed as a PDF before upload.
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText('Ticket type is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Text is required')).toBeVisible();
  await chooseOption(page, 'Ticket Type', 'Request Documentation');
  await page.getByRole('textbox', { name: 'Subject' }).fill('Registry papers of the Ocean Star');
  await page.getByRole('textbox', { name: 'Text' }).fill('Please send the ownership documents you hold.');
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'papers.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 renamed program') });
  await expect(page.getByText('Please select valid file type. We only allow to upload .pdf')).toBeVisible();
  await fileInput.setInputFiles({ name: 'papers.pdf', mimeType: 'application/pdf', buffer: pdf('question') });
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText('We will respond shortly.')).toBeVisible();

  const openTickets = page.getByRole('table', { name: 'Open Tickets' });
  const row = openTickets.getByRole('row', { name: /Registry papers of the Ocean Star/ });
  await expect(row).toContainText(today());
  await expect(page.getByText('Page 1 of 1').first()).toBeVisible();

  // The admin finds it among the analytical requests and answers it with a file.
  await signInAsAdmin(page, request);
  await openUserRequests(page);
  const requestRow = page.getByRole('row', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) });
  await expect(requestRow).toContainText('Request Documentation');
  await expect(requestRow).toContainText('PENDING');
  await expect(requestRow).toContainText(/ago$/);
  await requestRow.click();
  const ticket = page.getByRole('dialog', { name: 'Open Ticket' });
  await expect(ticket).toContainText('Please send the ownership documents you hold.');
  const [attachment] = await Promise.all([
    page.waitForEvent('download'),
    ticket.getByRole('button', { name: 'Download attachment' }).click(),
  ]);
  expect((await readFile((await attachment.path())!)).equals(pdf('question'))).toBe(true);

  await ticket.getByRole('button', { name: 'Respond' }).click();
  await expect(ticket.getByText('Response Message is required')).toBeVisible();
  await expect(ticket.getByText('A file is required')).toBeVisible();
  await ticket.getByRole('textbox', { name: 'Response Message' }).fill('The Ocean Star is owned by Blue Sea Holdings.');
  await ticket.locator('input[type="file"]').setInputFiles({ name: 'answer.pdf', mimeType: 'application/pdf', buffer: pdf('answer') });
  await ticket.getByRole('button', { name: 'Respond' }).click();
  await expect(page.getByText('Successfully Responded to Analytical Request.')).toBeVisible();
  await expect(ticket).toBeHidden();
  await expect(requestRow).toContainText('COMPLETE');

  const mail = await waitForMail(user.email, (received) => received.subject.includes('answered'));
  expect(mail.text).toContain('The Ocean Star is owned by Blue Sea Holdings.');

  // The user sees the ticket resolved and downloads the response.
  await signInFresh(page, user.email, user.password);
  await page.goto('/support');
  await expect(page.getByRole('table', { name: 'Open Tickets' })).toBeHidden();
  await page.getByRole('table', { name: 'Resolved Tickets' }).getByRole('row', { name: /Registry papers/ }).click();
  const details = page.getByRole('dialog', { name: 'Registry papers of the Ocean Star' });
  await expect(details).toContainText('The Ocean Star is owned by Blue Sea Holdings.');
  const [response] = await Promise.all([
    page.waitForEvent('download'),
    details.getByRole('button', { name: 'Download response' }).click(),
  ]);
  expect(response.suggestedFilename()).toBe('answer.pdf');
  expect((await readFile((await response.path())!)).equals(pdf('answer'))).toBe(true);
});

test('a user asks for Tier 2 from the account and the admin approves it', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Omar');
  await signInFresh(page, user.email, user.password);
  await acceptDisclaimer(page);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Change Plan' }).click();

  const picker = page.getByRole('dialog', { name: 'Choose a plan' });
  await expect(picker.getByRole('radio', { name: 'Basic plan' })).toBeVisible();
  await expect(picker.getByText('Trade data analysis 3 companies/year')).toBeVisible();
  await picker.getByRole('radio', { name: 'Advanced plan' }).click();
  await picker.getByRole('button', { name: 'Next' }).click();

  const reason = page.getByRole('dialog', { name: 'Reason for request' });
  await reason.getByRole('button', { name: 'Send request' }).click();
  await expect(reason.getByText('This field is required')).toBeVisible();
  await reason.getByRole('textbox', { name: 'Reason' }).fill('We trace transshipment of reefers for a newsroom.');
  await reason.getByRole('button', { name: 'Send request' }).click();
  const sent = page.getByRole('dialog', { name: 'Request sent' });
  await expect(sent).toContainText('Status: CREATED');
  await sent.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Your request for the Advanced plan is waiting for a decision.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change Plan' })).toBeDisabled();

  await signInAsAdmin(page, request);
  await openUserRequests(page);
  await chooseOption(page, 'Requests', 'Tier Upgrade Request');
  const row = page.getByRole('row', { name: new RegExp(user.email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('Tier Upgrade to TIER_2');
  await row.click();
  const modal = page.getByRole('dialog', { name: 'Tier Upgrade Request' });
  await expect(modal).toContainText('We trace transshipment of reefers for a newsroom.');
  await expect(modal).toContainText('Philanthropic Tier');
  await modal.getByRole('button', { name: 'Approve' }).click();
  await expect(modal).toBeHidden();
  await expect(row).toBeHidden();

  const mail = await waitForMail(user.email, (received) => received.subject.includes('approved'));
  expect(mail.subject).toBe('Your request for the Advanced plan is approved');
});

test('the /updateTier and /subscriptionSubmit forms record requests the admin sees', async ({ page, request }) => {
  const user = await createActiveIndividual(request, 'Noor');
  await signInFresh(page, user.email, user.password);
  await acceptDisclaimer(page);

  await page.goto('/subscriptionSubmit');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Body is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subject' }).fill('Newsroom subscription');
  await page.getByRole('textbox', { name: 'Body' }).fill('We are six reporters; what would a plan cost?');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Submitted application successfully!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('');

  await page.goto('/updateTier');
  await expect(page.getByText('No tier requests yet.', { exact: false })).toBeVisible();
  await chooseOption(page, 'Tier', 'Tier3');
  const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Start Date').fill(nextWeek);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Sent form successfully!')).toBeVisible();
  await expect(page.getByText('Pro plan from', { exact: false })).toBeVisible();
  await expect(page.getByText('Waiting for a decision')).toBeVisible();

  await signInAsAdmin(page, request);
  await openUserRequests(page);
  const email = new RegExp(user.email.replace(/[.+]/g, '\\$&'));
  await expect(page.getByRole('row', { name: email })).toContainText('Subscription Request');
  await chooseOption(page, 'Requests', 'Tier Upgrade Request');
  await expect(page.getByRole('row', { name: email })).toContainText('Tier Upgrade to TIER_3');
});
