import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app';
import { createSessionTokens } from '../src/auth/session-tokens';
import { ensureBootstrapAdmin } from '../src/bootstrap/bootstrap-admin';
import { readConfig } from '../src/config';
import type { Db } from '../src/db/client';
import type { Deps } from '../src/deps';
import { createMailer } from '../src/mail/mailer';
import { startSmtpInbox, temporaryPasswordIn, type SmtpInbox } from './smtp-inbox';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const ADMIN = { email: 'admin@fleetgraph.test', password: 'admin-password-1' };

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  deps: Deps;
  inbox: SmtpInbox;
  engine: string;
  close(): Promise<void>;
}

/** The real app on a fresh database, with a real SMTP server on loopback receiving its mail. */
export async function startTestApp(): Promise<TestApp> {
  const database = await openTestDatabase();
  const inbox = await startSmtpInbox();
  const config = readConfig({
    ...process.env,
    DATABASE_URL: '',
    JWT_SECRET: TEST_JWT_SECRET,
    SMTP_URL: inbox.url,
    PUBLIC_URL: 'http://fleetgraph.test',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OPERATOR_EMAIL: 'analysts@fleetgraph.test',
  });
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const deps: Deps = {
    config,
    db: database.db,
    ping: database.ping,
    mailer,
    tokens: createSessionTokens(TEST_JWT_SECRET, config.jwtTtlSeconds),
  };
  await ensureBootstrapAdmin(database.db, { email: ADMIN.email, password: ADMIN.password });
  const app = await buildApp(deps, { serveWeb: false });
  return {
    app,
    db: database.db,
    deps,
    inbox,
    engine: database.engineLabel,
    async close() {
      await app.close();
      mailer.close();
      await inbox.close();
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export async function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; address?: string } = {},
): Promise<LightMyRequestResponse & { body: string; json: <T = Record<string, unknown>>() => T }> {
  return app.inject({
    method,
    url,
    remoteAddress: options.address ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

export async function loginAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await call(app, 'POST', '/api/uaa/v1/login', { body: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login as ${email}: ${response.statusCode} ${response.body}`);
  return response.json<{ jwt: string }>().jwt;
}

let signUps = 0;

/** Signs up an individual through the API and completes the registration; answers its token. */
export async function createActiveIndividual(
  test: TestApp,
  overrides: { email?: string; password?: string } = {},
): Promise<{ email: string; password: string; token: string; id: number }> {
  signUps += 1;
  const email = overrides.email ?? `user${signUps}.${Date.now()}@example.org`;
  const password = overrides.password ?? 'a-good-password';
  const response = await call(test.app, 'POST', '/api/uaa/v1/register', {
    body: { firstName: 'Ana', lastName: 'Lima', title: 'Analyst', email, phone: '', country: 'Portugal', industry: 'NGO' },
  });
  if (response.statusCode !== 200) throw new Error(`register: ${response.body}`);
  const temporary = temporaryPasswordIn(await test.inbox.waitFor(email));
  const createdToken = await loginAs(test.app, email, temporary);
  const change = await call(test.app, 'POST', `/api/uaa/v1/resetpassword/${encodeURIComponent(email)}`, {
    token: createdToken,
    body: { email, oldPassword: temporary, newPassword: password },
  });
  if (change.statusCode !== 200) throw new Error(`change password: ${change.body}`);
  const token = await loginAs(test.app, email, password);
  const me = await call(test.app, 'GET', '/api/uaa/v1/users/me', { token });
  return { email, password, token, id: me.json<{ id: number }>().id };
}
