import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  primaryKey,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  organizationType: text('organization_type').notNull(),
  industry: text('industry').notNull().default(''),
  phone: text('phone').notNull().default(''),
  adminEmail: text('admin_email').notNull().default(''),
  numUsers: integer('num_users').notNull().default(0),
  tier: text('tier').notNull(),
  dossierRequests: integer('dossier_requests').notNull().default(0),
  docRequests: integer('doc_requests').notNull().default(0),
  riskAlertRequests: integer('risk_alert_requests').notNull().default(0),
  updateInfoRequests: integer('update_info_requests').notNull().default(0),
  tradeDataRequests: integer('trade_data_requests').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull(),
    role: text('role').notNull(),
    tier: text('tier').notNull(),
    approvedTier: text('approved_tier'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title').notNull().default(''),
    country: text('country').notNull().default(''),
    phone: text('phone').notNull().default(''),
    industry: text('industry').notNull().default(''),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** Raised on every password change: tokens carrying an older version are refused. */
    tokenVersion: integer('token_version').notNull().default(0),
    disclaimerAcceptedAt: timestamp('disclaimer_accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_organization_idx').on(table.organizationId),
    index('users_role_idx').on(table.role, table.id),
  ],
);

/** Organization sign-ups waiting for an analyst to contact them. */
export const signUpRequests = pgTable('sign_up_requests', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  title: text('title').notNull().default(''),
  phone: text('phone').notNull().default(''),
  country: text('country').notNull(),
  industry: text('industry').notNull(),
  organizationSize: text('organization_size').notNull(),
  organization: text('organization').notNull(),
  userCount: text('user_count').notNull(),
  purpose: text('purpose').notNull(),
  createdAt: createdAt(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token sent by email: a leaked table gives no usable link. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('password_reset_tokens_hash_idx').on(table.tokenHash)],
);

export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_attempts_email_idx').on(table.kind, table.email, table.createdAt),
    index('auth_attempts_address_idx').on(table.kind, table.address, table.createdAt),
  ],
);

export const outboxEmails = pgTable('outbox_emails', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  error: text('error'),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);

/** Vessels, companies and persons of the fleet graph (DESIGN section 4). */
export const entities = pgTable(
  'entities',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    imo: text('imo'),
    fleet: text('fleet').array().notNull().default(sql`'{}'::text[]`),
    /** The spec's property names (MMSI, ShipFlag, RegistrationNumber...) with their values. */
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    containsBo: boolean('contains_bo').notNull().default(false),
    source: text('source').notNull().default(''),
    dateOfInformation: date('date_of_information'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('entities_imo_idx').on(table.imo),
    index('entities_fleet_idx').using('gin', table.fleet),
    index('entities_type_idx').on(table.type),
    // '*' lists everything by name: walking this index reads the first page without sorting 1M rows.
    index('entities_name_idx').on(table.name, table.id),
  ],
);

/**
 * Every searchable name of an entity (its name, aliases, transliterations), normalized. One row a
 * name keeps the trigram index small and lets an alias rank like a name.
 */
export const entityNames = pgTable(
  'entity_names',
  {
    entityId: text('entity_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull(),
    /** The entity's type and fleet tags, copied here so the search filters within one index scan. */
    entityType: text('entity_type').notNull().default(''),
    fleet: text('fleet').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ columns: [table.entityId, table.searchName] }),
    index('entity_names_prefix_idx').using('btree', sql`${table.searchName} text_pattern_ops`),
    // Word matching: on 1M names a trigram 'contains' scan took 200+ ms, a word lookup a few.
    index('entity_names_words_idx').using('gin', sql`to_tsvector('simple', ${table.searchName})`),
  ],
);

/**
 * Every word that occurs in a search name. Small (tens of thousands of words for a million
 * names), so a misspelled word finds its likely spellings here by trigram similarity at once.
 */
export const nameWords = pgTable(
  'name_words',
  { word: text('word').primaryKey() },
  // On lower(word), though words are lower case already: on the bare column the planner answered
  // 'word = any(...)' from this index in 17 ms instead of from the primary key in 0.1 ms.
  (table) => [index('name_words_trgm_idx').using('gin', sql`lower(${table.word}) gin_trgm_ops`)],
);

