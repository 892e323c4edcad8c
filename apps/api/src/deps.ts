import type { Config } from './config';
import type { Db } from './db/client';
import type { SessionTokens } from './auth/session-tokens';
import type { Mailer } from './mail/mailer';

/** What the modules need from the outside world, built once in server.ts (or a test). */
export interface Deps {
  config: Config;
  db: Db;
  ping: () => Promise<void>;
  mailer: Mailer;
  tokens: SessionTokens;
}
