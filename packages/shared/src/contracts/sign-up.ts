import { z } from 'zod';
import { INDIVIDUAL_ORGANIZATION_SIZE_CODE } from '../options/sign-up-options';
import { agreementField, emailField, evenWithOtherIssues, optionalText, phoneField, requiredText } from './fields';

const personalFields = {
  firstName: requiredText('First Name is required').pipe(z.string().max(100)),
  lastName: requiredText('Last Name is required').pipe(z.string().max(100)),
  title: optionalText,
  email: emailField,
  phone: phoneField,
  country: requiredText('Country is required').pipe(z.string().max(100)),
};

/** POST /api/uaa/v1/register: the individual sign-up (country and industry as labels). */
export const registerRequest = z.object({
  ...personalFields,
  industry: requiredText('Industry is required').pipe(z.string().max(100)),
  organizationSize: z.string().trim().max(100).optional().default(''),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ recordCreated: z.boolean(), emailSent: z.boolean() });

/** POST /api/uaa/v1/invite/user without a token: the organization sign-up request. */
export const organizationSignUpRequest = registerRequest.extend({
  organizationSize: requiredText('Organization Size is required').pipe(z.string().max(100)),
  organization: requiredText('Organization is required').pipe(z.string().max(200)),
  userCount: requiredText('Number of Users is required').pipe(z.string().max(100)),
  purpose: requiredText('Purpose is required').pipe(z.string().max(100)),
});
export type OrganizationSignUpRequest = z.infer<typeof organizationSignUpRequest>;

/** Organization, number of users and purpose are required unless the size is 'I am an Individual'. */
function requiredForOrganizations(field: 'organization' | 'userCount' | 'purpose', message: string) {
  const isGiven = (form: { organizationSize?: number; organization?: string; userCount?: string; purpose?: string }) =>
    form.organizationSize === undefined ||
    form.organizationSize === INDIVIDUAL_ORGANIZATION_SIZE_CODE ||
    Boolean(form[field]?.trim());
  return [isGiven, { message, path: [field], ...evenWithOtherIssues }] as [
    typeof isGiven,
    { message: string; path: string[]; when: typeof evenWithOtherIssues.when },
  ];
}

/** The sign-up form: one form, two flows chosen by the organization size. */
export const signUpForm = z
  .object({
    ...personalFields,
    industry: z.string().min(1, 'Industry is required'),
    organizationSize: z.number({ error: 'Organization Size is required' }).int(),
    organization: z.string().trim().max(200),
    userCount: z.string(),
    purpose: z.string(),
    agree: agreementField,
  })
  .refine(...requiredForOrganizations('organization', 'Organization is required'))
  .refine(...requiredForOrganizations('userCount', 'Number of Users is required'))
  .refine(...requiredForOrganizations('purpose', 'Purpose is required'));
export type SignUpFormInput = z.input<typeof signUpForm>;
export type SignUpForm = z.infer<typeof signUpForm>;
