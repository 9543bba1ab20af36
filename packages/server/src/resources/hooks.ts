import type { FeatureSet, Locale, ResourceDefinition } from '@relais/domain';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/actor.ts';
import type { LimitName } from '../auth/rate-limits.ts';
import type { Executor } from '../db/client.ts';
import type { MailSite } from '../notifications/notify.ts';
import type { Row, RowOf } from '../policies/types.ts';

/** The key a value read beside a row (`besideRow`) comes under; no column is named so. */
export const besideName = (name: string) => `\u0000beside:${name}`;

export type WriteAction = 'create' | 'update' | 'delete' | 'softDelete' | 'restore';

/** What hooks reach beyond the database. The routes give it; seeds and tests may leave it out. */
export interface HookServices {
  /** Queues, in `tx`, the verification link of a user's new address (as written, not yet committed). */
  sendVerificationMail(user: Row, tx: Executor): Promise<void>;
  /** Queues, in `tx`, the proof link of the user's `pendingEmail` and a notice to `oldEmail`. */
  sendEmailChangeMails(user: Row, oldEmail: string, tx: Executor): Promise<void>;
  /** Queues, in `tx`, the proof link of one of the user's other addresses. */
  sendAddressLink(user: Row, address: string, tx: Executor): Promise<void>;
  /** Throws (422 at `pointer`, or 403) unless the person just proved again who they are (auth/reauthenticate.ts). */
  assertReauthenticated(passwordHash: string | null, given: unknown, pointer: string): Promise<void>;
  /** Whether `given` is the signed-in user's current password, wrong ones counted (a 429 past the limit). */
  isCurrentPassword(passwordHash: string, given: unknown): Promise<boolean>;
  /** Counts one attempt against a rate limit; a 429 once it is spent. */
  consumeLimit(name: LimitName, key: string): Promise<void>;
  /** The address the request came from (behind the configured proxies). */
  clientAddress: string;
  /** Queues, in `tx`, the mail telling a member their validation request was accepted or refused. */
  mailValidationDecision(userId: string, decision: 'accepted' | 'refused', tx: Executor): Promise<void>;
  /** The site as notification mails name it (notifications/notify.ts). */
  site: MailSite;
}

export interface HookContext<R extends ResourceDefinition = ResourceDefinition> {
  /** The transaction of the request: whatever a hook writes commits or rolls back with it. */
  tx: Executor;
  actor: Actor;
  resource: R;
  locale: Locale;
  services?: HookServices | undefined;
}

/**
 * Behaviour a kind adds to the generic operations, next to its policy (`resources/<kind>/hooks.ts`).
 * Hooks run inside the request's transaction.
 */
export interface ResourceHooks<R extends ResourceDefinition = ResourceDefinition> {
  /**
   * Before an update, delete, soft delete or restore locks the row itself: locks the rows the write
   * will also change (the subject whose messagesCount a message moves), so that every writer takes
   * its locks in one order (counted rows, then the row, then the kept totals) and concurrent writes
   * wait for each other instead of deadlocking. A create locks them in `beforeWrite`.
   */
  lockFirst?(context: HookContext<R> & { action: Exclude<WriteAction, 'create'>; id: string }): Promise<void>;
  /**
   * Before a create or update is written: may adjust `values` (column values by JS key) or throw an
   * ApiError (e.g. a 422 naming the field).
   */
  beforeWrite?(
    context: HookContext<R> & {
      action: 'create' | 'update';
      values: Partial<RowOf<R>>;
      before: RowOf<R> | null;
      /** The to-many relationships the write changes (`replace`, `add` or `remove` these ids), by name. */
      links?: ReadonlyMap<string, { mode: 'replace' | 'add' | 'remove'; ids: readonly string[] }>;
    },
  ): Promise<void>;
  /** After any write, in the same transaction: bump versions, clear caches, write related rows. */
  afterWrite?(context: HookContext<R> & { action: WriteAction; before: RowOf<R> | null; after: RowOf<R> | null }): Promise<void>;
  /**
   * Values read beside each row by the statement that reads it (a list's page, a single read, an
   * include), for `computed` to use rather than a statement of its own: SQL over the kind's
   * `table`, each under a name made by `besideName`; read only when the fieldset asks for one of
   * `for`. A row read otherwise (a write's answer) lacks them: `computed` reads those itself.
   */
  besideRow?: { for: readonly string[]; columns(table: Record<string, AnyPgColumn>): Record<string, SQL> };
  /** Values of computed attributes for rows about to be serialised (one call per batch, never per row). */
  computed?(
    context: Omit<HookContext<R>, 'tx'> & {
      db: Executor;
      rows: RowOf<R>[];
      /** The features on for the read (an author shown as their organization…). */
      features?: FeatureSet;
      /** Whether the read asks for this computed attribute (its sparse fieldset names it, or it has none): a value not asked need not be computed. Absent: every one is. */
      asks?: (name: string) => boolean;
    },
  ): Promise<Map<string, Record<string, unknown>>> | Map<string, Record<string, unknown>>;
}
