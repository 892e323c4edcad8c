import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, users } from '../db/schema';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import {
  addOrganization,
  completeRegistration,
  organizationBody,
  organizationWithUsers,
  uniqueEmail,
} from './organization-fixtures';

let test: TestApp;
let adminToken: string;
let other: Awaited<ReturnType<typeof organizationWithUsers>>;
beforeAll(async () => {
  test = await startTestApp();
  adminToken = await loginAs(test.app, ADMIN.email, ADMIN.password);
  other = await organizationWithUsers(test, adminToken, { organization: 'Other Org Ltd' });
});
afterAll(async () => {
  await test?.close();
});

const path = '/api/uaa/v1/organizations';
type Body = Record<string, unknown>;

describe('POST /organizations', () => {
  it('creates the organization and its CREATED administrator, who is invited by email with a temporary password', async () => {
    const body = organizationBody({ organization: 'Ocean Ledger', tier: 'TIER_3' });
    const response = await call(test.app, 'POST', path, { token: adminToken, body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordCreated: true, emailSent: true });

    const invitation = await test.inbox.waitFor(String(body.adminEmail));
    expect(invitation.subject).toBe('You are invited to Ocean Ledger on fleetgraph');
    expect(invitation.text).toContain('Hello Ada');
    expect(invitation.text).toContain('http://fleetgraph.test/login');
    const temporary = /Temporary password: (\S+)/.exec(invitation.text)?.[1] ?? '';
    const createdToken = await loginAs(test.app, String(body.adminEmail), temporary);
    const created = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: createdToken })).json();
    expect(created).toMatchObject({ status: 'CREATED', roleName: 'ORGADMIN', tier: 'TIER_3', firstName: 'Ada' });
    expect(created.orgPayload).toMatchObject({
      organization: 'Ocean Ledger',
      organizationType: 'ORGANIZATION',
      dossierRequests: 3,
      docRequests: 30,
      riskAlertRequests: 5,
      updateInfoRequests: 3,
      tradeDataRequests: 2,
    });
    const entries = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `organization:${created.organizationId as number}`));
    expect(entries.map((entry) => entry.action)).toEqual(['organization.created']);
  });

  it('takes an organization without phone, industry or administrator name', async () => {
    const body = organizationBody();
    for (const field of ['phone', 'industry', 'adminFirstName', 'adminLastName']) delete (body as Body)[field];
    const response = await call(test.app, 'POST', path, { token: adminToken, body });
    expect(response.statusCode).toBe(200);
    const invitation = await test.inbox.waitFor(String(body.adminEmail));
    expect(invitation.text).toMatch(/^Hello,/);
  });

  it.each([
    ['organization', '', 'organization: Organization Name is required'],
    ['adminEmail', '', 'adminEmail: Admin Email is required'],
    ['adminEmail', 'lead-at-example', 'adminEmail: Valid email is required'],
    ['numUsers', undefined, 'numUsers: Number of Users is required'],
    ['numUsers', -1, 'numUsers: Number of Users must be 0 or more'],
    ['numUsers', 'five', 'numUsers: You must specify a number'],
    ['tier', '', 'tier: Tier is required'],
    ['tier', 'GOLD', 'tier: Tier must be one of TRIAL, TIER_1, TIER_2, TIER_3'],
    ['phone', 'call us', 'phone: You must specify a number'],
    ['dossierRequests', undefined, 'dossierRequests: Dossier Requests is required'],
    ['docRequests', '', 'docRequests: Doc Requests is required'],
    ['riskAlertRequests', -2, 'riskAlertRequests: Risk Alert Requests must be 0 or more'],
    ['updateInfoRequests', 1.5, 'updateInfoRequests: Info Update Requests must be a whole number'],
    ['tradeDataRequests', undefined, 'tradeDataRequests: Trade Data Requests is required'],
  ])('refuses %s = %j with 400 and the message', async (field, value, message) => {
    const body = organizationBody({ [field]: value });
    const response = await call(test.app, 'POST', path, { token: adminToken, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const stored = await test.db.select().from(organizations).where(eq(organizations.name, String(body.organization)));
    expect(stored).toHaveLength(0);
  });

  it('refuses an admin email that already has an account with 409 and creates nothing', async () => {
    const body = organizationBody({ adminEmail: other.orgUser.email.toUpperCase() });
    const response = await call(test.app, 'POST', path, { token: adminToken, body });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists.' });
    expect(await test.db.select().from(organizations).where(eq(organizations.name, String(body.organization)))).toHaveLength(0);
  });

  it('is refused to an organization admin, an organization user and an individual with 403, and without a token with 401', async () => {
    const individual = await createActiveIndividual(test);
    for (const token of [other.orgAdmin.token, other.orgUser.token, individual.token]) {
      const response = await call(test.app, 'POST', path, { token, body: organizationBody() });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Only an administrator can do this.' });
    }
    expect((await call(test.app, 'POST', path, { body: organizationBody() })).statusCode).toBe(401);
  });
});

