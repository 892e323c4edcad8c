import {
  CREDIT_COUNTER_LABELS,
  REQUEST_TYPE_COUNTERS,
  type AnalyticalListQuery,
  type AnalyticalRequestList,
  type AnalyticalRequestType,
  type AnalyticalStatus,
  type CreditCounter,
  type DenyAnalyticalRequest,
  type RespondAnalyticalRequest,
  type TicketListQuery,
} from '@fleetgraph/shared/contracts/requests';
import { REQUEST_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import { writeAudit } from '../audit/audit.repo';
import type { Deps } from '../deps';
import { checkUpload, type CheckedUpload } from '../files/file-upload';
import { insertFile } from '../files/files.repo';
import type { Actor } from '../http/authenticate';
import { BadRequest, Conflict, Forbidden, NotFound } from '../http/errors';
import { toAnalyticalRecord } from './analytical-record';
import {
  findAnalyticalRequest,
  insertAnalyticalRequest,
  listAnalyticalRequests,
  resolvePendingRequest,
  type AnalyticalRequestWithApplicant,
} from './analytical.repo';
import { giveBackCredit, takeCredit } from './credits.repo';
import { analyticalDenialEmail, analyticalResponseEmail, newRequestNotice } from './request-emails';

export interface NewAnalyticalRequest {
  applicantEmail: string;
  requestType: AnalyticalRequestType;
  subject: string;
  applicationMessage: string;
  fileContent?: string | null;
  fileName?: string;
}

/** Organization users spend their organization's credits; individuals have no counters to show. */
const spendsCredits = (actor: Actor) =>
  (actor.role === 'ORGADMIN' || actor.role === 'ORGUSER') && actor.organizationId !== null;

/**
 * A user raises a ticket for itself. For an organization user, a type that spends a counter
 * takes one credit in the same transaction as the insert, or fails with nothing written.
 */
export async function raiseAnalyticalRequest(deps: Deps, actor: Actor, input: NewAnalyticalRequest): Promise<number> {
  if (actor.role === 'ADMIN') throw new Forbidden(REQUEST_SERVER_MESSAGES.adminHasNoTickets);
  if (input.applicantEmail.toLowerCase() !== actor.email.toLowerCase()) {
    throw new Forbidden(REQUEST_SERVER_MESSAGES.notYourEmail);
  }
  const upload: CheckedUpload | null = input.fileContent ? checkUpload(input.fileContent, input.fileName) : null;
  const counter = spendsCredits(actor) ? REQUEST_TYPE_COUNTERS[input.requestType] : null;
  const creditOrganizationId = counter ? actor.organizationId : null;

  const request = await deps.db.transaction(async (tx) => {
    if (counter && creditOrganizationId !== null && !(await takeCredit(tx, creditOrganizationId, counter))) {
      throw new Forbidden(REQUEST_SERVER_MESSAGES.noCreditLeft(CREDIT_COUNTER_LABELS[counter]));
    }
    const attachmentId = upload ? await insertFile(tx, { ownerUserId: actor.id, ...upload }) : null;
    const created = await insertAnalyticalRequest(tx, {
      userId: actor.id,
      organizationId: actor.organizationId,
      applicantEmail: actor.email,
      requestType: input.requestType,
      subject: input.subject,
      applicationMessage: input.applicationMessage,
      attachmentId,
      creditCounter: counter,
      creditOrganizationId,
    });
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: 'analytical-request.created',
      target: `analytical-request:${created.id}`,
      details: { requestType: input.requestType, attachmentId, creditCounter: counter, creditOrganizationId },
    });
    return created;
  });

  await deps.mailer.send(
    newRequestNotice({
      to: deps.config.operatorEmail,
      kind: input.requestType,
      applicant: actor.email,
      subject: input.subject,
      text: input.applicationMessage,
    }),
  );
  return request.id;
}

/** The user's own tickets: open ones are PENDING, resolved ones COMPLETE. */
export async function listOwnRequests(
  deps: Deps,
  actor: Actor,
  status: AnalyticalStatus,
  query: TicketListQuery,
): Promise<AnalyticalRequestList> {
  const { rows, total } = await listAnalyticalRequests(deps.db, {
    userId: actor.id,
    status,
    limit: query.pagesize,
    offset: query.offset,
  });
  return { analyticalRequests: rows.map(toAnalyticalRecord), total };
}

