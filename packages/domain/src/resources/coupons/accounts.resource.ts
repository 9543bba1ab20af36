import { enumeration, money, text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Which way a transaction moves an account's balance. */
export const ACCOUNT_OPERATIONS = ['credit', 'debit'] as const;
export type AccountOperation = (typeof ACCOUNT_OPERATIONS)[number];

/** What an account document is (the spec names none; see docs/decisions.md). */
export const ACCOUNT_DOCUMENT_TYPES = ['invoice', 'credit_note', 'quote', 'contract', 'certificate', 'other'] as const;
export type AccountDocumentType = (typeof ACCOUNT_DOCUMENT_TYPES)[number];

/**
 * A movement on a user's account (spec, domain "account-transaction"; `/account/transactions`).
 * The account is the user: administrators write, the user reads their own.
 */
export const accountTransactions = defineResource({
  type: 'account-transactions',
  feature: 'transactions',
  adminCategory: 'accounts',
  defaultSort: ['-createdAt'],
  filters: ['account', 'operation'],
  attributes: {
    /** Cents, never negative: `operation` gives the direction. */
    amount: money({ required: true, min: 0 }),
    operation: enumeration(ACCOUNT_OPERATIONS, { required: true }),
    comment: text({ max: 2000 }),
  },
  relationships: {
    account: toOne('users', { required: true, onDelete: 'cascade' }),
  },
});

/**
 * A document kept for a user's account (spec, domain "account-document"; `/account/documents`): its
 * file is a secured file attached to the document (`POST /services/secured-files`), which the
 * account's owner may download.
 */
export const accountDocuments = defineResource({
  type: 'account-documents',
  feature: 'documents',
  adminCategory: 'accounts',
  defaultSort: ['-createdAt'],
  filters: ['account', 'documentType', { name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    documentType: enumeration(ACCOUNT_DOCUMENT_TYPES, { required: true }),
    name: text({ required: true, min: 1, max: 255 }),
    comment: text({ max: 2000 }),
    /** The download address of its file, for the owner who may not read the secured-file row itself. */
    fileUrl: text({ computed: true, readOnly: true }),
  },
  relationships: {
    account: toOne('users', { required: true, onDelete: 'cascade' }),
    file: toOne('secured-files'),
  },
});
