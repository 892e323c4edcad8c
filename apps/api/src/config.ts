import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** npm runs workspace scripts inside the workspace; relative paths mean the caller's directory. */
const callerDirectory = process.env.INIT_CWD ?? process.cwd();

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalSetting = z.preprocess(emptyAsUndefined, z.string().optional());

const settings = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default(path.join(repoRoot, 'data'))),
  DATABASE_URL: optionalSetting,
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'JWT_SECRET must have 32 characters or more').optional()),
  JWT_TTL_SECONDS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(60).default(12 * 3600)),
  PUBLIC_URL: optionalSetting,
  SMTP_URL: optionalSetting,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('fleetgraph <no-reply@fleetgraph.local>')),
  OPERATOR_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().default('analysts@fleetgraph.local')),
  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().default('admin@fleetgraph.local')),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8, 'ADMIN_PASSWORD must have 8 characters or more').optional()),
  TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().default(path.join(repoRoot, 'apps/web/dist'))),
  DEMO_ENTITIES: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(5_000_000).default(50_000)),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  STRIPE_SECRET_KEY: optionalSetting,
  STRIPE_PUBLISHABLE_KEY: optionalSetting,
  STRIPE_WEBHOOK_SECRET: optionalSetting,
  STRIPE_TIER2_PRICE: optionalSetting,
  STRIPE_TIER3_PRICE: optionalSetting,
  /** Another address for Stripe's API (stripe-mock, a test stand-in); Stripe's own by default. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.string().url('STRIPE_API_URL must be a URL').optional()),
  SANDBOX_TIER2_PRICE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000_000).default(2900)),
  SANDBOX_TIER3_PRICE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000_000).default(9900)),
});

const STRIPE_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_TIER2_PRICE',
  'STRIPE_TIER3_PRICE',
] as const;

/** Stripe when its settings are there, all of them; the built-in sandbox checkout otherwise. */
export type BillingConfig =
  | { provider: 'sandbox'; tier2Amount: number; tier3Amount: number }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      tier2PriceId: string;
      tier3PriceId: string;
      apiUrl: string | undefined;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  operatorEmail: string;
  adminEmail: string;
  adminPassword: string | undefined;
  trustProxy: boolean;
  webDist: string;
  logLevel: string;
  demoEntities: number;
  billing: BillingConfig;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settings.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const s = parsed.data;
  const stripeSettingsGiven = STRIPE_SETTINGS.filter((name) => s[name] !== undefined);
  if (stripeSettingsGiven.length > 0 && stripeSettingsGiven.length < STRIPE_SETTINGS.length) {
    const missing = STRIPE_SETTINGS.filter((name) => s[name] === undefined);
    throw new Error(`Invalid settings:\n  Stripe needs ${missing.join(', ')} as well (or none of the STRIPE_* settings for the sandbox).`);
  }
  return {
    port: s.PORT,
    host: s.HOST,
    dataDir: path.resolve(callerDirectory, s.DATA_DIR),
    databaseUrl: s.DATABASE_URL,
    jwtSecret: s.JWT_SECRET,
    jwtTtlSeconds: s.JWT_TTL_SECONDS,
    publicUrl: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/+$/, ''),
    smtpUrl: s.SMTP_URL,
    mailFrom: s.MAIL_FROM,
    operatorEmail: s.OPERATOR_EMAIL,
    adminEmail: s.ADMIN_EMAIL.toLowerCase(),
    adminPassword: s.ADMIN_PASSWORD,
    trustProxy: s.TRUST_PROXY === 'true',
    webDist: path.resolve(callerDirectory, s.WEB_DIST),
    logLevel: s.LOG_LEVEL,
    demoEntities: s.DEMO_ENTITIES,
    billing:
      s.STRIPE_SECRET_KEY && s.STRIPE_PUBLISHABLE_KEY && s.STRIPE_WEBHOOK_SECRET && s.STRIPE_TIER2_PRICE && s.STRIPE_TIER3_PRICE
        ? {
            provider: 'stripe',
            secretKey: s.STRIPE_SECRET_KEY,
            publishableKey: s.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: s.STRIPE_WEBHOOK_SECRET,
            tier2PriceId: s.STRIPE_TIER2_PRICE,
            tier3PriceId: s.STRIPE_TIER3_PRICE,
            apiUrl: s.STRIPE_API_URL,
          }
        : { provider: 'sandbox', tier2Amount: s.SANDBOX_TIER2_PRICE, tier3Amount: s.SANDBOX_TIER3_PRICE },
  };
}
