import { z } from 'zod';
import { ADMIN_PAGE_SIZE, ATTACHMENT_MAX_BYTES, TICKET_PAGE_SIZE } from '../constants';
import { sniffFileType } from '../files/file-type';
import { REQUEST_MESSAGES } from '../messages';
import { emailField, positiveId, requiredText } from './fields';

/** The five kinds of ticket a user raises on /support (spec section 2, Support). */
export const TICKET_TYPES = [
  'Request Risk Alert',
  'Request Documentation',
  'Request Update of Information',
  'Suggest Change of Information',
  'Request Trade Data Analysis',
] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

/** What /subscriptionSubmit records: an analytical request staff answer like any ticket. */
export const SUBSCRIPTION_REQUEST_TYPE = 'Subscription Request';
export const ANALYTICAL_REQUEST_TYPES = [...TICKET_TYPES, SUBSCRIPTION_REQUEST_TYPE] as const;
export type AnalyticalRequestType = (typeof ANALYTICAL_REQUEST_TYPES)[number];

export const CREDIT_COUNTERS = [
  'dossierRequests',
  'docRequests',
  'riskAlertRequests',
  'updateInfoRequests',
  'tradeDataRequests',
] as const;
export type CreditCounter = (typeof CREDIT_COUNTERS)[number];

/** The account page's names of the five counters (spec section 2, Account). */
export const CREDIT_COUNTER_LABELS: Record<CreditCounter, string> = {
  dossierRequests: 'Dossier Requests',
  docRequests: 'Doc Requests',
  riskAlertRequests: 'Risk Alert',
  updateInfoRequests: 'Info Update',
  tradeDataRequests: 'Trade Data',
};

/**
 * The counter an organization user's request spends (docs/decisions/005-request-credits.md).
 * A suggested change gives us information rather than asking for work, and a subscription
 * question is a sales matter: neither costs a credit. Dossiers are ordered through staff.
 */
export const REQUEST_TYPE_COUNTERS: Record<AnalyticalRequestType, CreditCounter | null> = {
  'Request Risk Alert': 'riskAlertRequests',
  'Request Documentation': 'docRequests',
  'Request Update of Information': 'updateInfoRequests',
  'Suggest Change of Information': null,
  'Request Trade Data Analysis': 'tradeDataRequests',
  'Subscription Request': null,
};

/** Spec section 9: the admin filter's values. A denied request is COMPLETE too, resolved as DENIED. */
export const ANALYTICAL_STATUSES = ['PENDING', 'COMPLETE'] as const;
export type AnalyticalStatus = (typeof ANALYTICAL_STATUSES)[number];
export const ANALYTICAL_RESOLUTIONS = ['RESPONDED', 'DENIED'] as const;

/**
 * A file as the client sends it: a data URL. Size (413) and type are judged by the server from
 * the decoded bytes; the route's body limit bounds what it reads at all.
 */
const fileContentField = z.string();
const fileNameField = z.string().trim().max(255).optional();
const longText = (message: string) => requiredText(message).pipe(z.string().max(5000, 'Must be at most 5000 characters'));

/** POST /api/uaa/v1/createanalytical (spec section 3, Analytical request). */
export const createAnalyticalRequest = z.object({
  applicantEmail: emailField,
  requestType: z.enum(TICKET_TYPES, { error: REQUEST_MESSAGES.ticketTypeRequired }),
  subject: requiredText(REQUEST_MESSAGES.subjectRequired).pipe(z.string().max(200, 'Must be at most 200 characters')),
  applicationMessage: longText(REQUEST_MESSAGES.textRequired),
  fileContent: fileContentField.nullish(),
  fileName: fileNameField,
});
export type CreateAnalyticalRequest = z.infer<typeof createAnalyticalRequest>;

/**
 * POST /api/uaa/v1/respondanalytical: the spec's payload plus the id of the request answered.
 * applicantEmail must be the request's; attachmentId is accepted as the client read it.
 */
export const respondAnalyticalRequest = z.object({
  id: positiveId,
  applicantEmail: emailField,
  responseMessage: longText(REQUEST_MESSAGES.responseMessageRequired),
  attachmentId: z.number().int().nullish(),
  fileContent: z.string({ error: REQUEST_MESSAGES.fileRequired }).min(1, REQUEST_MESSAGES.fileRequired).pipe(fileContentField),
  fileName: fileNameField,
});
export type RespondAnalyticalRequest = z.infer<typeof respondAnalyticalRequest>;

