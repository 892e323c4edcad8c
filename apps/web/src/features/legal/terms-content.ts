export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export const TERMS_UPDATED = 'November 1, 2026';

/** The ten sections of the Terms of Service; the page numbers them. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Registration and Eligibility',
    paragraphs: [
      'These terms are an agreement between you and the nonprofit organization that operates fleetgraph ("we", "us"). They apply to every part of the service: the search of vessels, companies and persons, the records and ownership graphs, the resources library, analytical requests and paid subscriptions.',
      'You must be over 18 years of age to register and to use fleetgraph. By registering you confirm that you are over 18 and that you may enter into a binding agreement, for yourself or, if you register an organization, for that organization, which then accepts these terms for all of its users.',
      'Give accurate and complete information when you sign up, including your name, email, country, industry and, for an organization, its size and the purpose of its research, and keep it up to date from the My Account page. Organization sign-ups are reviewed by our analysts, who may ask you to confirm who you are and how you will use the data before the account is opened.',
      'We may refuse or close a registration that gives false information or whose stated purpose is incompatible with these terms, for example an attempt to locate or harass a person named in the data.',
    ],
  },
  {
    title: 'Account Security',
    paragraphs: [
      'Your account is personal to you. Keep your password confidential and do not share your sign-in with colleagues: organization administrators add each colleague as a user of the organization instead. When we create an account for you, we email you a temporary password that you must change the first time you sign in.',
      'Choose a password of at least 8 characters that you do not use elsewhere. Sign out when you use a shared computer: your session token is kept in that browser\'s local storage until you sign out or it expires.',
      'Tell us at once at support@fleetgraph.org if you believe someone else has used your account or knows your password. You are responsible for activity on your account until you tell us. We may end sessions, limit repeated sign-in attempts or suspend an account when we see signs of misuse, and we will tell you why when we can.',
    ],
  },
  {
    title: 'License and Limits of Use',
    paragraphs: [
      'While your account is in good standing we grant you a personal, non-exclusive, non-transferable and revocable license to search the fleet data, read records, explore ownership graphs, read our resources and use the answers to your analytical requests, for your own research, journalism, due diligence, academic or enforcement work, within the limits of your tier.',
      'Tiers set what you may do: which entity types you can search (the Free and Basic tiers search vessels only), and how many analytical requests of each kind (risk alerts, documentation, updates of information, trade data analyses and dossiers) your account or organization may make. Credits that are not used do not carry over and have no cash value.',
      'You may quote individual findings, records and graph images in your own work, with fleetgraph named as the source. You may not copy, export or rebuild the database or a substantial part of it, resell or sublicense access, publish bulk extracts, or use the data to build a competing product or to train a model for others\' use.',
      'Paid tiers are bought by card through our card payment provider\'s hosted checkout and renew each month until cancelled. Prices are shown before you pay and invoices are available on the Billing page. When a paid subscription ends, the account returns to the free tier of its kind at the end of the period already paid.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The fleetgraph software and design, the selection, arrangement and enrichment of its database, and the graphs, risk alerts, reports and other material our analysts write belong to us or to our licensors and are protected by copyright and database rights.',
      'Much of the underlying data comes from public sources such as vessel registries, regional fisheries management organisations\' IUU vessel lists, sanctions lists and company registers. Those sources keep their own rights and licences, and each record names the source it came from. Nothing in these terms limits what you may do with a source you obtain directly from its publisher.',
      'You keep the rights in what you send us, such as the text and attachments of an analytical request or a suggested change of information. You give us a license to use it to answer your request, to check and correct our data, and to keep a record of the request.',
    ],
  },
  {
    title: 'Unauthorized Use',
    paragraphs: [
      'You may not scrape or download the data by automated means, use the interface or the API beyond the access your tier includes, probe, test or bypass our security or rate limits, interfere with the service or other users, or use another person\'s account.',
      'You may not use fleetgraph to harass, threaten, stalk or endanger any person named in it, to make decisions about a person\'s employment, credit or housing, or in any way that breaks applicable law, including data protection and sanctions law.',
      'If we have reason to believe an account is being used in breach of these terms, we may suspend or close it, without a refund for the current period, keep the records needed to show what happened, and, where the law requires, report it.',
    ],
  },
  {
    title: 'No Warranties',
    paragraphs: [
      'fleetgraph brings together registries, IUU and sanctions lists, corporate filings, tracking-derived datasets and our analysts\' research. Sources differ, change and contain errors, and a record can be incomplete, out of date or wrong. Each record shows its source and its date of information; read them before you rely on it.',
      'A link between a vessel, a company and a person in an ownership graph states what a source reported on its date of information. A link, a fleet tag such as IUU, or the mere presence of an entity in the database is not, by itself, evidence that anyone has broken the law.',
      'The service, the data and our answers to analytical requests are provided "as is" and "as available", without warranties of any kind, express or implied, including warranties of accuracy, completeness, fitness for a particular purpose, non-infringement and uninterrupted or error-free operation.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent the law allows, we, our staff and our data partners are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, data or goodwill, arising from your use of fleetgraph or your inability to use it.',
      'You remain responsible for the decisions you take with the help of the data, including decisions about suppliers, vessels, companies or persons, and for verifying findings against their sources before you publish them or act on them.',
      'Our total liability for all claims relating to the service is limited to the greater of the fees you paid us in the twelve months before the claim arose and one hundred US dollars. Some jurisdictions do not allow these limits, in which case they apply only as far as the law allows.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'You may stop using fleetgraph at any time. To close your account, write to support@fleetgraph.org; organization administrators may also remove the users of their organization. Cancelling a paid subscription stops the next renewal, and you keep the paid tier until the end of the period already paid.',
      'We may suspend or close an account that breaches these terms, that has unpaid fees, or that has been unused for a long time, after notice by email where we can give it. We may also end the service as a whole with at least 30 days\' notice, refunding the unused part of any prepaid period.',
      'When an account closes, the license in these terms ends and you must stop using the data you obtained through it, except findings you have already quoted in your own work. The sections on intellectual property, no warranties, limitation of liability and governing law continue to apply.',
    ],
  },
  {
    title: 'Changes to These Terms',
    paragraphs: [
      'We may change these terms as the service, the law or our data sources change. The date at the top of this page shows when the current version was last updated.',
      'We will tell you of a material change by email or in the app at least 30 days before it takes effect. Changes that are needed for legal reasons or that only add new features may take effect sooner.',
      'If you keep using fleetgraph after a change takes effect, you accept the new terms. If you do not accept them, close your account before that date and we will refund the unused part of any prepaid period.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the District of Columbia, United States, without regard to its conflict of law rules. The courts located in the District of Columbia have exclusive jurisdiction over any dispute about them, unless the law of the country where you live gives you the right to bring a claim in its courts.',
      'If any part of these terms is held unenforceable, the rest stays in force. Our failure to enforce a term is not a waiver of it, and you may not transfer your rights under these terms without our written consent.',
      'These terms, the Privacy Policy and any order you place for a paid tier are the whole agreement between you and us about fleetgraph. Questions about them go to support@fleetgraph.org.',
    ],
  },
];
