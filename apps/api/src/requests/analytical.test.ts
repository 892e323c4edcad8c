import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticalRequestList, AnalyticalRequestRecord } from '@fleetgraph/shared/contracts/requests';
import { auditLog, files } from '../db/schema';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { asDataUrl, executableBytes, pdfBytes } from './request-test-fixtures';

const API = '/api/uaa/v1';
let test: TestApp;
let adminToken: string;
beforeAll(async () => {
  test = await startTestApp();
  adminToken = await loginAs(test.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await test?.close();
});

type User = Awaited<ReturnType<typeof createActiveIndividual>>;

const ticket = (user: { email: string }, overrides: Record<string, unknown> = {}) => ({
  applicantEmail: user.email,
  requestType: 'Request Documentation',
  subject: 'Ownership papers of the Ocean Star',
  applicationMessage: 'Please send the registration documents.',
  ...overrides,
});

async function raise(user: User, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await call(test.app, 'POST', `${API}/createanalytical`, { token: user.token, body: ticket(user, overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

const list = async (path: string, token: string) => {
  const response = await call(test.app, 'GET', `${API}/${path}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AnalyticalRequestList>();
};

const countFiles = async () => (await test.db.select({ id: files.id }).from(files)).length;

describe('POST /createanalytical', () => {
  it('records a ticket with its PDF, lists it as open, and tells the analysts', async () => {
    const user = await createActiveIndividual(test);
    const id = await raise(user, { fileContent: asDataUrl(pdfBytes()), fileName: 'vessel-papers.pdf' });

    const open = await list('pendinganalytical?pagesize=6&offset=0', user.token);
    expect(open.total).toBe(1);
    const [record] = open.analyticalRequests;
    expect(record).toMatchObject({
      id,
      applicantEmail: user.email,
      requestType: 'Request Documentation',
      subject: 'Ownership papers of the Ocean Star',
      status: 'PENDING',
      resolution: null,
      responseMessage: null,
      fileResponseURL: null,
    });
    expect(record?.fileRequestURL).toBe(`${API}/files/${record?.attachmentId}`);
    const download = await call(test.app, 'GET', record!.fileRequestURL!, { token: user.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('vessel-papers.pdf');
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);

    const notice = await test.inbox.waitFor('analysts@fleetgraph.test', (mail) => mail.text.includes(user.email));
    expect(notice.subject).toBe('New Request Documentation: Ownership papers of the Ocean Star');
    const [audit] = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'analytical-request.created'), eq(auditLog.target, `analytical-request:${id}`)));
    expect(audit?.actorUserId).toBe(user.id);
  });

  it('takes a ticket without an attachment', async () => {
    const user = await createActiveIndividual(test);
    await raise(user, { requestType: 'Suggest Change of Information' });
    const open = await list('pendinganalytical', user.token);
    expect(open.analyticalRequests[0]).toMatchObject({ attachmentId: null, fileRequestURL: null });
  });

  it('names each missing field with the spec message', async () => {
    const user = await createActiveIndividual(test);
    const send = (body: Record<string, unknown>) => call(test.app, 'POST', `${API}/createanalytical`, { token: user.token, body });
    expect((await send(ticket(user, { requestType: '' }))).json()).toEqual({ message: 'requestType: Ticket type is required' });
    expect((await send(ticket(user, { requestType: 'Order Pizza' }))).statusCode).toBe(400);
    expect((await send(ticket(user, { subject: '  ' }))).json()).toEqual({ message: 'subject: Subject is required' });
    expect((await send(ticket(user, { applicationMessage: '' }))).json()).toEqual({
      message: 'applicationMessage: Text is required',
    });
    const notADataUrl = await send(ticket(user, { fileContent: 'hello' }));
    expect(notADataUrl.statusCode).toBe(400);
    expect(notADataUrl.json<{ message: string }>().message).toMatch(/^fileContent: /);
  });

  it('refuses a file over 1,048,576 bytes with 413 and takes one of exactly that size', async () => {
    const user = await createActiveIndividual(test);
    const before = await countFiles();
    const tooLarge = await call(test.app, 'POST', `${API}/createanalytical`, {
      token: user.token,
      body: ticket(user, { fileContent: asDataUrl(pdfBytes(1_048_577)) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'File Size is too large' });
    expect(await countFiles()).toBe(before);
    await raise(user, { fileContent: asDataUrl(pdfBytes(1_048_576)) });
    expect(await countFiles()).toBe(before + 1);
  });

  it('refuses an executable renamed to .pdf with the spec message, storing nothing', async () => {
    const user = await createActiveIndividual(test);
    const before = await countFiles();
    const response = await call(test.app, 'POST', `${API}/createanalytical`, {
      token: user.token,
      body: ticket(user, { fileContent: asDataUrl(executableBytes(), 'application/pdf'), fileName: 'report.pdf' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message:
        'fileContent: Please select valid file type. We only allow to upload .pdf, .png, .jpg, .jpeg, .rtf, .doc and .docx',
    });
    expect(await countFiles()).toBe(before);
    expect((await list('pendinganalytical', user.token)).total).toBe(0);
  });

  it('keeps the extension the bytes call for, whatever the name said', async () => {
    const user = await createActiveIndividual(test);
    await raise(user, { fileContent: asDataUrl(pdfBytes(), 'application/octet-stream'), fileName: 'scan.exe' });
    const [record] = (await list('pendinganalytical', user.token)).analyticalRequests;
    const download = await call(test.app, 'GET', record!.fileRequestURL!, { token: user.token });
    expect(download.headers['content-disposition']).toContain('filename="scan.exe.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a ticket for another email, from an admin, and without a token', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    const forOther = await call(test.app, 'POST', `${API}/createanalytical`, { token: user.token, body: ticket(other) });
    expect(forOther.statusCode).toBe(403);
    const byAdmin = await call(test.app, 'POST', `${API}/createanalytical`, {
      token: adminToken,
      body: ticket({ email: ADMIN.email }),
    });
    expect(byAdmin.statusCode).toBe(403);
    expect((await call(test.app, 'POST', `${API}/createanalytical`, { body: ticket(user) })).statusCode).toBe(401);
  });
});

describe('the user lists', () => {
  it('show a user its own tickets only, 6 a page', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    await raise(other, { subject: 'Not yours' });
    for (let index = 1; index <= 7; index += 1) await raise(user, { subject: `Ticket ${index}` });

    const first = await list('pendinganalytical?pagesize=6&offset=0', user.token);
    expect(first.total).toBe(7);
    expect(first.analyticalRequests.map((request) => request.subject)).toEqual([
      'Ticket 7', 'Ticket 6', 'Ticket 5', 'Ticket 4', 'Ticket 3', 'Ticket 2',
    ]);
    const second = await list('pendinganalytical?pagesize=6&offset=6', user.token);
    expect(second.analyticalRequests.map((request) => request.subject)).toEqual(['Ticket 1']);
    expect((await list('completeanalytical', user.token)).total).toBe(0);
  });

  it('refuse a bad page size with 400', async () => {
    const user = await createActiveIndividual(test);
    const response = await call(test.app, 'GET', `${API}/pendinganalytical?pagesize=0`, { token: user.token });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^pagesize: /);
  });
});

describe('GET /listanalytical', () => {
  it('gives the admin every request by status, 10 a page, in either date order', async () => {
    const user = await createActiveIndividual(test);
    const ids: number[] = [];
    for (let index = 1; index <= 11; index += 1) ids.push(await raise(user, { subject: `Queue ${index}` }));

    const newest = await list('listanalytical?status=PENDING&pagesize=10&offset=0', adminToken);
    expect(newest.analyticalRequests).toHaveLength(10);
    expect(newest.analyticalRequests[0]?.id).toBe(ids[10]);
    expect(newest.analyticalRequests.every((request) => request.status === 'PENDING')).toBe(true);
    const oldest = await list('listanalytical?status=PENDING&sort=asc&pagesize=10&offset=0', adminToken);
    const total = oldest.total;
    expect(total).toBeGreaterThanOrEqual(11);
    const lastPage = await list(`listanalytical?status=PENDING&sort=asc&pagesize=10&offset=${total - 1}`, adminToken);
    expect(lastPage.analyticalRequests[0]?.id).toBe(ids[10]);
    const complete = await list('listanalytical?status=COMPLETE', adminToken);
    expect(complete.analyticalRequests.every((request) => request.status === 'COMPLETE')).toBe(true);
  });

  it('is for admins only, and checks the status', async () => {
    const user = await createActiveIndividual(test);
    expect((await call(test.app, 'GET', `${API}/listanalytical`, { token: user.token })).statusCode).toBe(403);
    const bad = await call(test.app, 'GET', `${API}/listanalytical?status=OPEN`, { token: adminToken });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^status: /);
  });
});

const respond = (body: Record<string, unknown>, token = adminToken) =>
  call(test.app, 'POST', `${API}/respondanalytical`, { token, body });
const deny = (body: Record<string, unknown>, token = adminToken) =>
  call(test.app, 'POST', `${API}/denyanalytical`, { token, body });

describe('POST /respondanalytical', () => {
  it('answers with a message and a file: the ticket is resolved and the applicant emailed', async () => {
    const user = await createActiveIndividual(test);
    const id = await raise(user, { subject: 'Who owns the Ocean Star?' });
    const response = await respond({
      id,
      applicantEmail: user.email,
      responseMessage: 'The Ocean Star belongs to Blue Sea Holdings.',
      attachmentId: null,
      fileContent: asDataUrl(pdfBytes()),
      fileName: 'ocean-star-owners.pdf',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recordUpdated: true, emailSent: true });

    expect((await list('pendinganalytical', user.token)).total).toBe(0);
    const [resolved] = (await list('completeanalytical', user.token)).analyticalRequests;
    expect(resolved).toMatchObject({
      id,
      status: 'COMPLETE',
      resolution: 'RESPONDED',
      responseMessage: 'The Ocean Star belongs to Blue Sea Holdings.',
    });
    const download = await call(test.app, 'GET', resolved!.fileResponseURL!, { token: user.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes())).toBe(true);

    const mail = await test.inbox.waitFor(user.email, (received) => received.subject.includes('answered'));
    expect(mail.subject).toBe('Your request has been answered: Who owns the Ocean Star?');
    expect(mail.text).toContain('The Ocean Star belongs to Blue Sea Holdings.');
    expect(mail.text).toContain('ocean-star-owners.pdf');
    const audits = await test.db.select().from(auditLog).where(eq(auditLog.target, `analytical-request:${id}`));
    expect(audits.map((entry) => entry.action)).toContain('analytical-request.responded');
  });

  it('needs a message and a file, with the spec messages', async () => {
    const user = await createActiveIndividual(test);
    const id = await raise(user);
    const base = { id, applicantEmail: user.email, responseMessage: 'Done.', fileContent: asDataUrl(pdfBytes()) };
    expect((await respond({ ...base, responseMessage: '' })).json()).toEqual({
      message: 'responseMessage: Response Message is required',
    });
    expect((await respond({ ...base, fileContent: undefined })).json()).toEqual({ message: 'fileContent: A file is required' });
    expect((await respond({ ...base, fileContent: '' })).json()).toEqual({ message: 'fileContent: A file is required' });
  });

  it('refuses a disguised or oversized response file', async () => {
    const user = await createActiveIndividual(test);
    const id = await raise(user);
    const base = { id, applicantEmail: user.email, responseMessage: 'Done.' };
    const disguised = await respond({ ...base, fileContent: asDataUrl(executableBytes(), 'image/png'), fileName: 'chart.png' });
    expect(disguised.statusCode).toBe(400);
    const oversized = await respond({ ...base, fileContent: asDataUrl(pdfBytes(2_000_000)) });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ message: 'File Size is too large' });
    expect((await list('pendinganalytical', user.token)).total).toBe(1);
  });

  it('is for admins only, and only for a pending request of that applicant', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    const id = await raise(user);
    const body = { id, applicantEmail: user.email, responseMessage: 'Done.', fileContent: asDataUrl(pdfBytes()) };
    expect((await respond(body, user.token)).statusCode).toBe(403);
    expect((await respond({ ...body, id: 999_999 })).statusCode).toBe(404);
    const wrongApplicant = await respond({ ...body, applicantEmail: other.email });
    expect(wrongApplicant.statusCode).toBe(400);
    expect(wrongApplicant.json()).toEqual({ message: 'applicantEmail: This request belongs to another applicant.' });
    expect((await respond(body)).statusCode).toBe(200);
    const again = await respond(body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This request has already been resolved.' });
  });
});

describe('POST /denyanalytical', () => {
  it('resolves the request as denied and emails the applicant the message', async () => {
    const user = await createActiveIndividual(test);
    const id = await raise(user, { subject: 'Trade data for 40 companies' });
    const response = await deny({
      id,
      requestType: 'Request Documentation',
      applicantEmail: user.email,
      responseMessage: 'We cannot cover that many companies.',
      attachmentId: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recordUpdated: true, emailSent: true });
    const [resolved] = (await list('completeanalytical', user.token)).analyticalRequests;
    expect(resolved).toMatchObject<Partial<AnalyticalRequestRecord>>({
      id,
      status: 'COMPLETE',
      resolution: 'DENIED',
      responseMessage: 'We cannot cover that many companies.',
      fileResponseURL: null,
    });
    const mail = await test.inbox.waitFor(user.email, (received) => received.subject.includes('could not be taken on'));
    expect(mail.text).toContain('We cannot cover that many companies.');
  });

  it('needs a message, an admin and a pending request', async () => {
    const user = await createActiveIndividual(test);
    const id = await raise(user);
    const body = { id, applicantEmail: user.email, responseMessage: 'No.' };
    expect((await deny({ ...body, responseMessage: ' ' })).json()).toEqual({
      message: 'responseMessage: Response Message is required',
    });
    expect((await deny(body, user.token)).statusCode).toBe(403);
    expect((await deny({ ...body, id: 999_999 })).statusCode).toBe(404);
    expect((await deny(body)).statusCode).toBe(200);
    expect((await deny(body)).statusCode).toBe(409);
  });
});

describe('POST /subscription-requests', () => {
  it('records the /subscriptionSubmit form as a request staff see', async () => {
    const user = await createActiveIndividual(test);
    const response = await call(test.app, 'POST', `${API}/subscription-requests`, {
      token: user.token,
      body: { subject: 'Team plan for 12 analysts', message: 'We would like a quote.' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<{ id: number }>();
    const staffView = await list('listanalytical?status=PENDING&pagesize=100', adminToken);
    expect(staffView.analyticalRequests.find((request) => request.id === id)).toMatchObject({
      requestType: 'Subscription Request',
      subject: 'Team plan for 12 analysts',
      applicationMessage: 'We would like a quote.',
      applicantEmail: user.email,
    });
  });

  it('names a missing subject or body, and is not for admins', async () => {
    const user = await createActiveIndividual(test);
    const send = (body: Record<string, unknown>, token = user.token) =>
      call(test.app, 'POST', `${API}/subscription-requests`, { token, body });
    expect((await send({ subject: '', message: 'x' })).json()).toEqual({ message: 'subject: Subject is required' });
    expect((await send({ subject: 'x', message: '' })).json()).toEqual({ message: 'message: Body is required' });
    expect((await send({ subject: 'x', message: 'y' }, adminToken)).statusCode).toBe(403);
  });
});
