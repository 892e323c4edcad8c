import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { auditLog, organizations, users } from '../db/schema';
import { insertOrganization } from '../organizations/organizations.repo';
import { organizationWithUsers } from '../organizations/organization-fixtures';
import { insertUser } from './users.repo';
import {
  ADMIN,
  call,
  createActiveIndividual,
  loginAs,
  startTestApp,
  TEST_JWT_SECRET,
  type TestApp,
} from '../../test/test-app';

let test: TestApp;
let adminToken: string;
beforeAll(async () => {
  test = await startTestApp();
  adminToken = await loginAs(test.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await test?.close();
});

interface UserBody {
  id: number;
  email: string;
  organizationId: number;
  roleName: string;
  [key: string]: unknown;
}

async function createOrganizationWithUsers() {
  const organizationId = await insertOrganization(test.db, {
    name: 'Blue Current Research',
    organizationType: 'ORGANIZATION',
    tier: 'TIER_2',
    numUsers: 5,
    adminEmail: `lead.${Date.now()}@bluecurrent.example`,
    dossierRequests: 3,
  });
  const passwordHash = await hashPassword('org-password-1');
  const base = { passwordHash, status: 'ACTIVE', tier: 'TIER_2', lastName: 'Okafor', country: 'Nigeria', organizationId };
  const orgAdmin = await insertUser(test.db, {
    ...base,
    email: `lead.${organizationId}@bluecurrent.example`,
    role: 'ORGADMIN',
    firstName: 'Ada',
  });
  const orgUser = await insertUser(test.db, {
    ...base,
    email: `analyst.${organizationId}@bluecurrent.example`,
    role: 'ORGUSER',
    firstName: 'Tunde',
  });
  return { organizationId, orgAdmin, orgUser };
}

describe('GET /users/me', () => {
  it('answers the profile with the spec fields', async () => {
    const user = await createActiveIndividual(test);
    const response = await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token });
    expect(response.statusCode).toBe(200);
    const me = response.json<UserBody>();
    expect(Object.keys(me)).toEqual(
      expect.arrayContaining([
        'id', 'email', 'firstName', 'lastName', 'title', 'country', 'phone', 'status', 'roleName',
        'highestApprovedTier', 'organizationId', 'createdAt', 'updatedAt', 'role', 'orgPayload',
      ]),
    );
    expect(me).toMatchObject({ email: user.email, status: 'ACTIVE', roleName: 'INDIVIDUAL', disclaimerAccepted: false });
    expect(me).not.toHaveProperty('passwordHash');
  });

  it('refuses no token, a forged token and an expired token with 401', async () => {
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/me')).statusCode).toBe(401);
    const forged = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: forged })).statusCode).toBe(401);
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const response = await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: expired });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
  });
});

describe('disclaimer', () => {
  it('is remembered for the user once accepted', async () => {
    const user = await createActiveIndividual(test);
    const accept = await call(test.app, 'POST', '/api/uaa/v1/users/me/disclaimer', { token: user.token });
    expect(accept.json()).toEqual({ disclaimerAccepted: true });
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).json();
    expect(me.disclaimerAccepted).toBe(true);
  });
});

