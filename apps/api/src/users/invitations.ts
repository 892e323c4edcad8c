import type { Deps } from '../deps';
import { generateTemporaryPassword, hashPassword } from '../auth/passwords';
import { invitationEmail } from '../mail/templates';

export interface TemporaryPassword {
  temporaryPassword: string;
  passwordHash: string;
}

/** Hashed before any transaction opens: argon2 takes tens of milliseconds that no lock should wait for. */
export async function newTemporaryPassword(): Promise<TemporaryPassword> {
  const temporaryPassword = generateTemporaryPassword();
  return { temporaryPassword, passwordHash: await hashPassword(temporaryPassword) };
}

/**
 * The invitation of an account an administrator made: sent after the transaction commits, so a
 * rolled-back account never gets mail. False when the mail could not be handed over.
 */
export function sendInvitation(
  deps: Deps,
  invitee: { email: string; firstName: string; organization: string | null; temporaryPassword: string },
): Promise<boolean> {
  return deps.mailer.send(
    invitationEmail({
      to: invitee.email,
      firstName: invitee.firstName,
      organization: invitee.organization,
      temporaryPassword: invitee.temporaryPassword,
      signInUrl: `${deps.config.publicUrl}/login`,
    }),
  );
}
