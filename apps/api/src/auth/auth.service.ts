import { AUTH_ATTEMPTS_PER_MINUTE, PASSWORD_RESET_TTL_MINUTES, SUPPORT_EMAIL } from '@fleetgraph/shared/constants';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { ChangePasswordRequest, LoginRequest } from '@fleetgraph/shared/contracts/auth';
import { writeAudit } from '../audit/audit.repo';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { BadRequest, Forbidden, TooManyRequests, Unauthorized } from '../http/errors';
import { passwordChangedEmail, passwordResetEmail } from '../mail/templates';
import { findUserByEmail, findUserById, replacePassword } from '../users/users.repo';
import { clearAttempts, countRecentAttempts, recordAttempt, type AttemptKind } from './auth-attempts.repo';
import { hashPassword, verifyPassword } from './passwords';
import { consumeResetToken, createResetToken } from './reset-tokens.repo';

async function refuseWhenTooMany(deps: Deps, kind: AttemptKind, email: string, address: string): Promise<void> {
  const recent = await countRecentAttempts(deps.db, kind, { email, address });
  if (recent.byEmail >= AUTH_ATTEMPTS_PER_MINUTE || recent.byAddress >= AUTH_ATTEMPTS_PER_MINUTE) {
    throw new TooManyRequests(SERVER_MESSAGES.tooManyAttempts);
  }
}

// Verifying against a real hash when the email is unknown keeps the answer's timing the same.
let dummyHash: Promise<string> | null = null;

export async function login(deps: Deps, input: LoginRequest, address: string): Promise<{ jwt: string }> {
  const email = input.email.toLowerCase();
  await refuseWhenTooMany(deps, 'failed-login', email, address);
  const user = await findUserByEmail(deps.db, email);
  dummyHash ??= hashPassword('not-a-real-password');
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !matches) {
    await recordAttempt(deps.db, 'failed-login', { email, address });
    throw new Unauthorized(SERVER_MESSAGES.invalidCredentials);
  }
  await clearAttempts(deps.db, 'failed-login', email);
  return { jwt: await deps.tokens.issue(user) };
}

/** Same answer whether the email exists or not, so the call tells nobody who has an account. */
export async function requestPasswordReset(deps: Deps, rawEmail: string, address: string): Promise<void> {
  const email = rawEmail.toLowerCase();
  await refuseWhenTooMany(deps, 'forgot-password', email, address);
  await recordAttempt(deps.db, 'forgot-password', { email, address });
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await createResetToken(deps.db, user.id, PASSWORD_RESET_TTL_MINUTES);
  await deps.mailer.send(
    passwordResetEmail({
      to: user.email,
      firstName: user.firstName,
      resetUrl: `${deps.config.publicUrl}/resetpassword/${token}`,
      minutes: PASSWORD_RESET_TTL_MINUTES,
    }),
  );
  await writeAudit(deps.db, { actorUserId: null, action: 'password.reset-requested', target: `user:${user.id}` });
}

export async function resetPasswordWithToken(
  deps: Deps,
  token: string,
  newPassword: string,
): Promise<{ recordUpdated: boolean; emailSent: boolean }> {
  const userId = await consumeResetToken(deps.db, token);
  const user = userId === null ? undefined : await findUserById(deps.db, userId);
  if (!user) throw new BadRequest(SERVER_MESSAGES.resetLinkInvalid);
  // The link proves the mailbox, as the temporary password does: a CREATED account becomes ACTIVE.
  await replacePassword(deps.db, user.id, await hashPassword(newPassword), 'ACTIVE');
  await writeAudit(deps.db, { actorUserId: user.id, action: 'password.reset', target: `user:${user.id}` });
  const emailSent = await deps.mailer.send(
    passwordChangedEmail({ to: user.email, firstName: user.firstName, supportEmail: SUPPORT_EMAIL }),
  );
  return { recordUpdated: true, emailSent };
}

/** The forced change of a CREATED account and the change from the account page: same rules. */
export async function changePassword(
  deps: Deps,
  actor: Actor,
  input: ChangePasswordRequest & { pathEmail?: string },
): Promise<{ recordUpdated: boolean; message: string }> {
  const named = input.pathEmail ?? input.email;
  if (named && named.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new Forbidden(SERVER_MESSAGES.notAllowed);
  }
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw new Unauthorized(SERVER_MESSAGES.sessionExpired);
  if (!(await verifyPassword(user.passwordHash, input.oldPassword))) throw new BadRequest(SERVER_MESSAGES.wrongOldPassword);
  if (input.oldPassword === input.newPassword) throw new BadRequest(SERVER_MESSAGES.samePassword);
  await replacePassword(deps.db, user.id, await hashPassword(input.newPassword), 'ACTIVE');
  await writeAudit(deps.db, { actorUserId: user.id, action: 'password.changed', target: `user:${user.id}` });
  return { recordUpdated: true, message: SERVER_MESSAGES.passwordUpdated };
}
