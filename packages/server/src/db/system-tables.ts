import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Tables that belong to the platform rather than to an entity kind: they are written by hand and
 * never exposed through the generic API.
 */

/** Counters bumped when cached data changes (`environment`, `menu`), read by every app process. */
export const appVersions = pgTable('app_versions', {
  key: text('key').primaryKey(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Server-side sessions: the cookie holds an opaque id; the table holds its SHA-256 only. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id'),
    impersonatorId: uuid('impersonator_id'),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Which provider account (OpenID Connect issuer name and subject) signs in which user. Social
 * sign-in finds the user by this link, never by an e-mail address alone.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject), index('user_identities_user_id_idx').on(t.userId)],
);

/**
 * Background jobs (mail first): written in the request, run by a worker that polls the table, so an
 * answer never waits for SMTP. `FOR UPDATE SKIP LOCKED` lets several app processes share the queue.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('background_jobs_run_at_idx').on(t.runAt)],
);

/**
 * Page views and downloads (`POST /api/v1/services/stats/records`): one row per event, written in
 * batches and read only by the statistics' summary, so it is a platform table, not a kind
 * of the generic API. `user_id` is the signed-in reader, null for a visitor.
 */
export const statRecords = pgTable(
  'stat_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event: text('event').notNull(),
    resourceType: text('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    userId: uuid('user_id'),
    /** Host of the Origin (else Referer) the record came with, matched against banned origins; null without one. */
    origin: text('origin'),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('stat_records_resource_idx').on(t.resourceType, t.resourceId, t.recordedAt),
    index('stat_records_recorded_at_idx').on(t.recordedAt),
    // The summary: one event over a period.
    index('stat_records_event_recorded_at_idx').on(t.event, t.recordedAt),
  ],
);

/**
 * Double opt-in of an address a form's confirmation would go to (services/address-confirmations.ts):
 * one row per link mailed, its token kept as a SHA-256 only, valid until `expires_at`. The address is
 * confirmed once any of its links was followed (`confirmed_at`).
 */
export const addressConfirmations = pgTable(
  'address_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** In ASCII form (trimmed, lower-cased), as every address is compared. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    locale: text('locale').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('address_confirmations_email_idx').on(t.email, t.createdAt)],
);

/** A confirmation run waiting for its address's double opt-in: sent on when the address is confirmed. */
export const heldConfirmations = pgTable(
  'held_confirmations',
  {
    runId: uuid('run_id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('held_confirmations_email_idx').on(t.email)],
);

/**
 * A member's rental booking (issue 26, spec, domain "Rental booking"): the models and quantities of
 * their cart held over a period until `expires_at` (app-env rentalBookingExpirationDelay), so that
 * two members cannot both take the last item. One per user; placing the command removes it.
 */
export const rentalBookings = pgTable(
  'rental_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /** Rental model id → quantity. */
    models: jsonb('models').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rental_bookings_user_id_idx').on(t.userId), index('rental_bookings_expires_at_idx').on(t.expiresAt)],
);

/**
 * What a respondent has answered so far of an advanced form, to continue later (domain contract
 * `contracts/advanced-forms.ts`): known by a random token of which only the SHA-256 is kept, the
 * step they were on, and until when it is kept (each save moves it on). Sending the response deletes
 * it in the response's transaction; each new draft deletes those past their date.
 */
export const formResponseDrafts = pgTable(
  'form_response_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    answers: jsonb('answers').notNull(),
    section: integer('section').notNull().default(1),
    locale: text('locale'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_response_drafts_token_hash_idx').on(t.tokenHash), index('form_response_drafts_form_id_idx').on(t.formId)],
);

/**
 * A monthly rental invoice (issue 26 item 5): one per member invoiced monthly and month (`YYYY-MM`),
 * written by the job worker's poll once the month is over (services/rental-monthly-invoices.ts);
 * the unique index makes two workers write it once.
 */
export const rentalMonthlyInvoices = pgTable(
  'rental_monthly_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    month: text('month').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rental_monthly_invoices_user_id_month_idx').on(t.userId, t.month)],
);

/** The commands a monthly invoice takes: a command is on one invoice at most (its primary key). */
export const rentalMonthlyInvoiceCommands = pgTable(
  'rental_monthly_invoice_commands',
  {
    commandId: uuid('command_id').primaryKey(),
    invoiceId: uuid('invoice_id').notNull(),
  },
  (t) => [index('rental_monthly_invoice_commands_invoice_id_idx').on(t.invoiceId)],
);
