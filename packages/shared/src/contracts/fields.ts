import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { MESSAGES } from '../messages';

/** Field schemas reused by several payloads; each carries the spec's message. */

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

export const optionalText = z.string().trim().max(200).optional().default('');

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(254, MESSAGES.emailInvalid)
  .pipe(z.email(MESSAGES.emailInvalid));

export const newPasswordField = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(200, 'Must be at most 200 characters');

/** Phone is optional; when given it must be a positive number (spec section 5, sign up). */
export const phoneField = z
  .string()
  .trim()
  .max(30, MESSAGES.phoneNotNumber)
  .optional()
  .default('')
  .refine((value) => value === '' || /^\+?\d+$/.test(value), MESSAGES.phoneNotNumber)
  .refine(
    (value) => value === '' || !/^\+?\d+$/.test(value) || Number(value.replace('+', '')) > 0,
    MESSAGES.phoneNotPositive,
  );

export const agreementField = z.literal(true, { error: MESSAGES.fieldRequired });

export const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Lets a form-level rule run even while other fields are still invalid (zod skips object
 * refinements otherwise), so that every message shows beneath its field at once.
 */
export const evenWithOtherIssues = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};
