import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations, users } from '../db/schema';
import { temporaryPasswordIn } from '../../test/smtp-inbox';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { addOrganization, completeRegistration, organizationWithUsers, uniqueEmail } from './organization-fixtures';

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

const usersPath = '/api/uaa/v1/organizations/users';
const userPath = (id: number) => `/api/uaa/v1/organizations/user/${id}`;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Mina',
  lastName: 'Sato',
  email: uniqueEmail('mina'),
  title: 'Researcher',
  country: 'Japan',
  phone: '81312345678',
  ...overrides,
});

async function findUser(email: string) {
  const [row] = await test.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

describe('POST /organizations/users', () => {
  it("lets the organization's administrator add a CREATED user with the organization's tier, invited by email", async () => {
    const target = await organizationWithUsers(test, adminToken, { tier: 'TIER_3', organization: 'Deep Blue Audit' });
    const body = newUser();
    const response = await call(test.app, 'POST', usersPath, { token: target.orgAdmin.token, body });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordCreated: true, emailSent: true });
    const invitation = await test.inbox.waitFor(body.email);
    expect(invitation.subject).toBe('You are invited to Deep Blue Audit on fleetgraph');
    expect(invitation.text).toContain('Hello Mina');
    const stored = await findUser(body.email);
    expect(stored).toMatchObject({
      status: 'CREATED',
      role: 'ORGUSER',
      tier: 'TIER_3',
      organizationId: target.organizationId,
      title: 'Researcher',
      country: 'Japan',
    });
    const active = await completeRegistration(test, body.email, temporaryPasswordIn(invitation));
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: active.token })).json();
    expect(me).toMatchObject({ status: 'ACTIVE', roleName: 'ORGUSER', organizationId: target.organizationId });
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.target, `user:${stored!.id}`));
    expect(entries.map((entry) => entry.action)).toContain('organization.user-added');
  });

  it('lets the admin add a user to the organization it names, and asks it to name one', async () => {
    const body = newUser();
    const named = await call(test.app, 'POST', usersPath, {
      token: adminToken,
      body: { ...body, organizationid: other.organizationId },
    });
    expect(named.statusCode).toBe(200);
    expect((await findUser(body.email))?.organizationId).toBe(other.organizationId);
    const unnamed = await call(test.app, 'POST', usersPath, { token: adminToken, body: newUser() });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toEqual({ message: 'organizationid: Organization is required' });
  });

  it("answers 404 to an administrator naming another organization, and 403 to users and individuals", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const body = newUser();
    const elsewhere = await call(test.app, 'POST', usersPath, {
      token: target.orgAdmin.token,
      body: { ...body, organizationid: other.organizationId },
    });
    expect(elsewhere.statusCode).toBe(404);
    const individual = await createActiveIndividual(test);
    for (const token of [target.orgUser.token, individual.token]) {
      const response = await call(test.app, 'POST', usersPath, { token, body });
      expect(response.statusCode).toBe(403);
    }
    expect(await findUser(body.email)).toBeUndefined();
    expect((await call(test.app, 'POST', usersPath, { body })).statusCode).toBe(401);
  });

  it.each([
    ['firstName', '', 'firstName: First Name is required'],
    ['lastName', ' ', 'lastName: Last Name is required'],
    ['country', '', 'country: Country is required'],
    ['email', '', 'email: Email is required'],
    ['email', 'mina.example.org', 'email: Valid email is required'],
    ['phone', 'ext. 12', 'phone: You must specify a number'],
  ])('refuses %s = %j with 400 and the message', async (field, value, message) => {
    const response = await call(test.app, 'POST', usersPath, {
      token: other.orgAdmin.token,
      body: newUser({ [field]: value }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('takes a user without phone or title', async () => {
    const body = newUser();
    const response = await call(test.app, 'POST', usersPath, {
      token: other.orgAdmin.token,
      body: { firstName: body.firstName, lastName: body.lastName, email: body.email, country: body.country },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses an email that has an account with 409', async () => {
    const response = await call(test.app, 'POST', usersPath, {
      token: other.orgAdmin.token,
      body: newUser({ email: ADMIN.email.toUpperCase() }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists.' });
  });

  it('refuses a user beyond the number of users of the organization with 409', async () => {
    const target = await organizationWithUsers(test, adminToken, { numUsers: 2 });
    const response = await call(test.app, 'POST', usersPath, { token: target.orgAdmin.token, body: newUser() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'This organization has reached its number of users (2). Raise the number of users to add another.',
    });
  });

  it('gives the last seat to one of two users added at the same time', async () => {
    const organization = await addOrganization(test, adminToken, { numUsers: 2 });
    const orgAdmin = await completeRegistration(test, organization.adminEmail, organization.temporaryPassword);
    const answers = await Promise.all(
      [newUser(), newUser()].map((body) => call(test.app, 'POST', usersPath, { token: orgAdmin.token, body })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const members = await test.db.select().from(users).where(eq(users.organizationId, organization.id));
    expect(members).toHaveLength(2);
  });

  it("refuses adding a user to an individual's own account with 400", async () => {
    const individual = await createActiveIndividual(test);
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: individual.token })).json();
    const response = await call(test.app, 'POST', usersPath, {
      token: adminToken,
      body: newUser({ organizationid: me.organizationId }),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /organizations/users', () => {
  it('lists the users of its own organization for an administrator, and of the named one for the admin', async () => {
    const own = await call(test.app, 'GET', usersPath, { token: other.orgAdmin.token });
    expect(own.statusCode).toBe(200);
    const body = own.json<{ users: { email: string; role: string }[]; total: number }>();
    expect(body.users[0]).toMatchObject({ email: other.orgAdmin.email, role: 'ORGADMIN' });
    expect(body.users.map((user) => user.email)).toContain(other.orgUser.email);
    expect(body.total).toBe(body.users.length);
    const asAdmin = await call(test.app, 'GET', `${usersPath}?organizationid=${other.organizationId}`, { token: adminToken });
    expect(asAdmin.json()).toEqual(body);
    expect((await call(test.app, 'GET', usersPath, { token: adminToken })).statusCode).toBe(400);
  });

  it('answers 404 for another organization and 403 to its users and individuals', async () => {
    const target = await organizationWithUsers(test, adminToken);
    const elsewhere = await call(test.app, 'GET', `${usersPath}?organizationid=${other.organizationId}`, {
      token: target.orgAdmin.token,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).not.toContain(other.orgUser.email);
    const individual = await createActiveIndividual(test);
    for (const token of [target.orgUser.token, individual.token]) {
      expect((await call(test.app, 'GET', usersPath, { token })).statusCode).toBe(403);
    }
  });
});

describe('PUT /organizations/user/{id}', () => {
  const edit = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Tunde',
    lastName: 'Bello-Adeyemi',
    email: other.orgUser.email,
    title: 'Senior analyst',
    country: 'Ghana',
    phone: '233201234567',
    ...overrides,
  });

  it("lets the organization's administrator edit its user, the organization's record following", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const [before] = await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId));
    const newEmail = uniqueEmail('tunde');
    const response = await call(test.app, 'PUT', userPath(target.orgUser.id), {
      token: target.orgAdmin.token,
      body: edit({ email: newEmail }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordUpdated: true });
    expect(await findUser(newEmail)).toMatchObject({ lastName: 'Bello-Adeyemi', title: 'Senior analyst', country: 'Ghana' });
    const [after] = await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.target, `user:${target.orgUser.id}`));
    expect(entries.map((entry) => entry.action)).toContain('organization.user-updated');
  });

  it("moves the organization's admin email when the admin edits the administrator's email", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const newEmail = uniqueEmail('lead.moved');
    const response = await call(test.app, 'PUT', userPath(target.orgAdmin.id), {
      token: adminToken,
      body: edit({ firstName: 'Ada', lastName: 'Okafor', email: newEmail }),
    });
    expect(response.statusCode).toBe(200);
    const organization = (
      await call(test.app, 'GET', `/api/uaa/v1/organizations/${target.organizationId}`, { token: adminToken })
    ).json();
    expect(organization.adminEmail).toBe(newEmail);
  });

  it('lets an administrator edit its own name but not its own email', async () => {
    const target = await organizationWithUsers(test, adminToken);
    const body = { firstName: 'Adaeze', lastName: 'Okafor', email: target.orgAdmin.email, country: 'Nigeria' };
    const own = await call(test.app, 'PUT', userPath(target.orgAdmin.id), { token: target.orgAdmin.token, body });
    expect(own.statusCode).toBe(200);
    const moved = await call(test.app, 'PUT', userPath(target.orgAdmin.id), {
      token: target.orgAdmin.token,
      body: { ...body, email: uniqueEmail('self') },
    });
    expect(moved.statusCode).toBe(403);
    expect(moved.json()).toEqual({ message: 'email: Only an administrator can change your email.' });
  });

  it('refuses an email another user has with 409', async () => {
    const response = await call(test.app, 'PUT', userPath(other.orgUser.id), {
      token: other.orgAdmin.token,
      body: edit({ email: ADMIN.email }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists.' });
  });

  it("answers 404 for another organization's user, and 403 to users and individuals", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const elsewhere = await call(test.app, 'PUT', userPath(other.orgUser.id), {
      token: target.orgAdmin.token,
      body: edit({ firstName: 'Mallory' }),
    });
    expect(elsewhere.statusCode).toBe(404);
    const individual = await createActiveIndividual(test);
    for (const token of [target.orgUser.token, individual.token]) {
      const response = await call(test.app, 'PUT', userPath(target.orgUser.id), { token, body: edit() });
      expect(response.statusCode).toBe(403);
    }
    expect((await findUser(other.orgUser.email))?.firstName).toBe('Tunde');
  });

  it('refuses a missing required field with 400', async () => {
    const response = await call(test.app, 'PUT', userPath(other.orgUser.id), {
      token: other.orgAdmin.token,
      body: edit({ country: '' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'country: Country is required' });
  });
});

describe('DELETE /organizations/user/{id}', () => {
  it("lets the organization's administrator delete its user, keeping the organization", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const response = await call(
      test.app,
      'DELETE',
      `${userPath(target.orgUser.id)}?organizationid=${target.organizationId}`,
      { token: target.orgAdmin.token },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordRemoved: true, orgRemoved: false });
    expect(await findUser(target.orgUser.email)).toBeUndefined();
    expect(await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId))).toHaveLength(1);
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.target, `user:${target.orgUser.id}`));
    expect(entries.map((entry) => entry.action)).toContain('organization.user-deleted');
  });

  it('never lets an organization admin delete an ORGADMIN user', async () => {
    const target = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'DELETE', userPath(target.orgAdmin.id), { token: target.orgAdmin.token });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'An organization administrator cannot be deleted.' });
    expect(await findUser(target.orgAdmin.email)).toBeDefined();
  });

  it("treats the admin deleting the ORGADMIN as deleting the organization and its users", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const response = await call(test.app, 'DELETE', userPath(target.orgAdmin.id), { token: adminToken });
    expect(response.json()).toEqual({ recordRemoved: true, orgRemoved: true });
    expect(await test.db.select().from(organizations).where(eq(organizations.id, target.organizationId))).toHaveLength(0);
    expect(await findUser(target.orgUser.email)).toBeUndefined();
  });

  it("answers 404 for another organization's user or a wrong organization id, and 403 to users", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const elsewhere = await call(test.app, 'DELETE', userPath(other.orgUser.id), { token: target.orgAdmin.token });
    expect(elsewhere.statusCode).toBe(404);
    const wrongOrganization = await call(
      test.app,
      'DELETE',
      `${userPath(other.orgUser.id)}?organizationid=${target.organizationId}`,
      { token: adminToken },
    );
    expect(wrongOrganization.statusCode).toBe(404);
    const asOrgUser = await call(test.app, 'DELETE', userPath(target.orgAdmin.id), { token: target.orgUser.token });
    expect(asOrgUser.statusCode).toBe(403);
    expect(await findUser(other.orgUser.email)).toBeDefined();
  });
});