/** ADMIN: every request; newest first unless the oldest are asked for. */
export async function listAllRequests(deps: Deps, query: AnalyticalListQuery): Promise<AnalyticalRequestList> {
  const { rows, total } = await listAnalyticalRequests(deps.db, {
    status: query.status,
    oldestFirst: query.sort === 'asc',
    limit: query.pagesize,
    offset: query.offset,
  });
  return { analyticalRequests: rows.map(toAnalyticalRecord), total };
}

async function findPendingFor(deps: Deps, id: number, applicantEmail: string): Promise<AnalyticalRequestWithApplicant> {
  const found = await findAnalyticalRequest(deps.db, id);
  if (!found) throw new NotFound(REQUEST_SERVER_MESSAGES.requestNotFound);
  if (found.email.toLowerCase() !== applicantEmail.toLowerCase()) {
    throw new BadRequest(REQUEST_SERVER_MESSAGES.applicantMismatch);
  }
  if (found.request.status !== 'PENDING') throw new Conflict(REQUEST_SERVER_MESSAGES.alreadyResolved);
  return found;
}

const supportUrl = (deps: Deps) => `${deps.config.publicUrl}/support`;

/** ADMIN answers a pending request with a message and a file; the applicant is emailed. */
export async function respondToRequest(
  deps: Deps,
  actor: Actor,
  input: RespondAnalyticalRequest,
): Promise<{ recordUpdated: boolean; emailSent: boolean }> {
  const found = await findPendingFor(deps, input.id, input.applicantEmail);
  const upload = checkUpload(input.fileContent, input.fileName);
  await deps.db.transaction(async (tx) => {
    const responseFileId = await insertFile(tx, { ownerUserId: actor.id, ...upload });
    const resolved = await resolvePendingRequest(tx, input.id, {
      resolution: 'RESPONDED',
      responseMessage: input.responseMessage,
      responseFileId,
      resolvedBy: actor.id,
    });
    // Another admin resolved it meanwhile: roll the file back with the rest.
    if (!resolved) throw new Conflict(REQUEST_SERVER_MESSAGES.alreadyResolved);
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: 'analytical-request.responded',
      target: `analytical-request:${input.id}`,
      details: { responseFileId },
    });
  });
  const emailSent = await deps.mailer.send(
    analyticalResponseEmail({
      to: found.email,
      firstName: found.firstName,
      subject: found.request.subject,
      responseMessage: input.responseMessage,
      fileName: upload.name,
      supportUrl: supportUrl(deps),
    }),
  );
  return { recordUpdated: true, emailSent };
}

/** ADMIN denies a pending request with a message; the credit it took goes back; the applicant is emailed. */
export async function denyRequest(
  deps: Deps,
  actor: Actor,
  input: DenyAnalyticalRequest,
): Promise<{ recordUpdated: boolean; emailSent: boolean }> {
  const found = await findPendingFor(deps, input.id, input.applicantEmail);
  const creditReturned = await deps.db.transaction(async (tx) => {
    const resolved = await resolvePendingRequest(tx, input.id, {
      resolution: 'DENIED',
      responseMessage: input.responseMessage,
      resolvedBy: actor.id,
    });
    if (!resolved) throw new Conflict(REQUEST_SERVER_MESSAGES.alreadyResolved);
    const counter = resolved.creditCounter as CreditCounter | null;
    const organizationId = resolved.creditOrganizationId;
    const returned = counter !== null && organizationId !== null;
    if (returned) await giveBackCredit(tx, organizationId, counter);
    await writeAudit(tx, {
      actorUserId: actor.id,
      action: 'analytical-request.denied',
      target: `analytical-request:${input.id}`,
      details: { creditReturned: returned ? counter : null, creditOrganizationId: organizationId },
    });
    return returned;
  });
  const emailSent = await deps.mailer.send(
    analyticalDenialEmail({
      to: found.email,
      firstName: found.firstName,
      subject: found.request.subject,
      responseMessage: input.responseMessage,
      creditReturned,
      supportUrl: supportUrl(deps),
    }),
  );
  return { recordUpdated: true, emailSent };
}
