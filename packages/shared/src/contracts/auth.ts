import { z } from 'zod';
import { MESSAGES } from '../messages';
import { emailField, evenWithOtherIssues, newPasswordField } from './fields';

export const loginRequest = z.object({
  email: emailField,
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, MESSAGES.passwordRequired).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;
export const loginResponse = z.object({ jwt: z.string() });

export const forgotPasswordRequest = z.object({ email: emailField });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;
export const successResponse = z.object({ success: z.boolean(), message: z.string() });

/** Payload of both password changes: the forced one and the one from the account. */
export const changePasswordRequest = z.object({
  email: z.string().trim().optional(),
  oldPassword: newPasswordField(MESSAGES.oldPasswordRequired),
  newPassword: newPasswordField(MESSAGES.newPasswordRequired),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
export const changePasswordResponse = z.object({ recordUpdated: z.boolean(), message: z.string() });

export const resetPasswordRequest = z.object({ newPassword: newPasswordField(MESSAGES.newPasswordRequired) });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export const resetPasswordResponse = z.object({ recordUpdated: z.boolean(), emailSent: z.boolean() });

const confirmField = z.string().min(1, MESSAGES.confirmPasswordRequired);

/** Forms: the payload plus the confirmation, and the agreement on the forced page. */
export const resetPasswordForm = z
  .object({ newPassword: newPasswordField(MESSAGES.newPasswordRequired), confirmPassword: confirmField })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MESSAGES.passwordsMustMatch,
    path: ['confirmPassword'],
    ...evenWithOtherIssues,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

const changePasswordFields = {
  oldPassword: newPasswordField(MESSAGES.oldPasswordRequired),
  newPassword: newPasswordField(MESSAGES.newPasswordRequired),
  confirmPassword: confirmField,
};
const passwordsMatch = (form: { newPassword: string; confirmPassword: string }) =>
  form.newPassword === form.confirmPassword;

export const changePasswordForm = z
  .object(changePasswordFields)
  .refine(passwordsMatch, { message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'], ...evenWithOtherIssues });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const requireChangePasswordForm = z
  .object({ ...changePasswordFields, agree: z.boolean().refine((v) => v, MESSAGES.fieldRequired) })
  .refine(passwordsMatch, { message: MESSAGES.passwordsMustMatch, path: ['confirmPassword'], ...evenWithOtherIssues });
export type RequireChangePasswordForm = z.infer<typeof requireChangePasswordForm>;

export const disclaimerForm = z.object({ agree: z.boolean().refine((v) => v, MESSAGES.fieldRequired) });
export type DisclaimerForm = z.infer<typeof disclaimerForm>;

export const messageResponse = z.object({ message: z.string() });

