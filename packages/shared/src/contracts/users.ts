import { z } from 'zod';
import { ROLES, TIERS, USER_STATUSES } from '../constants';
import { emailField, optionalText, phoneField, positiveId, requiredText } from './fields';

export const creditCounters = z.object({
  dossierRequests: z.number().int(),
  docRequests: z.number().int(),
  riskAlertRequests: z.number().int(),
  updateInfoRequests: z.number().int(),
  tradeDataRequests: z.number().int(),
});
export type CreditCounters = z.infer<typeof creditCounters>;

export const orgPayload = creditCounters.extend({
  organizationid: z.number().int(),
  organization: z.string(),
  organizationType: z.string(),
});

/** A user as GET /users/me and /users/{id} answer it (spec section 3, User). */
export const userRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  country: z.string(),
  phone: z.string(),
  industry: z.string(),
  status: z.enum(USER_STATUSES),
  roleName: z.enum(ROLES),
  /** The current tier's number (spec section 4 'Tier numbering'); 4 for ADMIN. */
  role: z.number().int(),
  tier: z.enum(TIERS),
  /** The approved tier's number waiting for payment, or null. */
  highestApprovedTier: z.number().int().nullable(),
  organizationId: z.number().int(),
  orgPayload: orgPayload.nullable(),
  disclaimerAccepted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const userListQuery = z.object({
  pagesize: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  filter: z.enum(ROLES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
export const userListResponse = z.object({ users: z.array(userRecord), total: z.number().int() });

const counterField = z.coerce.number().int().min(0).max(1_000_000);

/** PUT /api/uaa/v1/users: the user named by id; what a user may change of itself, and more for ADMIN. */
export const updateUserRequest = z.object({
  id: positiveId,
  firstName: requiredText('First Name is required').pipe(z.string().max(100)).optional(),
  lastName: requiredText('Last Name is required').pipe(z.string().max(100)).optional(),
  title: optionalText,
  country: requiredText('Country is required').pipe(z.string().max(100)).optional(),
  phone: phoneField,
  industry: z.string().trim().max(100).optional(),
  /** Admin only from here on. */
  email: emailField.optional(),
  tier: z.enum(TIERS).optional(),
  dossierRequests: counterField.optional(),
  docRequests: counterField.optional(),
  riskAlertRequests: counterField.optional(),
  updateInfoRequests: counterField.optional(),
  tradeDataRequests: counterField.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;
export const ADMIN_ONLY_USER_FIELDS = [
  'email',
  'tier',
  'dossierRequests',
  'docRequests',
  'riskAlertRequests',
  'updateInfoRequests',
  'tradeDataRequests',
] as const;

export const recordUpdatedResponse = z.object({ recordUpdated: z.boolean() });
export const recordRemovedResponse = z.object({ recordRemoved: z.boolean() });
export const disclaimerResponse = z.object({ disclaimerAccepted: z.boolean() });
export const idParams = z.object({ id: positiveId });
