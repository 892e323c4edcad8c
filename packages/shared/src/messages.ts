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

/** Texts of the request workflows: tickets, tier requests, analytical responses (spec sections 2, 5, 8). */
export const REQUEST_MESSAGES = {
  ticketTypeRequired: 'Ticket type is required',
  subjectRequired: 'Subject is required',
  textRequired: 'Text is required',
  bodyRequired: 'Body is required',
  fileTooLarge: 'File Size is too large',
  fileTypeInvalid:
    'Please select valid file type. We only allow to upload .pdf, .png, .jpg, .jpeg, .rtf, .doc and .docx',
  fileRequired: 'A file is required',
  responseMessageRequired: 'Response Message is required',
  tierReasonRequired: 'This field is required',
  ticketCreated: 'We will respond shortly.',
  subscriptionSubmitted: 'Submitted application successfully!',
  tierFormSent: 'Sent form successfully!',
  responded: 'Successfully Responded to Analytical Request.',
  denied: 'Deny to Analytical Request.',
} as const;

/** Server answers of the request workflows, shown as they come. */
export const REQUEST_SERVER_MESSAGES = {
  notYourEmail: 'applicantEmail: You can only raise requests for your own account.',
  adminHasNoTickets: 'Administrators answer tickets; they do not raise them.',
  noCreditLeft: (counter: string) =>
    `Your organization has no ${counter} credits left. Ask your organization admin for more.`,
  requestNotFound: 'Request not found.',
  alreadyResolved: 'This request has already been resolved.',
  applicantMismatch: 'applicantEmail: This request belongs to another applicant.',
  fileUnreadable: 'fileContent: The file could not be read. Please choose it again.',
  fileNotFound: 'File not found.',
  fileNotYours: 'You are not allowed to download this file.',
  tierNotForYou: 'Your plan is managed by your organization admin.',
  adminHasNoTier: 'Administrators have no tier to upgrade.',
  alreadyYourTier: 'desiredRole: This is already your plan.',
  openUpgradeRequest: 'You already have a tier request waiting for a decision.',
  alreadyDecided: 'This request has already been decided.',
  startDateInPast: 'startDate: The start date cannot be in the past.',
} as const;

/** Texts of billing and payment (spec sections 2, 4 and 8), copied exactly, misspellings included. */
export const BILLING_MESSAGES = {
  processing: 'Processing...',
  success: 'Success',
  canceled: 'Canceled',
  error: 'Error',
  paymentSuccess: 'Payment Success',
  paymentCancelled: 'Payment Cancelled',
  cardDetailsUpdated: 'Your Card details updated sucessfully.',
  cardUpdatedToast: 'Card updated Sucessfully',
} as const;

/** Server answers of billing, shown as they come. */
export const BILLING_SERVER_MESSAGES = {
  billingTiersOnly: 'Billing is available to Tier 2 and Tier 3 users only.',
  adminHasNoBilling: 'Administrators have no plan to pay for.',
  organizationPays: "Your organization's plan is paid and managed by your organization admin.",
  unknownPrice: 'priceId: This is not the price of tier 2 or tier 3.',
  notApproved: (tier: number) =>
    `Your upgrade to Tier ${tier} has not been approved. Ask for it from My Account, and pay once an administrator approves it.`,
  alreadyPaid: (tier: number) => `You already pay for Tier ${tier}.`,
  sessionNotFound: 'Checkout session not found.',
  noCard: 'No card is on file yet.',
  paymentMethodNotFound: 'paymentMethodId: This payment method was not found.',
  cardDeclined: 'Your card was declined.',
  noSubscription: 'You have no paid plan to cancel.',
  providerUnavailable: 'The payment provider cannot be reached. Please try again in a moment.',
} as const;

/** Texts of the admin console and the account page (spec sections 2, 8), copied exactly. */
export const ACCOUNT_MESSAGES = {
  organizationAdded: 'Organization data added successfully and sent invitation email.',
  organizationUpdated: 'Organization data updated successfully.',
  organizationDeleted: 'Organization data deleted successfully.',
  userAdded: 'User added successfully and sent invitation email.',
  userUpdated: 'User data updated successfully.',
  userDeleted: 'User data deleted successfully.',
  userDetailsUpdated: 'User details updated successfully.',
  invitationNotSent: 'The account was created, but the invitation email could not be sent. Use Resend invitation.',
  invitationResent: 'A new invitation email was sent.',
  confirmTitle: 'Please Confirm',
  confirmDeleteUser: 'Are you sure, you want to delete user?',
  confirmDeleteOrganization: 'Are you sure, you want to delete organization?',
  confirmUpdateUser: 'Are you sure, you want to update user?',
  confirmUpdateOrganization: 'Are you sure, you want to update organization?',
  confirmDeleteButton: 'Yes, delete it!',
  confirmUpdateButton: 'Yes, update it!',
  keepButton: 'No, keep it',
} as const;

/** Server answers of the users and organizations calls, shown as they come. */
export const ACCOUNT_SERVER_MESSAGES = {
  organizationNotFound: 'Organization not found.',
  orgAdminCannotBeDeleted: 'An organization administrator cannot be deleted.',
  notAnOrganization: 'Users can be added to organizations only, not to an individual account.',
  organizationFull: (numUsers: number) =>
    `This organization has reached its number of users (${numUsers}). Raise the number of users to add another.`,
  organizationIdRequired: 'organizationid: Organization is required',
  cannotChangeOwnEmail: 'email: Only an administrator can change your email.',
  alreadyRegistered: 'This user has already completed the registration.',
  adminHasNoOrganization: 'Administrators do not belong to an organization.',
  adminHasNoTier: 'tier: An administrator has no tier.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'The last administrator cannot be deleted.',
} as const;