describe('GET /organizations', () => {
  it('lists the organizations for the admin with their users, administrator and counters, and no individual', async () => {
    const individual = await createActiveIndividual(test);
    const response = await call(test.app, 'GET', path, { token: adminToken });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ organizations: Body[]; total: number }>();
    expect(body.total).toBe(body.organizations.length);
    const listed = body.organizations.find((organization) => organization.organizationid === other.organizationId);
    expect(listed).toMatchObject({
      organization: 'Other Org Ltd',
      organizationType: 'ORGANIZATION',
      adminEmail: other.orgAdmin.email,
      adminName: 'Ada Okafor',
      numUsers: 5,
      userCount: 2,
      tier: 'TIER_2',
      industry: 'NGO',
      phone: '442079460000',
      dossierRequests: 3,
    });
    expect(body.organizations.some((organization) => organization.adminEmail === individual.email)).toBe(false);
  });

  it('is refused to everyone but the admin', async () => {
    const individual = await createActiveIndividual(test);
    for (const token of [other.orgAdmin.token, other.orgUser.token, individual.token]) {
      expect((await call(test.app, 'GET', path, { token })).statusCode).toBe(403);
    }
    expect((await call(test.app, 'GET', path)).statusCode).toBe(401);
  });
});

describe('GET /organizations/{id}', () => {
  it('answers the admin the organization with its users, its administrator first', async () => {
    const response = await call(test.app, 'GET', `${path}/${other.organizationId}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ users: Body[] }>();
    expect(body).toMatchObject({ organizationid: other.organizationId, organization: 'Other Org Ltd' });
    expect(body.users.map((user) => [user.email, user.role])).toEqual([
      [other.orgAdmin.email, 'ORGADMIN'],
      [other.orgUser.email, 'ORGUSER'],
    ]);
    expect(Object.keys(body.users[0]!)).toEqual(
      expect.arrayContaining(['id', 'firstName', 'lastName', 'email', 'title', 'role', 'createdAt']),
    );
  });

  it('answers its administrator with the users and its user without them', async () => {
    const asOrgAdmin = await call(test.app, 'GET', `${path}/${other.organizationId}`, { token: other.orgAdmin.token });
    expect(asOrgAdmin.json<{ users: Body[] }>().users).toHaveLength(2);
    const asOrgUser = await call(test.app, 'GET', `${path}/${other.organizationId}`, { token: other.orgUser.token });
    expect(asOrgUser.statusCode).toBe(200);
    expect(asOrgUser.json()).toMatchObject({ organization: 'Other Org Ltd', adminName: 'Ada Okafor', users: [] });
  });

  it("answers 404 for another organization's id, to its members and to an individual, without its data", async () => {
    const mine = await organizationWithUsers(test, adminToken);
    const individual = await createActiveIndividual(test);
    for (const token of [mine.orgAdmin.token, mine.orgUser.token, individual.token]) {
      const response = await call(test.app, 'GET', `${path}/${other.organizationId}`, { token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Organization not found.' });
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(test.app, 'GET', `${path}/999999`, { token: adminToken })).statusCode).toBe(404);
    expect((await call(test.app, 'GET', `${path}/abc`, { token: adminToken })).statusCode).toBe(400);
  });
});

describe('PUT /organizations/{id}', () => {
  it('lets the admin change every field; a new tier reaches every member', async () => {
    const target = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'PUT', `${path}/${target.organizationId}`, {
      token: adminToken,
      body: { organization: 'Renamed Research', numUsers: 9, tier: 'TIER_3', phone: '15551234', industry: 'Media', docRequests: 12 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orgUpdated: true });
    const organization = (await call(test.app, 'GET', `${path}/${target.organizationId}`, { token: adminToken })).json();
    expect(organization).toMatchObject({
      organization: 'Renamed Research',
      numUsers: 9,
      tier: 'TIER_3',
      phone: '15551234',
      industry: 'Media',
      docRequests: 12,
      dossierRequests: 3,
    });
    for (const member of [target.orgAdmin, target.orgUser]) {
      const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: member.token })).json();
      expect(me).toMatchObject({ tier: 'TIER_3', role: 3 });
    }
    const entries = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `organization:${target.organizationId}`));
    expect(entries.map((entry) => entry.action)).toContain('organization.updated');
  });

  it("moves the administrator's sign-in with a new admin email", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const newEmail = uniqueEmail('new.lead');
    const response = await call(test.app, 'PUT', `${path}/${target.organizationId}`, {
      token: adminToken,
      body: { adminEmail: newEmail },
    });
    expect(response.statusCode).toBe(200);
    expect((await loginAs(test.app, newEmail, target.orgAdmin.password)).length).toBeGreaterThan(20);
    const old = await call(test.app, 'POST', '/api/uaa/v1/login', {
      body: { email: target.orgAdmin.email, password: target.orgAdmin.password },
      address: '10.9.0.1',
    });
    expect(old.statusCode).toBe(401);
  });

  it('refuses an admin email another user has with 409 and changes nothing', async () => {
    const target = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'PUT', `${path}/${target.organizationId}`, {
      token: adminToken,
      body: { organization: 'Should Not Stick', adminEmail: other.orgUser.email },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists.' });
    const [row] = await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId));
    expect(row?.name).not.toBe('Should Not Stick');
  });

  it("lets its administrator change the name, phone and industry, but not the admin's fields", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const url = `${path}/${target.organizationId}`;
    const allowed = await call(test.app, 'PUT', url, {
      token: target.orgAdmin.token,
      body: { organization: 'Our New Name', phone: '3312345678', industry: 'Think Tank' },
    });
    expect(allowed.statusCode).toBe(200);
    for (const body of [{ tier: 'TIER_3' }, { dossierRequests: 99 }, { numUsers: 500 }, { adminEmail: uniqueEmail('x') }]) {
      const refused = await call(test.app, 'PUT', url, { token: target.orgAdmin.token, body });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: 'Only an administrator can do this.' });
    }
    const organization = (await call(test.app, 'GET', url, { token: target.orgAdmin.token })).json();
    expect(organization).toMatchObject({
      organization: 'Our New Name',
      phone: '3312345678',
      industry: 'Think Tank',
      tier: 'TIER_2',
      dossierRequests: 3,
      numUsers: 5,
    });
  });

  it('refuses its user with 403, and anyone outside it with 404', async () => {
    const target = await organizationWithUsers(test, adminToken);
    const url = `${path}/${target.organizationId}`;
    const asOrgUser = await call(test.app, 'PUT', url, { token: target.orgUser.token, body: { organization: 'Mine now' } });
    expect(asOrgUser.statusCode).toBe(403);
    const individual = await createActiveIndividual(test);
    for (const token of [other.orgAdmin.token, individual.token]) {
      const response = await call(test.app, 'PUT', url, { token, body: { organization: 'Mine now' } });
      expect(response.statusCode).toBe(404);
    }
    expect((await call(test.app, 'PUT', url, { body: { organization: 'Mine now' } })).statusCode).toBe(401);
  });

  it('refuses invalid fields with 400 naming the field', async () => {
    const url = `${path}/${other.organizationId}`;
    const blank = await call(test.app, 'PUT', url, { token: adminToken, body: { organization: ' ' } });
    expect(blank.json()).toEqual({ message: 'organization: Organization Name is required' });
    const phone = await call(test.app, 'PUT', url, { token: adminToken, body: { phone: '12-34' } });
    expect(phone.json()).toEqual({ message: 'phone: You must specify a number' });
    const credits = await call(test.app, 'PUT', url, { token: adminToken, body: { tradeDataRequests: -1 } });
    expect(credits.json()).toEqual({ message: 'tradeDataRequests: Trade Data Requests must be 0 or more' });
    expect((await call(test.app, 'PUT', `${path}/999999`, { token: adminToken, body: {} })).statusCode).toBe(404);
  });
});

describe('DELETE /organizations/{id}', () => {
  it('deletes the organization with all its users, whose sessions end', async () => {
    const target = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'DELETE', `${path}/${target.organizationId}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orgRemoved: true });
    expect(await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId))).toHaveLength(0);
    expect(await test.db.select().from(users).where(eq(users.organizationId, target.organizationId))).toHaveLength(0);
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: target.orgUser.token })).statusCode).toBe(401);
    const entries = await test.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `organization:${target.organizationId}`));
    expect(entries.map((entry) => entry.action)).toContain('organization.deleted');
  });

  it('is refused to its administrator and its user with 403, and answers 404 for an unknown id', async () => {
    const target = await organizationWithUsers(test, adminToken);
    for (const token of [target.orgAdmin.token, target.orgUser.token]) {
      expect((await call(test.app, 'DELETE', `${path}/${target.organizationId}`, { token })).statusCode).toBe(403);
    }
    expect(await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId))).toHaveLength(1);
    expect((await call(test.app, 'DELETE', `${path}/999999`, { token: adminToken })).statusCode).toBe(404);
  });
});

