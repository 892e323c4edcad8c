import { describe, expect, it } from 'vitest';
import { loginRequest, requireChangePasswordForm, resetPasswordForm } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('login', () => {
  it('says which of email and password is missing or wrong', () => {
    expect(firstMessage(loginRequest.safeParse({ email: '', password: '' }), 'email')).toBe('Email is required');
    expect(firstMessage(loginRequest.safeParse({ email: 'nope', password: 'x' }), 'email')).toBe('Valid email is required');
    expect(firstMessage(loginRequest.safeParse({ email: 'a@b.org', password: '' }), 'password')).toBe('Password is required');
  });
});

describe('password forms', () => {
  it('need 8 characters and a matching confirmation', () => {
    const short = resetPasswordForm.safeParse({ newPassword: 'short', confirmPassword: 'short' });
    expect(firstMessage(short, 'newPassword')).toBe('Must be at least 8 characters');
    const mismatch = resetPasswordForm.safeParse({ newPassword: 'long-enough', confirmPassword: 'different' });
    expect(firstMessage(mismatch, 'confirmPassword')).toBe('Passwords must match');
    const empty = resetPasswordForm.safeParse({ newPassword: '', confirmPassword: '' });
    expect(firstMessage(empty, 'newPassword')).toBe('New Password is required');
    expect(firstMessage(empty, 'confirmPassword')).toBe('Confirm Password is required');
  });

  it('show a mismatch and a missing agreement on the forced page at the same time', () => {
    const result = requireChangePasswordForm.safeParse({
      oldPassword: 'temporary1',
      newPassword: 'long-enough',
      confirmPassword: 'different',
      agree: false,
    });
    expect(firstMessage(result, 'confirmPassword')).toBe('Passwords must match');
    expect(firstMessage(result, 'agree')).toBe('This field is required.');
    const noOld = requireChangePasswordForm.safeParse({ oldPassword: '', newPassword: 'a', confirmPassword: 'a', agree: true });
    expect(firstMessage(noOld, 'oldPassword')).toBe('Old Password is required');
  });
});
