import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../db/schema';
import { temporaryPasswordIn } from '../../test/smtp-inbox';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { completeRegistration, organizationWithUsers, uniqueEmail } from '../organizations/organization-fixtures';

let test: TestApp;
let adminToken: string;
beforeAll(async () => {
  test = await startTestApp();
  adminToken = await loginAs(test.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await test?.close();
});

const invitePath = '/api/uaa/v1/invite/user';
const invitation = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('lucia'),
  firstName: 'Lucía',
  lastName: 'Ferreira',
  industry: 'Academic',
  title: 'Professor',
  country: 'Uruguay',
  phone: '59829001234',
  tier: 'TIER_2',
  dossierRequests: 1,
  docRequests: 10,
  riskAlertRequests: 2,
  updateInfoRequests: 3,
  tradeDataRequests: 4,
  ...overrides,
});

describe('POST /invite/user with the admin token', () => {
  it('creates a CREATED individual with the tier and credits, invited by email with a temporary password', async () => {
    const body = invitation();
    const response = await call(test.app, 'POST', invitePath, { token: adminToken, body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordCreated: true, emailSent: true });

    const mail = await test.inbox.waitFor(body.email);
    expect(mail.subject).toBe('You are invited to fleetgraph');
    expect(mail.text).toContain('Hello Lucía');
    const user = await completeRegistration(test, body.email, temporaryPasswordIn(mail));
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).json();
    expect(me).toMatchObject({
      roleName: 'INDIVIDUAL',
      status: 'ACTIVE',
      tier: 'TIER_2',
      role: 2,
      industry: 'Academic',
      title: 'Professor',
      phone: '59829001234',
      orgPayload: { organization: 'INDIVIDUAL', organizationType: 'INDIVIDUAL_USER', dossierRequests: 1, tradeDataRequests: 4 },
    });
    const listed = (
      await call(test.app, 'GET', '/api/uaa/v1/users?filter=INDIVIDUAL&pagesize=10&offset=0', { token: adminToken })
    ).json<{ users: { email: string }[] }>();
    expect(listed.users[0]?.email).toBe(body.email);
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.target, `user:${me.id as number}`));
    expect(entries.map((entry) => entry.action)).toContain('user.invited');
  });

  it.each([
    ['email', '', 'email: Email is required'],
    ['email', 'not-an-email', 'email: Valid email is required'],
    ['firstName', '', 'firstName: First Name is required'],
    ['lastName', undefined, 'lastName: Last Name is required'],
    ['industry', '', 'industry: Industry is required'],
    ['title', '', 'title: Title is required'],
    ['country', '', 'country: Country is required'],
    ['phone', '', 'phone: Phone is required'],
    ['phone', 'twelve', 'phone: You must specify a number'],
    ['phone', '-5', 'phone: You must specify a positive number'],
    ['tier', '', 'tier: Tier is required'],
    ['tier', 'TIER_3', 'tier: Tier must be one of TIER_1, TIER_2'],
    ['dossierRequests', undefined, 'dossierRequests: Dossier Requests is required'],
    ['docRequests', -1, 'docRequests: Doc Requests must be 0 or more'],
    ['riskAlertRequests', 'many', 'riskAlertRequests: You must specify a number'],
    ['updateInfoRequests', '', 'updateInfoRequests: Info Update Requests is required'],
    ['tradeDataRequests', undefined, 'tradeDataRequests: Trade Data Requests is required'],
  ])('refuses %s = %j with 400 and the message, creating nobody', async (field, value, message) => {
    const body = invitation({ [field]: value });
    const response = await call(test.app, 'POST', invitePath, { token: adminToken, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    if (field !== 'email') expect(await test.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });

  it('takes the counts as numbers or digits, and a phone of 0', async () => {
    const body = invitation({ phone: '0', dossierRequests: '7', docRequests: 0 });
    expect((await call(test.app, 'POST', invitePath, { token: adminToken, body })).statusCode).toBe(200);
  });

  it('refuses an email that has an account with 409 and the server message', async () => {
    const existing = await createActiveIndividual(test);
    const response = await call(test.app, 'POST', invitePath, {
      token: adminToken,
      body: invitation({ email: existing.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists.' });
  });

  it('is refused with 403 to an organization admin, an organization user and an individual', async () => {
    const organization = await organizationWithUsers(test, adminToken);
    const individual = await createActiveIndividual(test);
    for (const token of [organization.orgAdmin.token, organization.orgUser.token, individual.token]) {
      const body = invitation();
      const response = await call(test.app, 'POST', invitePath, { token, body });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only an administrator can do this.' });
      expect(await test.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    }
  });

  it('answers 401 for a bad token, rather than taking the call as a sign-up', async () => {
    const response = await call(test.app, 'POST', invitePath, { token: 'not-a-token', body: invitation() });
    expect(response.statusCode).toBe(401);
  });
});
