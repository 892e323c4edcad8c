import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticalRequestList } from '@fleetgraph/shared/contracts/requests';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { asDataUrl, createOrganization, pdfBytes } from '../requests/request-test-fixtures';

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

async function raiseWithFile(member: { email: string; token: string }): Promise<string> {
  const raised = await call(test.app, 'POST', `${API}/createanalytical`, {
    token: member.token,
    body: {
      applicantEmail: member.email,
      requestType: 'Suggest Change of Information',
      subject: 'Corrected owner',
      applicationMessage: 'See the attached registry extract.',
      fileContent: asDataUrl(pdfBytes()),
      fileName: 'registry.pdf',
    },
  });
  expect(raised.statusCode, raised.body).toBe(200);
  const open = await call(test.app, 'GET', `${API}/pendinganalytical`, { token: member.token });
  return open.json<AnalyticalRequestList>().analyticalRequests[0]!.fileRequestURL!;
}

const download = (url: string, token?: string) => call(test.app, 'GET', url, token ? { token } : {});

describe('GET /files/{id}', () => {
  it('lets the applicant, its organization admin and admins download, and no one else', async () => {
    const { orgUser, orgAdmin } = await createOrganization(test);
    const otherOrganization = await createOrganization(test);
    const stranger = await createActiveIndividual(test);
    const url = await raiseWithFile(orgUser);

    for (const token of [orgUser.token, orgAdmin.token, adminToken]) {
      const response = await download(url, token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(pdfBytes())).toBe(true);
    }
    const refused = await download(url, stranger.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You are not allowed to download this file.' });
    expect((await download(url, otherOrganization.orgAdmin.token)).statusCode).toBe(403);
    expect((await download(url)).statusCode).toBe(401);
  });

  it('does not let an organization user read a colleague file', async () => {
    const { orgUser, orgAdmin } = await createOrganization(test);
    const url = await raiseWithFile(orgAdmin);
    expect((await download(url, orgUser.token)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown file and 400 for a bad id', async () => {
    expect((await download(`${API}/files/999999`, adminToken)).statusCode).toBe(404);
    expect((await download(`${API}/files/abc`, adminToken)).statusCode).toBe(400);
  });
});
