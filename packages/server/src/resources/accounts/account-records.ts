import type { accountDocuments, accountTransactions } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import type { ResourceHooks } from '../hooks.ts';

const admin = (actor: Actor) => actor.isAdmin;

/**
 * Transactions and documents of a user's account (spec, domain "Coupons and accounts"; account pages
 * `/account/transactions`, `/account/documents`): administrators write them, the account's owner
 * reads their own, nobody else sees them. A document's file is a secured file the owner may download
 * (`seeSecuredFiles`), though only administrators attach one.
 */
const accountRecordsPolicy = {
  see: admin,
  index: (actor: Actor) => actor.userId !== null,
  read: (actor: Actor) => actor.isAdmin || (actor.userId !== null && { account: { equals: actor.userId } }),
  create: admin,
  update: admin,
  delete: admin,
  softDelete: admin,
  restore: admin,
};

export const accountTransactionsPolicy: ResourcePolicy<typeof accountTransactions> = accountRecordsPolicy;

export const accountDocumentsPolicy: ResourcePolicy<typeof accountDocuments> = {
  ...accountRecordsPolicy,
  seeSecuredFiles: accountRecordsPolicy.read,
};

export const accountDocumentsHooks: ResourceHooks<typeof accountDocuments> = {
  /** Where the owner downloads the document (the secured-files route checks `seeSecuredFiles`). */
  computed: ({ rows }) =>
    new Map(rows.map((row) => [row.id, { fileUrl: row.fileId ? `/services/secured-files/${encodeURIComponent(row.fileId)}/show` : null }])),
};
