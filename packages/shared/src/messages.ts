/** User-facing texts of the spec (sections 2, 4, 5 and 8), copied exactly, misspellings included. */
export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
  passwordRequired: 'Password is required',
  oldPasswordRequired: 'Old Password is required',
  newPasswordRequired: 'New Password is required',
  passwordTooShort: 'Must be at least 8 characters',
  passwordsMustMatch: 'Passwords must match',
  confirmPasswordRequired: 'Confirm Password is required',
  fieldRequired: 'This field is required.',
  phoneNotNumber: 'You must specify a number',
  phoneNotPositive: 'You must specify a positive number',
  passwordResetToast: 'Your password has been reset',
  resetPasswordSuccess: 'Reset password successfully!',
  checkYourEmail: 'Please check your email',
  genericError: 'Error',
  verificationEmailSent: 'Verification Email Sent!',
  checkYourInbox: 'Please check your inbox.',
  thankYou: 'Thank You',
  analystWillContact:
    'An analyst will contact you to set up a time to discuss your account.',
  searchPrompt: 'Enter the name or IMO number of a vessel, individual or organization.',
  searchLoading:
    'We are searching millions of records, your search results will display in just a moment...',
} as const;

/** Server messages that the browser shows as they come. */
export const SERVER_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  duplicateEmail: 'A user with this email already exists.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue.',
  completeRegistrationFirst: 'Please complete your registration by changing your password first.',
  adminOnly: 'Only an administrator can do this.',
  notAllowed: 'You are not allowed to do this.',
  userNotFound: 'User not found.',
  wrongOldPassword: 'The old password is not correct.',
  samePassword: 'The new password must differ from the old one.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordUpdated: 'Password updated.',
  forgotPasswordSent: 'If an account exists for that email, we have sent a link to reset its password.',
  notFound: 'Not found.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
