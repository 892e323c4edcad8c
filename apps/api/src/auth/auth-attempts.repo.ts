import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authAttempts } from '../db/schema';

export type AttemptKind = 'failed-login' | 'forgot-password';

const WINDOW_MS = 60_000;

/**
 * Attempts live in the database, not in process memory, so every API instance counts the same
 * failures (DESIGN: the API keeps no state a second instance would need).
 */
export async function countRecentAttempts(
  db: Db,
  kind: AttemptKind,
  key: { email: string; address: string },
): Promise<{ byEmail: number; byAddress: number }> {
  const since = new Date(Date.now() - WINDOW_MS);
  const recent = and(eq(authAttempts.kind, kind), gt(authAttempts.createdAt, since));
  const [byEmail] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(recent, eq(authAttempts.email, key.email)));
  const [byAddress] = await db
    .select({ n: count() })
    .from(authAttempts)
    .where(and(recent, eq(authAttempts.address, key.address)));
  return { byEmail: byEmail?.n ?? 0, byAddress: byAddress?.n ?? 0 };
}

export async function recordAttempt(db: Db, kind: AttemptKind, key: { email: string; address: string }): Promise<void> {
  await db.insert(authAttempts).values({ kind, ...key });
  // Rows older than an hour count for nothing: keep the table small as we go.
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), lt(authAttempts.createdAt, new Date(Date.now() - 3_600_000))));
}

export async function clearAttempts(db: Db, kind: AttemptKind, email: string): Promise<void> {
  await db.delete(authAttempts).where(and(eq(authAttempts.kind, kind), eq(authAttempts.email, email)));
}
