import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, passwordResetTokens, users } from '../db/schema';
import { ADMIN, call, createActiveIndividual, loginAs, startTestApp, type TestApp } from '../../test/test-app';
import { resetTokenIn, temporaryPasswordIn } from '../../test/smtp-inbox';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

const individual = (email: string) => ({
  firstName: 'Mei',
  lastName: 'Chen',
  title: 'Researcher',
  email,
  phone: '85212345678',
  country: 'Hong Kong',
  industry: 'Academic',
  organizationSize: 'I am an Individual',
});

describe('login', () => {
  it('answers a JWT that carries exp for the right password', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/login', { body: ADMIN });
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(response.json<{ jwt: string }>().jwt);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    expect(claims.sub).toBeDefined();
  });

  it('accepts the email in any case', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/login', {
      body: { email: ADMIN.email.toUpperCase(), password: ADMIN.password },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/login', {
      body: { email: ADMIN.email, password: 'wrong-password' },
      address: '10.0.0.1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('gives an unknown email the same answer as a wrong password', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/login', {
      body: { email: 'nobody@example.org', password: 'whatever1' },
      address: '10.0.0.2',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'x' }, 'email: Valid email is required'],
    [{ email: '', password: 'x' }, 'email: Email is required'],
    [{ email: 'a@b.org' }, 'password: Password is required'],
    [{ email: 'a@b.org', password: '' }, 'password: Password is required'],
  ])('refuses %j with 400 naming the field', async (body, message) => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/login', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a body that is not JSON with 400, not a crash', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/uaa/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
    expect(response.body).not.toContain('at ');
  });

  it('answers 429 after 10 failed logins a minute for one email, even with the right password', async () => {
    const user = await createActiveIndividual(test);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await call(test.app, 'POST', '/api/uaa/v1/login', {
        body: { email: user.email, password: 'wrong-password' },
        address: `10.1.0.${attempt}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await call(test.app, 'POST', '/api/uaa/v1/login', {
      body: { email: user.email, password: user.password },
      address: '10.1.1.1',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many attempts. Please wait a minute and try again.' });
  });

  it('answers 429 after 10 failed logins a minute from one address, whatever the email', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await call(test.app, 'POST', '/api/uaa/v1/login', {
        body: { email: `guess${attempt}@example.org`, password: 'wrong-password' },
        address: '10.2.0.1',
      });
    }
    const blocked = await call(test.app, 'POST', '/api/uaa/v1/login', { body: ADMIN, address: '10.2.0.1' });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await call(test.app, 'POST', '/api/uaa/v1/login', { body: ADMIN, address: '10.2.0.2' });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('individual sign-up', () => {
  it('creates a CREATED user with a trial organization and emails a temporary password', async () => {
    const email = 'mei.chen@example.org';
    const response = await call(test.app, 'POST', '/api/uaa/v1/register', { body: individual(email) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordCreated: true, emailSent: true });

    const mail = await test.inbox.waitFor(email);
    expect(mail.subject).toContain('temporary password');
    const token = await loginAs(test.app, email, temporaryPasswordIn(mail));
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token })).json();
    expect(me).toMatchObject({
      email,
      firstName: 'Mei',
      status: 'CREATED',
      roleName: 'INDIVIDUAL',
      tier: 'TRIAL',
      role: 6,
      orgPayload: {
        organization: 'INDIVIDUAL',
        organizationType: 'INDIVIDUAL_USER',
        dossierRequests: 0,
        docRequests: 0,
        riskAlertRequests: 0,
        updateInfoRequests: 0,
        tradeDataRequests: 0,
      },
    });
    const [organization] = await test.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, me.organizationId as number));
    expect(organization?.numUsers).toBe(0);
  });

  it('refuses a second account for the same email, in any case, with 409 and a message', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/register', { body: individual('MEI.CHEN@example.org') });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'A user with this email already exists.' });
  });

  it.each([
    ['firstName', '', 'firstName: First Name is required'],
    ['lastName', '  ', 'lastName: Last Name is required'],
    ['email', 'nope', 'email: Valid email is required'],
    ['country', '', 'country: Country is required'],
    ['industry', '', 'industry: Industry is required'],
    ['phone', 'abc', 'phone: You must specify a number'],
    ['phone', '0', 'phone: You must specify a positive number'],
  ])('refuses %s=%j with 400 and the spec message', async (field, value, message) => {
    const body = { ...individual('valid@example.org'), [field]: value };
    const response = await call(test.app, 'POST', '/api/uaa/v1/register', { body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('lets a CREATED account read itself but nothing else until it changes its password', async () => {
    const email = 'created.only@example.org';
    await call(test.app, 'POST', '/api/uaa/v1/register', { body: individual(email) });
    const token = await loginAs(test.app, email, temporaryPasswordIn(await test.inbox.waitFor(email)));
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/me', { token })).statusCode).toBe(200);
    const other = await call(test.app, 'GET', '/api/uaa/v1/users/1', { token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'Please complete your registration by changing your password first.' });
  });
});

describe('organization sign-up', () => {
  const organizationBody = {
    ...individual('lead@oceanwatch.example'),
    organizationSize: '11-50 employees',
    organization: 'Ocean Watch',
    userCount: '2-10 Users',
    purpose: 'Investigative Reporting',
  };

  it('records the request, tells the analysts and thanks the applicant, without creating an account', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/invite/user', { body: organizationBody });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recordCreated: true, emailSent: true });
    const notice = await test.inbox.waitFor('analysts@fleetgraph.test');
    expect(notice.text).toContain('Ocean Watch');
    expect(notice.text).toContain('lead@oceanwatch.example');
    const receipt = await test.inbox.waitFor('lead@oceanwatch.example');
    expect(receipt.text).toContain('An analyst will contact you');
    const login = await call(test.app, 'POST', '/api/uaa/v1/login', {
      body: { email: 'lead@oceanwatch.example', password: 'anything1' },
      address: '10.3.0.1',
    });
    expect(login.statusCode).toBe(401);
  });

  it.each([
    ['organization', 'organization: Organization is required'],
    ['userCount', 'userCount: Number of Users is required'],
    ['purpose', 'purpose: Purpose is required'],
  ])('refuses a request without %s with 400', async (field, message) => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/invite/user', {
      body: { ...organizationBody, [field]: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses an email that already has an account with 409', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/invite/user', {
      body: { ...organizationBody, email: ADMIN.email },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('forced password change', () => {
  async function createdAccount(email: string) {
    await call(test.app, 'POST', '/api/uaa/v1/register', { body: individual(email) });
    const temporary = temporaryPasswordIn(await test.inbox.waitFor(email));
    return { temporary, token: await loginAs(test.app, email, temporary) };
  }

  it('activates the account and ends the sessions signed in with the temporary password', async () => {
    const email = 'forced@example.org';
    const { temporary, token } = await createdAccount(email);
    const response = await call(test.app, 'POST', `/api/uaa/v1/resetpassword/${email}`, {
      token,
      body: { email, oldPassword: temporary, newPassword: 'my-own-password' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ recordUpdated: true });
    const stale = await call(test.app, 'GET', '/api/uaa/v1/users/me', { token });
    expect(stale.statusCode).toBe(401);
    const fresh = await loginAs(test.app, email, 'my-own-password');
    const me = (await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: fresh })).json();
    expect(me.status).toBe('ACTIVE');
  });

  it('refuses a wrong old password, a short new one, and another user\'s email', async () => {
    const email = 'forced2@example.org';
    const { temporary, token } = await createdAccount(email);
    const wrongOld = await call(test.app, 'POST', `/api/uaa/v1/resetpassword/${email}`, {
      token,
      body: { oldPassword: 'not-the-temporary', newPassword: 'my-own-password' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json()).toEqual({ message: 'The old password is not correct.' });
    const short = await call(test.app, 'POST', `/api/uaa/v1/resetpassword/${email}`, {
      token,
      body: { oldPassword: temporary, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: 'newPassword: Must be at least 8 characters' });
    const someoneElse = await call(test.app, 'POST', `/api/uaa/v1/resetpassword/${ADMIN.email}`, {
      token,
      body: { oldPassword: temporary, newPassword: 'my-own-password' },
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('needs a token', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/resetpassword/a@b.org', {
      body: { oldPassword: 'whatever1', newPassword: 'whatever2' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password change from the account', () => {
  it('checks the old password and ends every session issued before', async () => {
    const user = await createActiveIndividual(test);
    const otherSession = await loginAs(test.app, user.email, user.password);
    const wrong = await call(test.app, 'PUT', '/api/uaa/v1/password', {
      token: user.token,
      body: { oldPassword: 'wrong-old-pass', newPassword: 'brand-new-pass' },
    });
    expect(wrong.statusCode).toBe(400);
    const response = await call(test.app, 'PUT', '/api/uaa/v1/password', {
      token: user.token,
      body: { email: user.email, oldPassword: user.password, newPassword: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(200);
    for (const token of [user.token, otherSession]) {
      const me = await call(test.app, 'GET', '/api/uaa/v1/users/me', { token });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
    }
    await loginAs(test.app, user.email, 'brand-new-pass');
  });

  it('refuses without a token', async () => {
    const response = await call(test.app, 'PUT', '/api/uaa/v1/password', {
      body: { oldPassword: 'whatever1', newPassword: 'whatever2' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const user = await createActiveIndividual(test);
    const known = await call(test.app, 'POST', '/api/uaa/v1/forgotpassword', { body: { email: user.email } });
    const unknown = await call(test.app, 'POST', '/api/uaa/v1/forgotpassword', {
      body: { email: 'ghost@example.org' },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toMatchObject({ success: true });
    await test.inbox.waitFor(user.email, (mail) => mail.subject.includes('Reset'));
    expect(test.inbox.messages.some((mail) => mail.to === 'ghost@example.org')).toBe(false);
  });

  it('resets the password once with the mailed link, then refuses the same link', async () => {
    const user = await createActiveIndividual(test);
    await call(test.app, 'POST', '/api/uaa/v1/forgotpassword', { body: { email: user.email } });
    const mail = await test.inbox.waitFor(user.email, (m) => m.subject.includes('Reset'));
    const token = resetTokenIn(mail);
    expect(mail.text).toContain(`http://fleetgraph.test/resetpassword/${token}`);
    expect(token).not.toContain(user.email);

    const reset = await call(test.app, 'POST', `/api/uaa/v1/password/reset/${token}`, {
      body: { newPassword: 'reset-password-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ recordUpdated: true, emailSent: true });
    expect((await call(test.app, 'GET', '/api/uaa/v1/users/me', { token: user.token })).statusCode).toBe(401);
    await loginAs(test.app, user.email, 'reset-password-1');
    await test.inbox.waitFor(user.email, (m) => m.subject.includes('was changed'));

    const again = await call(test.app, 'POST', `/api/uaa/v1/password/reset/${token}`, {
      body: { newPassword: 'reset-password-2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses an expired link and a made-up one', async () => {
    const user = await createActiveIndividual(test);
    await call(test.app, 'POST', '/api/uaa/v1/forgotpassword', { body: { email: user.email } });
    const token = resetTokenIn(await test.inbox.waitFor(user.email, (m) => m.subject.includes('Reset')));
    await test.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await call(test.app, 'POST', `/api/uaa/v1/password/reset/${token}`, {
      body: { newPassword: 'reset-password-1' },
    });
    expect(expired.statusCode).toBe(400);
    const madeUp = await call(test.app, 'POST', `/api/uaa/v1/password/reset/${'x'.repeat(43)}`, {
      body: { newPassword: 'reset-password-1' },
    });
    expect(madeUp.statusCode).toBe(400);
    const short = await call(test.app, 'POST', `/api/uaa/v1/password/reset/${token}`, {
      body: { newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
  });

  it('answers 429 after 10 requests a minute for one email', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await call(test.app, 'POST', '/api/uaa/v1/forgotpassword', {
        body: { email: 'flood@example.org' },
        address: `10.4.0.${attempt}`,
      });
      expect(response.statusCode).toBe(200);
    }
    const blocked = await call(test.app, 'POST', '/api/uaa/v1/forgotpassword', {
      body: { email: 'flood@example.org' },
      address: '10.4.1.1',
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('refuses an invalid email with 400', async () => {
    const response = await call(test.app, 'POST', '/api/uaa/v1/forgotpassword', { body: { email: 'nope' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'email: Valid email is required' });
  });
});

describe('stored passwords', () => {
  it('are argon2id hashes, never the password', async () => {
    const user = await createActiveIndividual(test);
    const [row] = await test.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(user.password);
  });
});
