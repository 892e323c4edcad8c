import type { AnalyticalRequestRecord, AnalyticalStatus } from '@fleetgraph/shared/contracts/requests';
import type { AnalyticalRequestWithApplicant } from './analytical.repo';

export const fileUrl = (id: number | null): string | null => (id === null ? null : `/api/uaa/v1/files/${id}`);

/** A request as the spec's clients read it (spec section 3, Analytical request). */
export function toAnalyticalRecord({ request, email }: AnalyticalRequestWithApplicant): AnalyticalRequestRecord {
  return {
    id: request.id,
    applicantEmail: email,
    requestType: request.requestType,
    subject: request.subject,
    applicationMessage: request.applicationMessage,
    attachmentId: request.attachmentId,
    fileRequestURL: fileUrl(request.attachmentId),
    status: request.status as AnalyticalStatus,
    resolution: request.resolution as AnalyticalRequestRecord['resolution'],
    responseMessage: request.responseMessage,
    fileResponseURL: fileUrl(request.responseFileId),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}
