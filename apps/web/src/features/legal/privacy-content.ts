import type { LegalSection } from './terms-content';

export const PRIVACY_UPDATED = 'November 1, 2026';

/** The sections of the Privacy Policy; the page numbers them. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'Account information: your first and last name, title, email, phone number, country and industry, and for an organization its name, size, number of users, contact number and the purpose of its research, as you give them when you sign up, when an administrator invites you, or when you edit your account.',
      'Requests you send: the analytical requests you raise on the Support page, with their subject, message and attachments, your tier upgrade requests and the reasons you give, and the answers our analysts send back. We also keep the request credits of your account or organization.',
      'Payments: card payments are handled by our card payment provider on its own hosted checkout, and your full card number never reaches our servers. The provider tells us the card brand, its last four digits, its expiry date and the holder\'s name, which we show on your Billing page, and we keep the history of your subscription and invoices.',
      'Use of the service: the searches you run, the records and graphs you open, and the technical information described under Log Data. We do not collect information about you from other websites.',
    ],
  },
  {
    title: 'How We Use Information',
    paragraphs: [
      'We use your information to create and run your account, sign you in, apply the limits of your tier, answer your analytical and tier upgrade requests, bill paid subscriptions, and send the emails the service needs, such as temporary passwords, password reset links and answers to your requests.',
      'We use the searches and requests our users make, in aggregate, to decide which parts of the fleet data to improve first. Our analysts read an individual request only to answer it or to correct the data it points to.',
      'We use log data to keep fleetgraph secure and available: to limit repeated failed sign-ins, to detect scraping and other misuse, and to investigate errors. We do not sell your information, and we do not use it for advertising or profiling.',
    ],
  },
  {
    title: 'Disclosure of Information',
    paragraphs: [
      'We share personal information only with the service providers that help us run fleetgraph, namely hosting, email delivery and card payments, under contracts that allow them to use it only on our instructions and require them to protect it.',
      'If you are a user of an organization, its administrator can see your name, email, title and the date your account was created, and the request credits your organization has left. Our analysts see the requests you send so that they can answer them.',
      'We disclose information when the law requires it or to protect the safety of our users, staff or the people named in our data. Where the law allows, we tell you of a request for your information before we answer it. If the operator of fleetgraph merges with or transfers the service to another organization, your information moves with it under this policy.',
    ],
  },
  {
    title: 'Cookies and Local Storage',
    paragraphs: [
      'fleetgraph does not use advertising or tracking cookies, and it does not load third-party analytics in the app.',
      'The app keeps two things in your browser\'s local storage: your sign-in token, which identifies your session to our servers until it expires or you sign out, and the list of the users of that browser (by email address) who have accepted the disclaimer, so that it is not shown again at each sign-in.',
      'Signing out removes the sign-in token from the browser. You can remove both items at any time by clearing the site data for fleetgraph in your browser\'s settings; you will then be asked to sign in and to accept the disclaimer again. The card payment provider may set its own cookies on its hosted checkout pages, under its own policy.',
    ],
  },
  {
    title: 'Log Data',
    paragraphs: [
      'Like most web services, our servers record each request they receive: the time, the address it came from, the page or call requested, the browser\'s user agent and the result. These logs do not contain your password or the content of your attachments.',
      'We also keep an audit log of significant actions, such as sign-ups, invitations, changes to accounts, organizations and tiers, and answers to analytical requests, recording who acted, on what and when.',
      'We use log data for security, for troubleshooting and to understand the load on the service. Access to logs is limited to the staff who need it for those purposes.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: [
      'We keep account information for as long as your account is open. When an account is closed we delete or anonymise its personal information within 90 days, except what we must keep for tax, accounting or legal reasons, such as invoices.',
      'Analytical requests and their answers are kept with the account so that your resolved tickets remain available to you; they are deleted with the account. Server logs are kept for up to 12 months, and audit log entries for up to 3 years.',
      'Backups are overwritten on a rolling schedule, so deleted information may remain in them for a short further period before it disappears.',
    ],
  },
  {
    title: 'Your Rights in the European Economic Area (EEA)',
    paragraphs: [
      'If you are in the EEA, the United Kingdom or Switzerland, data protection law gives you the right to access the personal data we hold about you, to have it corrected or erased, to receive a copy of it in a portable format, to restrict or object to its processing, and to withdraw any consent you have given.',
      'We process your account, request and payment information because it is necessary to perform our contract with you, log data on the basis of our legitimate interest in a secure and reliable service, and some records, such as invoices, to comply with legal obligations.',
      'Some of our service providers are located outside the EEA. When your data is transferred to them, we rely on the European Commission\'s standard contractual clauses or another lawful transfer mechanism.',
      'To use your rights, write to support@fleetgraph.org; we answer within one month. You also have the right to lodge a complaint with the data protection authority of the country where you live or work.',
    ],
  },
  {
    title: 'Contact',
    paragraphs: [
      'Questions about this policy or about your personal data go to support@fleetgraph.org, the support mailbox shown at the foot of every page. Please write from the email address of your account so that we can identify you.',
      'We may update this policy as the service changes. The date at the top of this page shows when it was last updated, and we will tell you by email or in the app before a material change takes effect.',
    ],
  },
];