export const relationships = pgTable(
  'relationships',
  {
    id: text('id').primaryKey(),
    sourceId: text('source_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    targetId: text('target_id')
      .notNull()
      .references(() => entities.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    share: doublePrecision('share'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    source: text('source').notNull().default(''),
  },
  (table) => [
    index('relationships_source_idx').on(table.sourceId, table.type),
    index('relationships_target_idx').on(table.targetId, table.type),
  ],
);

/** Raw bytes: PGlite hands back a Uint8Array, node-postgres a Buffer; callers always get a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded attachments and responses, kept in the database so one backup holds everything. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** Sniffed from the bytes, never taken from the client. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('files_owner_idx').on(table.ownerUserId)],
);

/** Support tickets: raised by users, answered or denied by staff. */
export const analyticalRequests = pgTable(
  'analytical_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The applicant's organization when the ticket was raised: its admin may read the ticket. */
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    applicantEmail: text('applicant_email').notNull(),
    requestType: text('request_type').notNull(),
    subject: text('subject').notNull(),
    applicationMessage: text('application_message').notNull(),
    attachmentId: integer('attachment_id').references(() => files.id, { onDelete: 'set null' }),
    /** PENDING or COMPLETE; how a COMPLETE request ended is in resolution. */
    status: text('status').notNull().default('PENDING'),
    /** RESPONDED or DENIED once COMPLETE. */
    resolution: text('resolution'),
    responseMessage: text('response_message'),
    responseFileId: integer('response_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The counter spent on creation, so a denial gives back exactly that credit. */
    creditCounter: text('credit_counter'),
    creditOrganizationId: integer('credit_organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('analytical_requests_status_idx').on(table.status, table.createdAt),
    index('analytical_requests_user_idx').on(table.userId, table.status, table.createdAt),
  ],
);

/** Requests for a higher tier, from the account plan picker or the /updateTier form. */
export const upgradeRequests = pgTable(
  'upgrade_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicantEmail: text('applicant_email').notNull(),
    desiredRole: text('desired_role').notNull(),
    applicationMessage: text('application_message').notNull(),
    /** When the applicant wants the new tier to start (the /updateTier form asks for it). */
    startDate: date('start_date'),
    /** CREATED, then APPROVED or DENIED. */
    status: text('status').notNull().default('CREATED'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('upgrade_requests_status_idx').on(table.status, table.createdAt),
    index('upgrade_requests_user_idx').on(table.userId, table.createdAt),
    // One open request a user: a second one while staff have not decided the first is a conflict.
    uniqueIndex('upgrade_requests_open_idx').on(table.userId).where(sql`${table.status} = 'CREATED'`),
  ],
);

/** A user's customer record at the payment provider ('stripe' or the built-in 'sandbox'). */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('billing_customers_user_idx').on(table.userId, table.provider),
    uniqueIndex('billing_customers_provider_idx').on(table.provider, table.providerCustomerId),
  ],
);

/** Hosted checkouts started by users; completing one (webhook or return) happens once. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** The provider's session id (Stripe's cs_..., the sandbox's cs_sandbox_...). */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier').notNull(),
    priceId: text('price_id').notNull(),
    /** The price in minor units when the session began. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** open, complete or expired. */
    status: text('status').notNull().default('open'),
    providerSubscriptionId: text('provider_subscription_id'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId, table.createdAt)],
);

/** Paid plans, mirrored from the provider (or kept here by the sandbox). */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    /** The provider's subscription id. */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    providerCustomerId: text('provider_customer_id').notNull(),
    tier: text('tier').notNull(),
    priceId: text('price_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** active, past_due or canceled. */
    status: text('status').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('billing_subscriptions_user_idx').on(table.userId, table.status)],
);

/** The sandbox provider's invoices (Stripe keeps its own, read through its API). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: serial('id').primaryKey(),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id').references(() => billingSubscriptions.id, { onDelete: 'set null' }),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true, mode: 'date' }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The unguessable part of the hosted invoice address, as Stripe's hosted invoice links have. */
    accessToken: text('access_token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('billing_invoices_provider_idx').on(table.providerInvoiceId),
    uniqueIndex('billing_invoices_token_idx').on(table.accessToken),
    // One invoice a subscription period: a renewal settled twice charges once.
    uniqueIndex('billing_invoices_period_idx').on(table.subscriptionId, table.periodStart),
    index('billing_invoices_user_idx').on(table.userId, table.createdAt),
  ],
);

/** The sandbox provider's cards: never the number, only what a card panel shows. */
export const billingPaymentMethods = pgTable(
  'billing_payment_methods',
  {
    /** pm_sandbox_... */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull().default(''),
    email: text('email').notNull().default(''),
    /** What the sandbox does when this card is charged or attached: succeeds, card_declined... */
    sandboxOutcome: text('sandbox_outcome').notNull().default('succeeds'),
    isDefault: boolean('is_default').notNull().default(false),
    attachedAt: timestamp('attached_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [index('billing_payment_methods_user_idx').on(table.userId, table.isDefault)],
);

/** Provider events already handled: a webhook delivered twice changes nothing the second time. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
