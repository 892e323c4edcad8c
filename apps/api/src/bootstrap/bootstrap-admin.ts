import { writeAudit } from '../audit/audit.repo';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { countAdmins, insertUser } from '../users/users.repo';

/**
 * On a database with no administrator, creates one, ACTIVE, from ADMIN_EMAIL and ADMIN_PASSWORD,
 * or with a generated password that is returned so the caller prints it once.
 */
export async function ensureBootstrapAdmin(
  db: Db,
  settings: { email: string; password: string | undefined },
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await countAdmins(db)) > 0) return { created: false };
  const generatedPassword = settings.password ? undefined : generateTemporaryPassword(16);
  const user = await insertUser(db, {
    email: settings.email,
    passwordHash: await hashPassword(settings.password ?? generatedPassword!),
    status: 'ACTIVE',
    role: 'ADMIN',
    tier: 'TIER_3',
    firstName: 'Admin',
    lastName: 'User',
    disclaimerAcceptedAt: null,
  });
  await writeAudit(db, { actorUserId: null, action: 'admin.bootstrapped', target: `user:${user.id}` });
  return { created: true, generatedPassword };
}
