import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';

interface NewPasswordForm {
  newPassword: string;
  confirmPassword: string;
}

/** New password and its confirmation, as the reset and the forced-change pages ask for them. */
export function NewPasswordFields<T extends NewPasswordForm>({ register, errors, confirmLabel }: {
  register: UseFormRegister<T>;
  errors: FieldErrors<NewPasswordForm>;
  confirmLabel: string;
}) {
  const registerField = register as unknown as UseFormRegister<NewPasswordForm>;
  return (
    <>
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        {...registerField('newPassword')}
        error={errors.newPassword?.message}
      />
      <PasswordInput
        label={confirmLabel}
        autoComplete="new-password"
        {...registerField('confirmPassword')}
        error={errors.confirmPassword?.message}
      />
    </>
  );
}
