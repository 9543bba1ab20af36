import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { createRegistry, defineResource, registry as productRegistry, text, toMany, toOneOf } from '@relais/domain';
import { buildResourceTables } from '../db/resource-tables.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import type { Catalog } from './catalog.ts';
import { notes, notesCatalog } from './testing-kind.ts';

/**
 * Kinds the product does not have yet, for the tests of polymorphic to-ones: a reaction to a note
 * (soft-deletable, some shown to admins only), to an app page (drafts hidden from visitors) or to
 * a board, which lists its reactions (the inverse side), or to another reaction, as comments, likes and reports will
 * point at several kinds. One reaction per emoji and subject.
 */
export const reactions = defineResource({
  type: 'reactions',
  filters: ['subject', { name: 'unlinked', kind: 'isNull', field: 'subject' }],
  uniqueTogether: [['emoji', 'subject']],
  attributes: { emoji: text({ required: true, max: 10 }) },
  relationships: {
    subject: toOneOf(['notes', 'app-pages', 'boards', 'reactions']),
    /** Where it is shown besides its subject: unlinked when that goes. */
    pinnedOn: toOneOf(['boards', 'notes'], { onDelete: 'set null' }),
    /** What holds it in place: cannot go while it does. */
    heldBy: toOneOf(['boards', 'notes'], { onDelete: 'restrict' }),
  },
});

export const boards = defineResource({
  type: 'boards',
  attributes: { name: text({ required: true, max: 100 }) },
  relationships: { reactions: toMany('reactions', { inverse: 'subject' }) },
});

/**
 * The statements drizzle-kit's migration diff writes for the derived table (what `npm run
 * db:generate` would commit once a product kind declares a polymorphic to-one): the tests create
 * the table with them, so they also prove the generated migration works.
 */
export async function reactionsMigration(): Promise<string[]> {
  const previous = generateDrizzleJson({});
  const tables = Object.fromEntries(['reactions', 'boards'].map((type) => [type, reactionsCatalog.tables.get(type)!.table]));
  return generateMigration(previous, generateDrizzleJson(tables, previous.id));
}

/** Anyone reads reactions and boards; signed-in users add and change reactions; admins do the rest. */
const reactionsPolicy: ResourcePolicy = {
  see: (actor) => actor.isAdmin,
  index: () => true,
  read: () => true,
  create: (actor) => actor.userId !== null,
  update: (actor) => actor.userId !== null,
  delete: (actor) => actor.isAdmin,
  softDelete: (actor) => actor.isAdmin,
  restore: (actor) => actor.isAdmin,
};

const boardsPolicy: ResourcePolicy = { ...reactionsPolicy, create: (actor) => actor.isAdmin, update: (actor) => actor.isAdmin };

const registry = createRegistry([...productRegistry.resources, notes, reactions, boards]);
const policies: Record<string, ResourcePolicy> = { reactions: reactionsPolicy, boards: boardsPolicy };

export const reactionsCatalog: Catalog = {
  registry,
  tables: buildResourceTables(registry),
  policyFor: (type) => policies[type] ?? notesCatalog.policyFor(type),
  hooksFor: (type) => (policies[type] ? {} : notesCatalog.hooksFor(type)),
};
