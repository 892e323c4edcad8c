import { INDIVIDUAL_ORGANIZATION_NAME } from '@fleetgraph/shared/constants';
import { SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { OrganizationSignUpRequest, RegisterRequest } from '@fleetgraph/shared/contracts/sign-up';
import { writeAudit } from '../audit/audit.repo';
import { isUniqueViolation } from '../db/errors';
import { signUpRequests } from '../db/schema';
import type { Deps } from '../deps';
import { Conflict } from '../http/errors';
import { organizationSignUpNotice, organizationSignUpReceipt, temporaryPasswordEmail } from '../mail/templates';
import { insertOrganization } from '../organizations/organizations.repo';
import { findUserByEmail, insertUser } from '../users/users.repo';
import { generateTemporaryPassword, hashPassword } from './passwords';

/**
 * Individual sign-up: the user (CREATED, with a temporary password by email) and its trial
 * organization (every counter 0) are created together or not at all.
 */
export async function registerIndividual(
  deps: Deps,
  input: RegisterRequest,
): Promise<{ recordCreated: boolean; emailSent: boolean }> {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  try {
    await deps.db.transaction(async (tx) => {
      const organizationId = await insertOrganization(tx, {
        name: INDIVIDUAL_ORGANIZATION_NAME,
        organizationType: 'INDIVIDUAL_USER',
        industry: input.industry,
        phone: input.phone,
        adminEmail: email,
        numUsers: 0,
        tier: 'TRIAL',
      });
      const user = await insertUser(tx, {
        email,
        passwordHash,
        status: 'CREATED',
        role: 'INDIVIDUAL',
        tier: 'TRIAL',
        firstName: input.firstName,
        lastName: input.lastName,
        title: input.title,
        country: input.country,
        phone: input.phone,
        industry: input.industry,
        organizationId,
      });
      await writeAudit(tx, { actorUserId: user.id, action: 'user.signed-up', target: `user:${user.id}` });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
    throw error;
  }
  const emailSent = await deps.mailer.send(
    temporaryPasswordEmail({
      to: email,
      firstName: input.firstName,
      temporaryPassword,
      signInUrl: `${deps.config.publicUrl}/login`,
    }),
  );
  return { recordCreated: true, emailSent };
}

/** Organization sign-up: recorded for the analysts, who are told by email; no account yet. */
export async function requestOrganizationAccount(
  deps: Deps,
  input: OrganizationSignUpRequest,
): Promise<{ recordCreated: boolean; emailSent: boolean }> {
  const email = input.email.toLowerCase();
  if (await findUserByEmail(deps.db, email)) throw new Conflict(SERVER_MESSAGES.duplicateEmail);
  const [request] = await deps.db
    .insert(signUpRequests)
    .values({ ...input, email })
    .returning({ id: signUpRequests.id });
  await writeAudit(deps.db, {
    actorUserId: null,
    action: 'organization.sign-up-requested',
    target: `sign-up-request:${request?.id}`,
    details: { organization: input.organization },
  });
  const noticeSent = await deps.mailer.send(
    organizationSignUpNotice({ to: deps.config.operatorEmail, applicant: { ...input, email } }),
  );
  const receiptSent = await deps.mailer.send(
    organizationSignUpReceipt({ to: email, firstName: input.firstName, organization: input.organization }),
  );
  return { recordCreated: true, emailSent: noticeSent && receiptSent };
}