describe('GET /users (admin)', () => {
  it('pages users with their total and filters by role', async () => {
    await createActiveIndividual(test);
    await createActiveIndividual(test);
    const firstPage = await call(test.app, 'GET', '/api/uaa/v1/users?pagesize=2&offset=0', { token: adminToken });
    expect(firstPage.statusCode).toBe(200);
    const body = firstPage.json<{ users: UserBody[]; total: number }>();
    expect(body.users).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(3);
    const secondPage = (
      await call(test.app, 'GET', '/api/uaa/v1/users?pagesize=2&offset=2', { token: adminToken })
    ).json<{ users: UserBody[] }>();
    expect(secondPage.users.map((u) => u.id)).not.toContain(body.users[0]!.id);
    const admins = (
      await call(test.app, 'GET', '/api/uaa/v1/users?pagesize=10&offset=0&filter=ADMIN', { token: adminToken })
    ).json<{ users: UserBody[]; total: number }>();
    expect(admins.total).toBe(1);
    expect(admins.users[0]?.email).toBe(ADMIN.email);
  });

  it('refuses a bad page size or filter with 400', async () => {
    const badSize = await call(test.app, 'GET', '/api/uaa/v1/users?pagesize=0', { token: adminToken });
    expect(badSize.statusCode).toBe(400);
    const badFilter = await call(test.app, 'GET', '/api/uaa/v1/users?filter=ROOT', { token: adminToken });
    expect(badFilter.statusCode).toBe(400);
  });

  it('refuses a non-admin with 403 and no token with 401', async () => {
    const user = await createActiveIndividual(test);
    const response = await call(test.app, 'GET', '/api/uaa/v1/users', { token: user.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Only an administrator can do this.' });
    expect((await call(test.app, 'GET', '/api/uaa/v1/users')).statusCode).toBe(401);
  });
});

describe('GET /users/{id}', () => {
  it('lets a user read itself but not another user', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    expect((await call(test.app, 'GET', `/api/uaa/v1/users/${user.id}`, { token: user.token })).statusCode).toBe(200);
    const response = await call(test.app, 'GET', `/api/uaa/v1/users/${other.id}`, { token: user.token });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain(other.email);
  });

  it('lets the admin read anyone, with 404 for an unknown id and 400 for a bad one', async () => {
    const user = await createActiveIndividual(test);
    const found = await call(test.app, 'GET', `/api/uaa/v1/users/${user.id}`, { token: adminToken });
    expect(found.json()).toMatchObject({ email: user.email });
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/999999', { token: adminToken })).statusCode).toBe(404);
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/abc', { token: adminToken })).statusCode).toBe(400);
  });
});

describe('PUT /users', () => {
  it('lets a user edit its own profile', async () => {
    const user = await createActiveIndividual(test);
    const response = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: user.token,
      body: { id: user.id, firstName: 'Ana Maria', title: 'Lead analyst', phone: '351912345678', country: 'Spain' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordUpdated: true });
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).json();
    expect(me).toMatchObject({ firstName: 'Ana Maria', title: 'Lead analyst', phone: '351912345678', country: 'Spain' });
  });

  it('refuses a user editing another user, or its own tier or credits, with 403', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    const someoneElse = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: user.token,
      body: { id: other.id, firstName: 'Mallory' },
    });
    expect(someoneElse.statusCode).toBe(403);
    const ownTier = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: user.token,
      body: { id: user.id, tier: 'TIER_3' },
    });
    expect(ownTier.statusCode).toBe(403);
    const ownCredits = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: user.token,
      body: { id: user.id, dossierRequests: 100 },
    });
    expect(ownCredits.statusCode).toBe(403);
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).json();
    expect(me.tier).toBe('TRIAL');
  });

  it('refuses bad input with 400 naming the field', async () => {
    const user = await createActiveIndividual(test);
    const badPhone = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: user.token,
      body: { id: user.id, phone: 'call me' },
    });
    expect(badPhone.json()).toEqual({ message: 'phone: You must specify a number' });
    const noId = await call(test.app, 'PUT', '/api/uaa/v1/users', { token: user.token, body: { firstName: 'X' } });
    expect(noId.statusCode).toBe(400);
  });

  it('lets the admin change tier and credits, updating the user\'s organization too', async () => {
    const user = await createActiveIndividual(test);
    const response = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: adminToken,
      body: { id: user.id, tier: 'TIER_2', dossierRequests: 4, tradeDataRequests: 2 },
    });
    expect(response.statusCode).toBe(200);
    const record = (await call(test.app, 'GET', `/api/uaa/v1/users/${user.id}`, { token: adminToken })).json();
    expect(record).toMatchObject({ tier: 'TIER_2', role: 2, orgPayload: { dossierRequests: 4, tradeDataRequests: 2 } });
    const [organization] = await test.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, record.organizationId as number));
    expect(organization?.tier).toBe('TIER_2');
  });

  it('refuses an email that another user has with 409', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    const response = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: adminToken,
      body: { id: user.id, email: other.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists.' });
  });

  it('writes the change to the audit log', async () => {
    const user = await createActiveIndividual(test);
    await call(test.app, 'PUT', '/api/uaa/v1/users', { token: user.token, body: { id: user.id, title: 'Editor' } });
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.target, `user:${user.id}`));
    expect(entries.map((entry) => entry.action)).toContain('user.updated');
  });
});

