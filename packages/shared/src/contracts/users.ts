import { z } from 'zod';
import { ROLES, TIERS, USER_STATUSES, type RoleName } from '../constants';
import { MESSAGES } from '../messages';
import { emailField, positiveId, requiredText } from './fields';
import { countField, creditCountFields, tierField } from './organizations';

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

/** The display name of the admin lists (spec section 3): first name, last name and the email in brackets. */
export const userDisplayName = (user: { firstName: string; lastName: string; email: string }): string =>
  `${[user.firstName, user.lastName].filter(Boolean).join(' ')} (${user.email})`.trim();

/** The spec's list filters (section 6) name the organization roles in full; both spellings are taken. */
const ROLE_FILTER_ALIASES: Record<string, RoleName> = { ORGANIZATION_ADMIN: 'ORGADMIN', ORGANIZATION: 'ORGUSER' };

export const userListQuery = z.object({
  pagesize: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  filter: z
    .enum([...ROLES, 'ORGANIZATION_ADMIN', 'ORGANIZATION'])
    .transform((filter): RoleName => ROLE_FILTER_ALIASES[filter] ?? (filter as RoleName))
    .optional(),
});
export type UserListQuery = z.infer<typeof userListQuery>;
export const userListResponse = z.object({ users: z.array(userRecord), total: z.number().int() });

const personName = (message: string) => requiredText(message).pipe(z.string().max(100));
const digitsOnly = /^\+?\d+$/;

/** A phone number that may be left empty; when given, digits with an optional leading plus, above 0. */
const optionalPhone = z
  .string()
  .trim()
  .max(30, MESSAGES.phoneNotNumber)
  .refine((value) => value === '' || /^-\d+$/.test(value) || digitsOnly.test(value), MESSAGES.phoneNotNumber)
  .refine((value) => value === '' || (!/^-/.test(value) && Number(value.replace('+', '')) > 0), MESSAGES.phoneNotPositive);

/** The invitation's phone (spec section 5): required, a number, not negative. */
const requiredPhone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(30, MESSAGES.phoneNotNumber)
  .refine((value) => /^-\d+$/.test(value) || digitsOnly.test(value), MESSAGES.phoneNotNumber)
  .refine((value) => !/^-/.test(value), MESSAGES.phoneNotPositive);

/** The tiers an administrator invites individuals with (spec section 6): Free and Philanthropic. */
export const INVITE_TIERS = ['TIER_1', 'TIER_2'] as const;

/**
 * The Invite/Edit User form of the admin console (spec section 5): every field required, the
 * organization type being the industry, the phone a number >= 0 and the five counts >= 0.
 */
const individualUserFields = {
  email: emailField,
  firstName: personName('First Name is required'),
  lastName: personName('Last Name is required'),
  industry: requiredText('Industry is required').pipe(z.string().max(100)),
  title: requiredText('Title is required').pipe(z.string().max(200)),
  country: requiredText('Country is required').pipe(z.string().max(100)),
  phone: requiredPhone,
  ...creditCountFields,
};

/** POST /api/uaa/v1/invite/user with the admin's token: an individual user with a tier and credits. */
export const inviteUserRequest = z.object({ ...individualUserFields, tier: tierField(INVITE_TIERS) });
export type InviteUserInput = z.input<typeof inviteUserRequest>;
export type InviteUserRequest = z.infer<typeof inviteUserRequest>;

/** The admin's Edit User form: the same rules, any tier (a user may have paid for Tier 3). */
export const editUserForm = z.object({ ...individualUserFields, tier: tierField(TIERS) });
export type EditUserFormInput = z.input<typeof editUserForm>;
export type EditUserForm = z.infer<typeof editUserForm>;

/** The Update Account form: what a user changes of itself. */
export const accountForm = z.object({
  firstName: personName('First Name is required'),
  lastName: personName('Last Name is required'),
  title: z.string().trim().max(200),
  country: requiredText('Country is required').pipe(z.string().max(100)),
  phone: optionalPhone,
});
export type AccountForm = z.infer<typeof accountForm>;

/**
 * PUT /api/uaa/v1/users: the user named by id; what a user may change of itself, and more for
 * ADMIN. A field left out is left as it is.
 */
export const updateUserRequest = z.object({
  id: positiveId,
  firstName: personName('First Name is required').optional(),
  lastName: personName('Last Name is required').optional(),
  title: z.string().trim().max(200).optional(),
  country: requiredText('Country is required').pipe(z.string().max(100)).optional(),
  phone: optionalPhone.optional(),
  industry: z.string().trim().max(100).optional(),
  /** Admin only from here on. */
  email: emailField.optional(),
  tier: tierField(TIERS).optional(),
  dossierRequests: countField('Dossier Requests').optional(),
  docRequests: countField('Doc Requests').optional(),
  riskAlertRequests: countField('Risk Alert Requests').optional(),
  updateInfoRequests: countField('Info Update Requests').optional(),
  tradeDataRequests: countField('Trade Data Requests').optional(),
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
