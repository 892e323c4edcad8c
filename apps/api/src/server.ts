import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app';
import { createSessionTokens } from './auth/session-tokens';
import { ensureBootstrapAdmin } from './bootstrap/bootstrap-admin';
import { loadJwtSecret } from './bootstrap/jwt-secret';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoDataIfEmpty } from './fleet/demo/seed-demo-data';
import { createMailer } from './mail/mailer';

async function main(): Promise<void> {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pg') },
  );
  log.info(
    database.engine === 'postgres' ? 'database: PostgreSQL (DATABASE_URL)' : `database: PGlite in ${config.dataDir}/pg`,
  );
  const secret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
  const deps = {
    config,
    db: database.db,
    ping: database.ping,
    mailer,
    tokens: createSessionTokens(secret, config.jwtTtlSeconds),
  };

  const admin = await ensureBootstrapAdmin(database.db, { email: config.adminEmail, password: config.adminPassword });
  if (admin.generatedPassword) {
    console.log(
      `\n  Administrator created: ${config.adminEmail}\n  Password (shown once): ${admin.generatedPassword}\n`,
    );
  } else if (admin.created) {
    log.info(`administrator created: ${config.adminEmail}`);
  }

  await seedDemoDataIfEmpty(database.db, config.demoEntities, log);

  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  const shutdown = async (signal: string) => {
    log.info(`${signal}: shutting down`);
    await app.close();
    mailer.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log.info(`fleetgraph is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
