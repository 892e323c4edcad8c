import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpgradeRequestList, UpgradeRequestRecord } from '@fleetgraph/shared/contracts/requests';
import type { UserRecord } from '@fleetgraph/shared/contracts/users';
import { auditLog } from '../db/schema';
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

type Member = { email: string; token: string };

const ask = (member: Member, overrides: Record<string, unknown> = {}) =>
  call(test.app, 'POST', `${API}/roles/upgrade-requests`, {
    token: member.token,
    body: {
      applicantEmail: member.email,
      desiredRole: 'TIER_2',
      applicationMessage: 'We investigate transshipment at sea.',
      ...overrides,
    },
  });

async function askOk(member: Member, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await ask(member, overrides);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

const decide = (id: number | string, verb: string, token = adminToken) =>
  call(test.app, 'PUT', `${API}/roles/upgrade-requests/${id}:${verb}`, { token });

const me = async (token: string) => (await call(test.app, 'GET', `${API}/users/me`, { token })).json<UserRecord>();

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('POST /roles/upgrade-requests', () => {
  it('records the request as CREATED and tells the analysts', async () => {
    const user = await createActiveIndividual(test);
    const response = await ask(user);
    expect(response.statusCode, response.body).toBe(200);
    const { id, recordCreated, status } = response.json<{ id: number; recordCreated: boolean; status: string }>();
    expect({ recordCreated, status }).toEqual({ recordCreated: true, status: 'CREATED' });

    const own = await call(test.app, 'GET', `${API}/roles/upgrade-requests/${id}`, { token: user.token });
    expect(own.json<UpgradeRequestRecord>()).toMatchObject({
      applicantEmail: user.email,
      desiredRole: 'TIER_2',
      applicationMessage: 'We investigate transshipment at sea.',
      status: 'CREATED',
      currentTier: 'TRIAL',
    });
    await test.inbox.waitFor('analysts@fleetgraph.test', (mail) => mail.subject === 'New tier upgrade request: Tier Upgrade to TIER_2');
    const audits = await test.db.select().from(auditLog).where(eq(auditLog.target, `upgrade-request:${id}`));
    expect(audits.map((entry) => entry.action)).toEqual(['upgrade-request.created']);
  });

  it('takes the /updateTier form: a start date instead of a reason', async () => {
    const user = await createActiveIndividual(test);
    const id = await askOk(user, { desiredRole: 'TIER_3', applicationMessage: undefined, startDate: tomorrow() });
    const own = await call(test.app, 'GET', `${API}/roles/upgrade-requests/${id}`, { token: user.token });
    expect(own.json<UpgradeRequestRecord>()).toMatchObject({ desiredRole: 'TIER_3', startDate: tomorrow(), applicationMessage: '' });
  });

  it('names bad input', async () => {
    const user = await createActiveIndividual(test);
    expect((await ask(user, { applicationMessage: '  ' })).json()).toEqual({
      message: 'applicationMessage: This field is required',
    });
    expect((await ask(user, { desiredRole: 'TIER_1' })).json()).toEqual({
      message: 'desiredRole: Only Tier 2 and Tier 3 can be applied for.',
    });
    expect((await ask(user, { desiredRole: 'ADMIN' })).statusCode).toBe(400);
    expect((await ask(user, { startDate: '2001-01-01' })).json()).toEqual({
      message: 'startDate: The start date cannot be in the past.',
    });
    expect((await ask(user, { startDate: 'next week' })).statusCode).toBe(400);
  });

  it('refuses the current tier, a second open request, and requests for someone else', async () => {
    const { orgAdmin } = await createOrganization(test);
    const sameTier = await ask(orgAdmin, { desiredRole: 'TIER_2' });
    expect(sameTier.statusCode).toBe(400);
    expect(sameTier.json()).toEqual({ message: 'desiredRole: This is already your plan.' });
    await askOk(orgAdmin, { desiredRole: 'TIER_3' });
    const second = await ask(orgAdmin, { desiredRole: 'TIER_3' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You already have a tier request waiting for a decision.' });
    const user = await createActiveIndividual(test);
    expect((await ask(user, { applicantEmail: orgAdmin.email })).statusCode).toBe(403);
  });

  it('is not for organization users, whose admin manages the plan, nor for admins', async () => {
    const { orgUser } = await createOrganization(test);
    const refused = await ask(orgUser, { desiredRole: 'TIER_3' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Your plan is managed by your organization admin.' });
    expect((await ask({ email: ADMIN.email, token: adminToken })).statusCode).toBe(403);
    const anonymous = await call(test.app, 'POST', `${API}/roles/upgrade-requests`, {
      body: { applicantEmail: orgUser.email, desiredRole: 'TIER_3', applicationMessage: 'Please.' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /roles/upgrade-requests', () => {
  it('gives the admin the CREATED requests, 10 a page', async () => {
    const users = await Promise.all(Array.from({ length: 11 }, () => createActiveIndividual(test)));
    for (const user of users) await askOk(user);
    const response = await call(test.app, 'GET', `${API}/roles/upgrade-requests?status=CREATED&pagesize=10&offset=0`, {
      token: adminToken,
    });
    const page = response.json<UpgradeRequestList>();
    expect(page.upgradeRoleRequests).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(11);
    expect(page.upgradeRoleRequests.every((request) => request.status === 'CREATED')).toBe(true);
    expect(page.upgradeRoleRequests[0]?.applicantEmail).toBe(users[10]?.email);
  });

  it('shows a user its own requests only, and no one else reads them', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    const id = await askOk(other);
    const own = await call(test.app, 'GET', `${API}/roles/upgrade-requests`, { token: user.token });
    expect(own.json<UpgradeRequestList>()).toEqual({ upgradeRoleRequests: [], total: 0 });
    expect((await call(test.app, 'GET', `${API}/roles/upgrade-requests/${id}`, { token: user.token })).statusCode).toBe(403);
    expect((await call(test.app, 'GET', `${API}/roles/upgrade-requests/${id}`, { token: adminToken })).statusCode).toBe(200);
    expect((await call(test.app, 'GET', `${API}/roles/upgrade-requests/999999`, { token: adminToken })).statusCode).toBe(404);
  });
});

describe('PUT /roles/upgrade-requests/{id}:approve and :deny', () => {
  it('approval sets the approved tier and emails the applicant', async () => {
    const user = await createActiveIndividual(test);
    const id = await askOk(user);
    const response = await decide(id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ recordUpdated: true, emailSent: true, status: 'APPROVED' });
    const profile = await me(user.token);
    expect(profile.highestApprovedTier).toBe(2);
    expect(profile.tier).toBe('TRIAL');
    const mail = await test.inbox.waitFor(user.email, (received) => received.subject.includes('approved'));
    expect(mail.subject).toBe('Your request for the Advanced plan is approved');
    const audits = await test.db.select().from(auditLog).where(eq(auditLog.target, `upgrade-request:${id}`));
    expect(audits.map((entry) => entry.action)).toContain('upgrade-request.approved');
    const again = await decide(id, 'deny');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This request has already been decided.' });
  });

  it('denial leaves the tiers alone, emails the applicant, and frees the way for a new request', async () => {
    const user = await createActiveIndividual(test);
    const id = await askOk(user, { desiredRole: 'TIER_3' });
    const response = await decide(id, 'deny');
    expect(response.json()).toEqual({ recordUpdated: true, emailSent: true, status: 'DENIED' });
    expect((await me(user.token)).highestApprovedTier).toBeNull();
    const mail = await test.inbox.waitFor(user.email, (received) => received.subject.includes('not approved'));
    expect(mail.subject).toBe('Your request for the Pro plan was not approved');
    await askOk(user, { desiredRole: 'TIER_2' });
  });

  it('is for admins only, and checks the id and the verb', async () => {
    const user = await createActiveIndividual(test);
    const id = await askOk(user);
    expect((await decide(id, 'approve', user.token)).statusCode).toBe(403);
    expect((await decide(999_999, 'approve')).statusCode).toBe(404);
    const bogus = await decide(id, 'promote');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json<{ message: string }>().message).toBe('decision: Must be {id}:approve or {id}:deny');
    expect((await me(user.token)).highestApprovedTier).toBeNull();
  });
});
