import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticalRequests, organizations } from '../db/schema';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { createOrganization } from './request-test-fixtures';

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

const raise = (member: { email: string; token: string }, requestType: string, subject = 'Risk alert on the Ocean Star') =>
  call(test.app, 'POST', `${API}/createanalytical`, {
    token: member.token,
    body: { applicantEmail: member.email, requestType, subject, applicationMessage: 'Please look into it.' },
  });

async function credits(organizationId: number) {
  const [row] = await test.db.select().from(organizations).where(eq(organizations.id, organizationId));
  return row!;
}

describe('credits of organization users', () => {
  it('takes one credit per request and refuses the request once none is left', async () => {
    const { organizationId, orgUser, orgAdmin } = await createOrganization(test, { riskAlertRequests: 2, docRequests: 0 });
    expect((await raise(orgUser, 'Request Risk Alert')).statusCode).toBe(200);
    expect((await credits(organizationId)).riskAlertRequests).toBe(1);
    expect((await raise(orgAdmin, 'Request Risk Alert')).statusCode).toBe(200);
    expect((await credits(organizationId)).riskAlertRequests).toBe(0);

    const refused = await raise(orgUser, 'Request Risk Alert');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Your organization has no Risk Alert credits left. Ask your organization admin for more.',
    });
    const noDocs = await raise(orgUser, 'Request Documentation');
    expect(noDocs.json()).toEqual({
      message: 'Your organization has no Doc Requests credits left. Ask your organization admin for more.',
    });
    expect((await credits(organizationId)).riskAlertRequests).toBe(0);
  });

  it('spends each type from its own counter, and nothing for a suggested change', async () => {
    const { organizationId, orgUser } = await createOrganization(test, {
      docRequests: 1,
      updateInfoRequests: 1,
      tradeDataRequests: 1,
      riskAlertRequests: 1,
      dossierRequests: 1,
    });
    for (const type of ['Request Documentation', 'Request Update of Information', 'Request Trade Data Analysis']) {
      expect((await raise(orgUser, type)).statusCode).toBe(200);
    }
    expect((await raise(orgUser, 'Suggest Change of Information')).statusCode).toBe(200);
    expect(await credits(organizationId)).toMatchObject({
      docRequests: 0,
      updateInfoRequests: 0,
      tradeDataRequests: 0,
      riskAlertRequests: 1,
      dossierRequests: 1,
    });
  });

  it('gives the credit back when the request is denied, not when it is answered', async () => {
    const { organizationId, orgUser } = await createOrganization(test, { riskAlertRequests: 1 });
    const raised = await raise(orgUser, 'Request Risk Alert');
    const { id } = raised.json<{ id: number }>();
    expect((await credits(organizationId)).riskAlertRequests).toBe(0);
    const denied = await call(test.app, 'POST', `${API}/denyanalytical`, {
      token: adminToken,
      body: { id, applicantEmail: orgUser.email, responseMessage: 'Out of scope.' },
    });
    expect(denied.statusCode).toBe(200);
    expect((await credits(organizationId)).riskAlertRequests).toBe(1);
    const mail = await test.inbox.waitFor(orgUser.email, (received) => received.subject.includes('could not be taken on'));
    expect(mail.text).toContain('The credit it used has been returned to your organization.');
  });

  it('does not charge individuals, who have no counters to see', async () => {
    const individual = await createActiveIndividual(test);
    expect((await raise(individual, 'Request Risk Alert')).statusCode).toBe(200);
  });

  it('lets exactly one of two requests racing for the last credit through', async () => {
    const { organizationId, orgUser, orgAdmin } = await createOrganization(test, { tradeDataRequests: 1 });
    const answers = await Promise.all([
      raise(orgUser, 'Request Trade Data Analysis', 'Race A'),
      raise(orgAdmin, 'Request Trade Data Analysis', 'Race B'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    expect((await credits(organizationId)).tradeDataRequests).toBe(0);
    const stored = await test.db
      .select({ id: analyticalRequests.id })
      .from(analyticalRequests)
      .where(eq(analyticalRequests.creditOrganizationId, organizationId));
    expect(stored).toHaveLength(1);
  });
});