describe('POST /organizations/pass', () => {
  const passPath = '/api/uaa/v1/organizations/pass';

  it('sends a CREATED user a new temporary password, and the old one stops working', async () => {
    const organization = await addOrganization(test, adminToken);
    const stored = await findUser(organization.adminEmail);
    const response = await call(test.app, 'POST', passPath, { token: adminToken, body: { id: stored!.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordUpdated: true, emailSent: true });
    const again = await test.inbox.waitFor(
      organization.adminEmail,
      (mail) => temporaryPasswordIn(mail) !== organization.temporaryPassword,
    );
    const refused = await call(test.app, 'POST', '/api/uaa/v1/login', {
      body: { email: organization.adminEmail, password: organization.temporaryPassword },
      address: '10.8.0.1',
    });
    expect(refused.statusCode).toBe(401);
    expect((await loginAs(test.app, organization.adminEmail, temporaryPasswordIn(again))).length).toBeGreaterThan(20);
  });

  it("lets an administrator resend its own users' invitations, refusing registered users with 409", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const body = newUser();
    await call(test.app, 'POST', usersPath, { token: target.orgAdmin.token, body });
    const invited = await findUser(body.email);
    const resent = await call(test.app, 'POST', passPath, { token: target.orgAdmin.token, body: { id: invited!.id } });
    expect(resent.statusCode).toBe(200);
    const registered = await call(test.app, 'POST', passPath, {
      token: target.orgAdmin.token,
      body: { id: target.orgUser.id },
    });
    expect(registered.statusCode).toBe(409);
    expect(registered.json()).toEqual({ message: 'This user has already completed the registration.' });
  });

  it("answers 404 for another organization's user and 403 to users", async () => {
    const target = await organizationWithUsers(test, adminToken);
    const elsewhere = await call(test.app, 'POST', passPath, { token: target.orgAdmin.token, body: { id: other.orgUser.id } });
    expect(elsewhere.statusCode).toBe(404);
    const asOrgUser = await call(test.app, 'POST', passPath, { token: target.orgUser.token, body: { id: target.orgUser.id } });
    expect(asOrgUser.statusCode).toBe(403);
    const malformed = await call(test.app, 'POST', passPath, { token: adminToken, body: {} });
    expect(malformed.statusCode).toBe(400);
  });
});
