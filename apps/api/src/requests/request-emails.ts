import type { Email } from '../mail/mailer';

const signature = '\n\n— The fleetgraph team';

export function newRequestNotice(input: { to: string; kind: string; applicant: string; subject: string; text: string }): Email {
  return {
    to: input.to,
    subject: `New ${input.kind}: ${input.subject}`,
    text:
      `${input.applicant} raised a new ${input.kind}.\n\n` +
      `Subject: ${input.subject}\n\n${input.text}\n\n` +
      `Answer it in the admin console, under User Requests.`,
  };
}

export function analyticalResponseEmail(input: {
  to: string;
  firstName: string;
  subject: string;
  responseMessage: string;
  fileName: string;
  supportUrl: string;
}): Email {
  return {
    to: input.to,
    subject: `Your request has been answered: ${input.subject}`,
    text:
      `Hello ${input.firstName},\n\n` +
      `Our analysts answered your request "${input.subject}":\n\n${input.responseMessage}\n\n` +
      `The response file (${input.fileName}) is waiting for you under Resolved Tickets at ${input.supportUrl}` +
      signature,
  };
}

export function analyticalDenialEmail(input: {
  to: string;
  firstName: string;
  subject: string;
  responseMessage: string;
  creditReturned: boolean;
  supportUrl: string;
}): Email {
  return {
    to: input.to,
    subject: `Your request could not be taken on: ${input.subject}`,
    text:
      `Hello ${input.firstName},\n\n` +
      `We are sorry: our analysts could not take on your request "${input.subject}".\n\n${input.responseMessage}\n\n` +
      (input.creditReturned ? 'The credit it used has been returned to your organization.\n\n' : '') +
      `You can read it under Resolved Tickets at ${input.supportUrl}` +
      signature,
  };
}

export function upgradeDecisionEmail(input: {
  to: string;
  firstName: string;
  planName: string;
  isApproved: boolean;
  responseMessage?: string;
  nextStepUrl: string;
}): Email {
  const note = input.responseMessage ? `\n\n${input.responseMessage}` : '';
  return {
    to: input.to,
    subject: input.isApproved
      ? `Your request for the ${input.planName} plan is approved`
      : `Your request for the ${input.planName} plan was not approved`,
    text: input.isApproved
      ? `Hello ${input.firstName},\n\nYour request for the ${input.planName} plan is approved.${note}\n\n` +
        `To start it, complete the payment from your account: ${input.nextStepUrl}` +
        signature
      : `Hello ${input.firstName},\n\nWe could not approve your request for the ${input.planName} plan this time.${note}\n\n` +
        `Your current plan stays as it is. Questions? Reply through ${input.nextStepUrl}` +
        signature,
  };
}