/** POST /api/uaa/v1/denyanalytical: the spec's payload plus the id of the request denied. */
export const denyAnalyticalRequest = z.object({
  id: positiveId,
  requestType: z.enum(ANALYTICAL_REQUEST_TYPES).optional(),
  applicantEmail: emailField,
  responseMessage: longText(REQUEST_MESSAGES.responseMessageRequired),
  attachmentId: z.number().int().nullish(),
});
export type DenyAnalyticalRequest = z.infer<typeof denyAnalyticalRequest>;

/** POST /api/uaa/v1/subscription-requests: the /subscriptionSubmit form. */
export const subscriptionRequest = z.object({
  subject: requiredText(REQUEST_MESSAGES.subjectRequired).pipe(z.string().max(200, 'Must be at most 200 characters')),
  message: longText(REQUEST_MESSAGES.bodyRequired),
});
export type SubscriptionRequest = z.infer<typeof subscriptionRequest>;

const pageSize = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback);
const offset = z.coerce.number().int().min(0).max(1_000_000).default(0);

/** The user's own open or resolved tickets (6 a page). */
export const ticketListQuery = z.object({ pagesize: pageSize(TICKET_PAGE_SIZE), offset });
export type TicketListQuery = z.infer<typeof ticketListQuery>;

/** GET /api/uaa/v1/listanalytical (ADMIN): every request, by status, by requested date. */
export const analyticalListQuery = z.object({
  status: z.enum(ANALYTICAL_STATUSES).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  pagesize: pageSize(ADMIN_PAGE_SIZE),
  offset,
});
export type AnalyticalListQuery = z.infer<typeof analyticalListQuery>;

