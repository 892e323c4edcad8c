import { z } from 'zod';
import { ORGANIZATION_TYPES, ROLES, TIERS, USER_STATUSES, type Tier } from '../constants';
import { MESSAGES } from '../messages';
import { emailField, optionalText, phoneField, positiveId, requiredText } from './fields';

/** The largest number a count field takes: more than any plan sells, small enough for an integer column. */
const MAX_COUNT = 1_000_000;

/**
 * A required whole number >= 0 (spec section 5: users, request counts). Forms hold it as text or
 * a number; the API takes either and answers a number.
 */
export const countField = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} is required` }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (text === '') return fail(`${label} is required`);
    const number = typeof value === 'number' ? value : /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(number)) return fail(MESSAGES.phoneNotNumber);
    if (number < 0) return fail(`${label} must be 0 or more`);
    if (!Number.isInteger(number)) return fail(`${label} must be a whole number`);
    if (number > MAX_COUNT) return fail(`${label} must be at most 1,000,000`);
    return number;
  });

/** The five request credits with their labels, in the order the account page shows them. */
export const CREDIT_FIELDS = [
  { name: 'dossierRequests', label: 'Dossier Requests', counterLabel: 'Dossier Requests' },
  { name: 'docRequests', label: 'Doc Requests', counterLabel: 'Doc Requests' },
  { name: 'riskAlertRequests', label: 'Risk Alert Requests', counterLabel: 'Risk Alert' },
  { name: 'updateInfoRequests', label: 'Info Update Requests', counterLabel: 'Info Update' },
  { name: 'tradeDataRequests', label: 'Trade Data Requests', counterLabel: 'Trade Data' },
] as const;
export type CreditName = (typeof CREDIT_FIELDS)[number]['name'];

export const creditCountFields = {
  dossierRequests: countField('Dossier Requests'),
  docRequests: countField('Doc Requests'),
  riskAlertRequests: countField('Risk Alert Requests'),
  updateInfoRequests: countField('Info Update Requests'),
  tradeDataRequests: countField('Trade Data Requests'),
};

/** A tier chosen in a select: '' is 'Tier is required', an unknown value names the choices. */
export const tierField = <T extends readonly [Tier, ...Tier[]]>(allowed: T) =>
  z
    .string({ error: 'Tier is required' })
    .min(1, 'Tier is required')
    .pipe(z.enum(allowed, { error: `Tier must be one of ${allowed.join(', ')}` }));

const organizationName = requiredText('Organization Name is required').pipe(z.string().max(200));
const adminEmail = z
  .string({ error: 'Admin Email is required' })
  .trim()
  .min(1, 'Admin Email is required')
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));
const industry = z.string().trim().max(100);

/** The phone rule of phoneField (optional, digits, positive) without its default, for partial updates. */
const phoneChange = z
  .string()
  .trim()
  .max(30, MESSAGES.phoneNotNumber)
  .refine((value) => value === '' || /^\+?\d+$/.test(value), MESSAGES.phoneNotNumber)
  .refine((value) => value === '' || !/^\+?\d+$/.test(value) || Number(value.replace('+', '')) > 0, MESSAGES.phoneNotPositive);
const personName = (message: string) => requiredText(message).pipe(z.string().max(100));

/**
 * POST /api/uaa/v1/organizations and the Add/Edit Organization form (spec section 5): name, admin
 * email, number of users, tier and the five counts required; phone and type (the industry) optional.
 * The administrator's name is ours: the invitation greets the administrator by it.
 */
export const organizationForm = z.object({
  organization: organizationName,
  adminEmail,
  numUsers: countField('Number of Users'),
  phone: phoneField,
  industry: industry.optional().default(''),
  tier: tierField(TIERS),
  ...creditCountFields,
});
export type OrganizationFormInput = z.input<typeof organizationForm>;
export type OrganizationForm = z.infer<typeof organizationForm>;

export const addOrganizationRequest = organizationForm.extend({
  adminFirstName: z.string().trim().max(100).optional().default(''),
  adminLastName: z.string().trim().max(100).optional().default(''),
});
export type AddOrganizationRequest = z.infer<typeof addOrganizationRequest>;

/** PUT /api/uaa/v1/organizations/{id}: any of the fields; the admin-only ones for ADMIN alone. */
export const updateOrganizationRequest = z.object({
  organization: organizationName.optional(),
  adminEmail: adminEmail.optional(),
  numUsers: countField('Number of Users').optional(),
  phone: phoneChange.optional(),
  industry: industry.optional(),
  tier: tierField(TIERS).optional(),
  dossierRequests: creditCountFields.dossierRequests.optional(),
  docRequests: creditCountFields.docRequests.optional(),
  riskAlertRequests: creditCountFields.riskAlertRequests.optional(),
  updateInfoRequests: creditCountFields.updateInfoRequests.optional(),
  tradeDataRequests: creditCountFields.tradeDataRequests.optional(),
});
export type UpdateOrganizationRequest = z.infer<typeof updateOrganizationRequest>;

/**
 * What an organization's own admin may change of it. The rest (admin email, number of users, tier,
 * credits) is sold and set by the product's administrators (spec section 6, ORGADMIN).
 */
export const ORGADMIN_ORGANIZATION_FIELDS = ['organization', 'phone', 'industry'] as const;

/** The Edit Organization form of an organization's admin. */
export const orgAdminOrganizationForm = z.object({
  organization: organizationName,
  phone: phoneField,
  industry: industry.optional().default(''),
});
export type OrgAdminOrganizationFormInput = z.input<typeof orgAdminOrganizationForm>;

/** Add/Edit Organization User (spec section 5): first and last name, country and email required; phone optional. */
export const organizationUserForm = z.object({
  firstName: personName('First Name is required'),
  lastName: personName('Last Name is required'),
  email: emailField,
  title: optionalText,
  country: requiredText('Country is required').pipe(z.string().max(100)),
  phone: phoneField,
});
export type OrganizationUserFormInput = z.input<typeof organizationUserForm>;
export type OrganizationUserForm = z.infer<typeof organizationUserForm>;

/** POST /api/uaa/v1/organizations/users: ADMIN names the organization; an ORGADMIN adds to its own. */
export const addOrganizationUserRequest = organizationUserForm.extend({ organizationid: positiveId.optional() });
export type AddOrganizationUserRequest = z.infer<typeof addOrganizationUserRequest>;

export const organizationUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string(),
  country: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  organizationid: z.number().int(),
  createdAt: z.string(),
});
export type OrganizationUser = z.infer<typeof organizationUser>;

/** An organization as the calls answer it (spec section 3, Organization). */
export const organizationRecord = z.object({
  organizationid: z.number().int(),
  organization: z.string(),
  organizationType: z.enum(ORGANIZATION_TYPES),
  industry: z.string(),
  numUsers: z.number().int(),
  adminEmail: z.string(),
  /** The administrator's name, as the My Organization tab shows it; '' until known. */
  adminName: z.string(),
  phone: z.string(),
  tier: z.enum(TIERS),
  /** How many users the organization has now, its administrator included. */
  userCount: z.number().int(),
  dossierRequests: z.number().int(),
  docRequests: z.number().int(),
  riskAlertRequests: z.number().int(),
  updateInfoRequests: z.number().int(),
  tradeDataRequests: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrganizationRecord = z.infer<typeof organizationRecord>;

/** One organization with its users; the users only for those who manage them (ADMIN, its ORGADMIN). */
export const organizationDetail = organizationRecord.extend({ users: z.array(organizationUser) });
export type OrganizationDetail = z.infer<typeof organizationDetail>;

export const organizationListResponse = z.object({
  organizations: z.array(organizationRecord),
  total: z.number().int(),
});
export type OrganizationListResponse = z.infer<typeof organizationListResponse>;

export const organizationUsersResponse = z.object({ users: z.array(organizationUser), total: z.number().int() });
export type OrganizationUsersResponse = z.infer<typeof organizationUsersResponse>;

export const creditResponse = z.object({
  organizationid: z.number().int(),
  dossierRequests: z.number().int(),
  docRequests: z.number().int(),
  riskAlertRequests: z.number().int(),
  updateInfoRequests: z.number().int(),
  tradeDataRequests: z.number().int(),
});
export type CreditResponse = z.infer<typeof creditResponse>;

/** POST /api/uaa/v1/organizations/pass: a new temporary password for a user who has not signed in yet. */
export const resendInvitationRequest = z.object({ id: positiveId });
export const resendInvitationResponse = z.object({ recordUpdated: z.boolean(), emailSent: z.boolean() });

export const recordCreatedResponse = z.object({ recordCreated: z.boolean(), emailSent: z.boolean() });
export const orgUpdatedResponse = z.object({ orgUpdated: z.boolean() });
export const orgRemovedResponse = z.object({ orgRemoved: z.boolean() });
export const organizationUserRemovedResponse = z.object({ recordRemoved: z.boolean(), orgRemoved: z.boolean() });
export const organizationIdParams = z.object({ id: positiveId });
export const organizationIdQuery = z.object({ organizationid: positiveId.optional() });
