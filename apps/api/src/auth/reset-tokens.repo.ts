import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResetTokens } from '../db/schema';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random 256-bit token for the reset link; only its digest is stored. */
export async function createResetToken(db: Db, userId: number, ttlMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + ttlMinutes * 60_000),
  });
  return token;
}

/** Marks the token used and answers its user, or null when it is unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, digest(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