export const analyticalRequestRecord = z.object({
  id: z.number().int(),
  applicantEmail: z.string(),
  requestType: z.string(),
  subject: z.string(),
  applicationMessage: z.string(),
  attachmentId: z.number().int().nullable(),
  fileRequestURL: z.string().nullable(),
  status: z.enum(ANALYTICAL_STATUSES),
  resolution: z.enum(ANALYTICAL_RESOLUTIONS).nullable(),
  responseMessage: z.string().nullable(),
  fileResponseURL: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnalyticalRequestRecord = z.infer<typeof analyticalRequestRecord>;
export const analyticalRequestList = z.object({ analyticalRequests: z.array(analyticalRequestRecord), total: z.number().int() });
export type AnalyticalRequestList = z.infer<typeof analyticalRequestList>;

export const recordCreatedResponse = z.object({ recordCreated: z.boolean(), id: z.number().int() });
export const respondedResponse = z.object({ recordUpdated: z.boolean(), emailSent: z.boolean() });
export type RespondedResponse = z.infer<typeof respondedResponse>;

/** Only tier 2 and tier 3 can be applied for (spec section 6). */
export const UPGRADE_TIERS = ['TIER_2', 'TIER_3'] as const;
export type UpgradeTier = (typeof UPGRADE_TIERS)[number];
export const UPGRADE_STATUSES = ['CREATED', 'APPROVED', 'DENIED'] as const;
export type UpgradeStatus = (typeof UPGRADE_STATUSES)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (yyyy-mm-dd)');

/**
 * POST /api/uaa/v1/roles/upgrade-requests. The account's reason dialog sends a reason; the
 * /updateTier form sends a start date instead.
 */
export const createUpgradeRequest = z
  .object({
    applicantEmail: emailField,
    desiredRole: z.enum(UPGRADE_TIERS, { error: 'Only Tier 2 and Tier 3 can be applied for.' }),
    applicationMessage: z.string().trim().max(2000, 'Must be at most 2000 characters').default(''),
    startDate: isoDate.optional(),
  })
  .refine((request) => request.applicationMessage !== '' || request.startDate !== undefined, {
    message: REQUEST_MESSAGES.tierReasonRequired,
    path: ['applicationMessage'],
  });
export type CreateUpgradeRequest = z.input<typeof createUpgradeRequest>;

export const upgradeListQuery = z.object({
  status: z.enum(UPGRADE_STATUSES).optional(),
  pagesize: pageSize(ADMIN_PAGE_SIZE),
  offset,
});
export type UpgradeListQuery = z.infer<typeof upgradeListQuery>;

export const upgradeRequestRecord = z.object({
  id: z.number().int(),
  applicantEmail: z.string(),
  desiredRole: z.string(),
  applicationMessage: z.string(),
  startDate: z.string().nullable(),
  /** The applicant's tier when the list was read. */
  currentTier: z.string().nullable(),
  /** INDIVIDUAL_USER or ORGANIZATION: which of the spec's two tier label tables applies. */
  organizationType: z.string().nullable(),
  status: z.enum(UPGRADE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UpgradeRequestRecord = z.infer<typeof upgradeRequestRecord>;
export const upgradeRequestList = z.object({ upgradeRoleRequests: z.array(upgradeRequestRecord), total: z.number().int() });
export type UpgradeRequestList = z.infer<typeof upgradeRequestList>;
export const upgradeCreatedResponse = z.object({ recordCreated: z.boolean(), id: z.number().int(), status: z.enum(UPGRADE_STATUSES) });
export type UpgradeCreatedResponse = z.infer<typeof upgradeCreatedResponse>;

/** `PUT /roles/upgrade-requests/{id}:approve` and `{id}:deny`, as one path parameter. */
export const upgradeDecisionParams = z.object({
  decision: z.string().regex(/^[1-9]\d{0,9}:(approve|deny)$/, 'Must be {id}:approve or {id}:deny'),
});
export const upgradeDecisionResponse = z.object({ recordUpdated: z.boolean(), emailSent: z.boolean(), status: z.enum(UPGRADE_STATUSES) });
export type UpgradeDecisionResponse = z.infer<typeof upgradeDecisionResponse>;

/** A file picked in a browser form (a File), judged before upload by the server's own rules. */
export interface PickedFile {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}
const isPickedFile = (value: unknown): value is PickedFile =>
  typeof value === 'object' && value !== null && 'size' in value && 'arrayBuffer' in value;

/** The spec's size and type messages for a picked file; the bytes decide the type. */
export async function checkPickedFile(file: PickedFile): Promise<string | null> {
  if (file.size > ATTACHMENT_MAX_BYTES) return REQUEST_MESSAGES.fileTooLarge;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return sniffFileType(bytes) ? null : REQUEST_MESSAGES.fileTypeInvalid;
}

const pickedFile = z.custom<PickedFile>(isPickedFile, { error: REQUEST_MESSAGES.fileRequired }).superRefine(async (file, ctx) => {
  const problem = await checkPickedFile(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** The Create Ticket form (spec section 5, Ticket). */
export const ticketForm = z.object({
  ticketType: z.enum(TICKET_TYPES, { error: REQUEST_MESSAGES.ticketTypeRequired }),
  subject: requiredText(REQUEST_MESSAGES.subjectRequired).pipe(z.string().max(200, 'Must be at most 200 characters')),
  body: longText(REQUEST_MESSAGES.textRequired),
  attachment: pickedFile.nullable(),
});
export type TicketForm = z.infer<typeof ticketForm>;

/** The admin's answer (spec section 5, Analytical response): a message and a file. */
export const analyticalResponseForm = z.object({
  responseMessage: longText(REQUEST_MESSAGES.responseMessageRequired),
  file: pickedFile,
});
export type AnalyticalResponseForm = z.infer<typeof analyticalResponseForm>;
export const analyticalDenyForm = z.object({ responseMessage: longText(REQUEST_MESSAGES.responseMessageRequired) });
export type AnalyticalDenyForm = z.infer<typeof analyticalDenyForm>;

/** The account's reason-for-request dialog (spec section 5, Tier request). */
export const tierReasonForm = z.object({
  reason: requiredText(REQUEST_MESSAGES.tierReasonRequired).pipe(z.string().max(2000, 'Must be at most 2000 characters')),
});
export type TierReasonForm = z.infer<typeof tierReasonForm>;

/** The /updateTier form: Tier1, Tier2 or Tier3 and a start date. */
export const updateTierForm = z.object({
  tier: z.enum(['TIER_1', 'TIER_2', 'TIER_3'], { error: 'Tier is required' }),
  startDate: z.string({ error: 'Start Date is required' }).min(1, 'Start Date is required').pipe(isoDate),
});
export type UpdateTierForm = z.infer<typeof updateTierForm>;