describe('DELETE /users/{id}', () => {
  it('deletes an individual together with its organization', async () => {
    const user = await createActiveIndividual(test);
    const organizationId = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).json()
      .organizationId as number;
    const response = await call(test.app, 'DELETE', `/api/uaa/v1/users/${user.id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordRemoved: true });
    expect(await test.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect(await test.db.select().from(organizations).where(eq(organizations.id, organizationId))).toHaveLength(0);
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).statusCode).toBe(401);
  });

  it('treats deleting an ORGADMIN as deleting the organization and its users', async () => {
    const { organizationId, orgAdmin, orgUser } = await createOrganizationWithUsers();
    const response = await call(test.app, 'DELETE', `/api/uaa/v1/users/${orgAdmin.id}`, { token: adminToken });
    expect(response.statusCode).toBe(200);
    expect(await test.db.select().from(organizations).where(eq(organizations.id, organizationId))).toHaveLength(0);
    expect(await test.db.select().from(users).where(eq(users.id, orgUser.id))).toHaveLength(0);
  });

  it('deletes an ORGUSER alone, keeping the organization', async () => {
    const { organizationId, orgAdmin, orgUser } = await createOrganizationWithUsers();
    await call(test.app, 'DELETE', `/api/uaa/v1/users/${orgUser.id}`, { token: adminToken });
    expect(await test.db.select().from(organizations).where(eq(organizations.id, organizationId))).toHaveLength(1);
    expect(await test.db.select().from(users).where(eq(users.id, orgAdmin.id))).toHaveLength(1);
  });

  it('refuses a non-admin with 403, an unknown id with 404, and the admin deleting itself with 400', async () => {
    const user = await createActiveIndividual(test);
    const other = await createActiveIndividual(test);
    expect((await call(test.app, 'DELETE', `/api/uaa/v1/users/${other.id}`, { token: user.token })).statusCode).toBe(403);
    expect((await call(test.app, 'DELETE', '/api/uaa/v1/users/999999', { token: adminToken })).statusCode).toBe(404);
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: adminToken })).json();
    const self = await call(test.app, 'DELETE', `/api/uaa/v1/users/${me.id as number}`, { token: adminToken });
    expect(self.statusCode).toBe(400);
    expect((await call(test.app, 'DELETE', `/api/uaa/v1/users/${other.id}`)).statusCode).toBe(401);
  });
});

describe('admin edits of organization members', () => {
  it("gives a new tier to the whole organization when the admin edits a member's tier", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: adminToken,
      body: { id: target.orgUser.id, tier: 'TIER_1', riskAlertRequests: 8 },
    });
    expect(response.statusCode).toBe(200);
    for (const member of [target.orgAdmin, target.orgUser]) {
      const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: member.token })).json();
      expect(me).toMatchObject({ tier: 'TIER_1', role: 1, orgPayload: { riskAlertRequests: 8 } });
    }
    const [organization] = await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId));
    expect(organization?.tier).toBe('TIER_1');
  });

  it("keeps the organization's admin email with its administrator when the admin changes that email", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const newEmail = `moved.${Date.now()}@example.org`;
    await call(test.app, 'PUT', '/api/uaa/v1/users', { token: adminToken, body: { id: target.orgAdmin.id, email: newEmail } });
    const [organization] = await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId));
    expect(organization?.adminEmail).toBe(newEmail);
  });

  it('leaves the fields a change does not name as they were', async () => {
    const user = await createActiveIndividual(test);
    await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: user.token,
      body: { id: user.id, title: 'Editor', phone: '4915112345678' },
    });
    await call(test.app, 'PUT', '/api/uaa/v1/users', { token: adminToken, body: { id: user.id, tier: 'TIER_1' } });
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).json();
    expect(me).toMatchObject({ title: 'Editor', phone: '4915112345678', tier: 'TIER_1' });
  });

  it('refuses invalid admin fields with 400 naming the field', async () => {
    const user = await createActiveIndividual(test);
    const credits = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: adminToken,
      body: { id: user.id, dossierRequests: -3 },
    });
    expect(credits.json()).toEqual({ message: 'dossierRequests: Dossier Requests must be 0 or more' });
    const tier = await call(test.app, 'PUT', '/api/uaa/v1/users', { token: adminToken, body: { id: user.id, tier: 'GOLD' } });
    expect(tier.json()).toEqual({ message: 'tier: Tier must be one of TRIAL, TIER_1, TIER_2, TIER_3' });
    const name = await call(test.app, 'PUT', '/api/uaa/v1/users', { token: user.token, body: { id: user.id, lastName: '' } });
    expect(name.json()).toEqual({ message: 'lastName: Last Name is required' });
  });
});

describe('organization scope on users', () => {
  it("lets an organization's administrator read its users, not another organization's", async () => {
    const mine = await organizationWithUsers(test, adminToken);
    const theirs = await organizationWithUsers(test, adminToken);
    const own = await call(test.app, 'GET', `/api/uaa/v1/users/${mine.orgUser.id}`, { token: mine.orgAdmin.token });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ email: mine.orgUser.email, roleName: 'ORGUSER' });
    const elsewhere = await call(test.app, 'GET', `/api/uaa/v1/users/${theirs.orgUser.id}`, { token: mine.orgAdmin.token });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.body).not.toContain(theirs.orgUser.email);
    const byUser = await call(test.app, 'GET', `/api/uaa/v1/users/${mine.orgAdmin.id}`, { token: mine.orgUser.token });
    expect(byUser.statusCode).toBe(403);
  });

  it('refuses organization members editing each other through PUT /users with 403', async () => {
    const mine = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'PUT', '/api/uaa/v1/users', {
      token: mine.orgUser.token,
      body: { id: mine.orgAdmin.id, firstName: 'Mallory' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('filters the list by the spec names of the organization roles', async () => {
    const mine = await organizationWithUsers(test, adminToken);
    const admins = (
      await call(test.app, 'GET', '/api/uaa/v1/users?filter=ORGANIZATION_ADMIN&pagesize=100', { token: adminToken })
    ).json<{ users: UserBody[] }>();
    expect(admins.users.every((user) => user.roleName === 'ORGADMIN')).toBe(true);
    expect(admins.users.map((user) => user.email)).toContain(mine.orgAdmin.email);
    const members = (
      await call(test.app, 'GET', '/api/uaa/v1/users?filter=ORGANIZATION&pagesize=100', { token: adminToken })
    ).json<{ users: UserBody[] }>();
    expect(members.users.map((user) => user.email)).toContain(mine.orgUser.email);
    expect(members.users.every((user) => user.roleName === 'ORGUSER')).toBe(true);
  });
});
