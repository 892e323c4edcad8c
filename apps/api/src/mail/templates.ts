import type { Email } from './mailer';

const signature = '\n\n— The fleetgraph team';

export function temporaryPasswordEmail(input: {
  to: string;
  firstName: string;
  temporaryPassword: string;
  signInUrl: string;
}): Email {
  return {
    to: input.to,
    subject: 'Your fleetgraph account: temporary password',
    text:
      `Hello ${input.firstName},\n\n` +
      `Your fleetgraph account has been created. Sign in with this temporary password:\n\n` +
      `Temporary password: ${input.temporaryPassword}\n\n` +
      `Sign in at ${input.signInUrl} and choose your own password to complete your registration.` +
      signature,
  };
}

export function organizationSignUpNotice(input: {
  to: string;
  applicant: Record<string, string>;
}): Email {
  const lines = Object.entries(input.applicant).map(([field, value]) => `${field}: ${value || '-'}`);
  return {
    to: input.to,
    subject: `Organization sign-up: ${input.applicant.organization ?? ''}`,
    text: `A new organization asked for an account. Please contact them to set up a time to discuss it.\n\n${lines.join('\n')}`,
  };
}

export function organizationSignUpReceipt(input: { to: string; firstName: string; organization: string }): Email {
  return {
    to: input.to,
    subject: 'Thank you for your interest in fleetgraph',
    text:
      `Hello ${input.firstName},\n\n` +
      `Thank you for asking for an account for ${input.organization}. ` +
      `An analyst will contact you to set up a time to discuss your account.` +
      signature,
  };
}

export function passwordResetEmail(input: { to: string; firstName: string; resetUrl: string; minutes: number }): Email {
  return {
    to: input.to,
    subject: 'Reset your fleetgraph password',
    text:
      `Hello ${input.firstName},\n\n` +
      `Someone asked to reset the password of your fleetgraph account. To choose a new password, open:\n\n` +
      `${input.resetUrl}\n\n` +
      `The link works once and expires in ${input.minutes} minutes. If you did not ask for it, ignore this email: ` +
      `your password stays as it is.` +
      signature,
  };
}

export function passwordChangedEmail(input: { to: string; firstName: string; supportEmail: string }): Email {
  return {
    to: input.to,
    subject: 'Your fleetgraph password was changed',
    text:
      `Hello ${input.firstName},\n\n` +
      `The password of your fleetgraph account was just changed, and every session signed in before was ended. ` +
      `If this was not you, write to ${input.supportEmail} at once.` +
      signature,
  };
}

/** An account made for someone by an administrator: an organization's admin or user, or an individual. */
export function invitationEmail(input: {
  to: string;
  firstName: string;
  organization: string | null;
  temporaryPassword: string;
  signInUrl: string;
}): Email {
  const place = input.organization ? `the ${input.organization} account on fleetgraph` : 'fleetgraph';
  return {
    to: input.to,
    subject: input.organization ? `You are invited to ${input.organization} on fleetgraph` : 'You are invited to fleetgraph',
    text:
      `Hello${input.firstName ? ` ${input.firstName}` : ''},\n\n` +
      `You have been invited to ${place}, the database of who owns the industrial fishing fleet. ` +
      `Sign in with your email and this temporary password:\n\n` +
      `Temporary password: ${input.temporaryPassword}\n\n` +
      `Sign in at ${input.signInUrl} and choose your own password to complete your registration.` +
      signature,
  };
}
