import type {
  UpgradeCreatedResponse,
  UpgradeDecisionResponse,
  UpgradeListQuery,
  UpgradeRequestList,
  UpgradeRequestRecord,
  UpgradeTier,
} from '@fleetgraph/shared/contracts/requests';
import { REQUEST_SERVER_MESSAGES, SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { planFor } from '@fleetgraph/shared/options/plans';
import { writeAudit } from '../audit/audit.repo';
import { isUniqueViolation } from '../db/errors';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import { updateUserRow } from '../users/users.repo';
import { newRequestNotice, upgradeDecisionEmail } from './request-emails';
import { toUpgradeRecord } from './upgrade-record';
import { decideCreatedRequest, findUpgradeRequest, insertUpgradeRequest, listUpgradeRequests } from './upgrade.repo';

export interface NewUpgradeRequest {
  applicantEmail: string;
  desiredRole: UpgradeTier;
  applicationMessage: string;
  startDate?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Yesterday in UTC is still today somewhere west of it: only dates before that are past. */
const isPast = (isoDate: string) => isoDate < new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

/**
 * Individuals and organization admins ask for tier 2 or 3 for themselves; one request at a time
 * (a partial unique index keeps it so under concurrency too).
 */
export async function requestTierUpgrade(deps: Deps, actor: Actor, input: NewUpgradeRequest): Promise<UpgradeCreatedResponse> {
  if (actor.role === 'ADMIN') throw new Forbidden(REQUEST_SERVER_MESSAGES.adminHasNoTier);
  if (actor.role === 'ORGUSER') throw new Forbidden(REQUEST_SERVER_MESSAGES.tierNotForYou);
  if (input.applicantEmail.toLowerCase() !== actor.email.toLowerCase()) {
    throw new Forbidden(REQUEST_SERVER_MESSAGES.notYourEmail);
  }
  if (input.desiredRole === actor.tier) throw new BadRequest(REQUEST_SERVER_MESSAGES.alreadyYourTier);
  if (input.startDate && (Number.isNaN(Date.parse(input.startDate)) || isPast(input.startDate))) {
    throw new BadRequest(REQUEST_SERVER_MESSAGES.startDateInPast);
  }
  try {
    const created = await deps.db.transaction(async (tx) => {
      const row = await insertUpgradeRequest(tx, {
        userId: actor.id,
        applicantEmail: actor.email,
        desiredRole: input.desiredRole,
        applicationMessage: input.applicationMessage,
        startDate: input.startDate ?? null,
      });
      await writeAudit(tx, {
        actorUserId: actor.id,
        action: 'upgrade-request.created',
        target: `upgrade-request:${row.id}`,
        details: { desiredRole: input.desiredRole, startDate: input.startDate ?? null },
      });
      return row;
    });
    await deps.mailer.send(
      newRequestNotice({
        to: deps.config.operatorEmail,
        kind: 'tier upgrade request',
        applicant: actor.email,
        subject: `Tier Upgrade to ${input.desiredRole}`,
        text: input.applicationMessage || `Start date: ${input.startDate}`,
      }),
    );
    return { recordCreated: true, id: created.id, status: 'CREATED' };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict(REQUEST_SERVER_MESSAGES.openUpgradeRequest);
    throw error;
  }
}

/** ADMIN reads every request; anyone else only its own. */
export async function listTierRequests(deps: Deps, actor: Actor, query: UpgradeListQuery): Promise<UpgradeRequestList> {
  const { rows, total } = await listUpgradeRequests(deps.db, {
    userId: actor.role === 'ADMIN' ? undefined : actor.id,
    status: query.status,
    limit: query.pagesize,
    offset: query.offset,
  });
  return { upgradeRoleRequests: rows.map(toUpgradeRecord), total };
}

export async function readTierRequest(deps: Deps, actor: Actor, id: number): Promise<UpgradeRequestRecord> {
  const found = await findUpgradeRequest(deps.db, id);
  if (!found) throw new NotFound(REQUEST_SERVER_MESSAGES.requestNotFound);
  if (actor.role !== 'ADMIN' && found.request.userId !== actor.id) throw new Forbidden(SERVER_MESSAGES.notAllowed);
  return toUpgradeRecord(found);
}

/**
 * ADMIN approves or denies a CREATED request. Approval records the tier as the user's approved
 * tier, which the billing flow charges for before it becomes the current tier.
 */
export async function decideTierRequest(
  deps: Deps,
  actor: Actor,
  id: number,
  isApproved: boolean,
  responseMessage?: string,
): Promise<UpgradeDecisionResponse> {
  const found = await findUpgradeRequest(deps.db, id);
  if (!found) throw new NotFound(REQUEST_SERVER_MESSAGES.requestNotFound);
  const status = isApproved ? 'APPROVED' : 'DENIED';
  await deps.db.transaction(async (tx) => {
    const decided = await decideCreatedRequest(tx, id, { status, decidedBy: actor.id });
    if (!decided) throw new Conflict(REQUEST_SERVER_MESSAGES.alreadyDecided);
    if (isApproved) await updateUserRow(tx, decided.userId, { approvedTier: decided.desiredRole });
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: isApproved ? 'upgrade-request.approved' : 'upgrade-request.denied',
      target: `upgrade-request:${id}`,
      details: { userId: decided.userId, desiredRole: decided.desiredRole },
    });
  });
  const emailSent = await deps.mailer.send(
    upgradeDecisionEmail({
      to: found.email,
      firstName: found.firstName,
      planName: planFor(found.request.desiredRole)?.name ?? found.request.desiredRole,
      isApproved,
      responseMessage,
      nextStepUrl: `${deps.config.publicUrl}${isApproved ? '/account' : '/support'}`,
    }),
  );
  return { recordUpdated: true, emailSent, status };
}