describe('GET /organizationsa/credit', () => {
  const creditPath = '/api/uaa/v1/organizationsa/credit';

  it("answers the members the five credits of their organization", async () => {
    for (const member of [other.orgAdmin, other.orgUser]) {
      const response = await call(test.app, 'GET', creditPath, { token: member.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        organizationid: other.organizationId,
        dossierRequests: 3,
        docRequests: 30,
        riskAlertRequests: 5,
        updateInfoRequests: 3,
        tradeDataRequests: 2,
      });
    }
  });

  it('answers an individual its own credits, and the admin those of the organization it names', async () => {
    const individual = await createActiveIndividual(test);
    const own = await call(test.app, 'GET', creditPath, { token: individual.token });
    expect(own.json()).toMatchObject({ dossierRequests: 0, tradeDataRequests: 0 });
    const named = await call(test.app, 'GET', `${creditPath}?organizationid=${other.organizationId}`, { token: adminToken });
    expect(named.json()).toMatchObject({ organizationid: other.organizationId, docRequests: 30 });
    const unnamed = await call(test.app, 'GET', creditPath, { token: adminToken });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ message: 'organizationid: Organization is required' });
  });

  it("answers 404 to a member naming another organization", async () => {
    const mine = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'GET', `${creditPath}?organizationid=${other.organizationId}`, {
      token: mine.orgUser.token,
    });
    expect(response.statusCode).toBe(404);
    expect((await call(test.app, 'GET', creditPath)).statusCode).toBe(401);
  });
});

describe('a CREATED administrator', () => {
  it('cannot manage its organization before completing the registration', async () => {
    const organization = await addOrganization(test, adminToken);
    const createdToken = await loginAs(test.app, organization.adminEmail, organization.temporaryPassword);
    const response = await call(test.app, 'PUT', `${path}/${organization.id}`, {
      token: createdToken,
      body: { organization: 'Too early' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Please complete your registration by changing your password first.' });
    const active = await completeRegistration(test, organization.adminEmail, organization.temporaryPassword);
    const later = await call(test.app, 'PUT', `${path}/${organization.id}`, {
      token: active.token,
      body: { organization: 'In time' },
    });
    expect(later.statusCode).toBe(200);
  });
});
