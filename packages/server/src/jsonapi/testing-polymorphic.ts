import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { createRegistry, defineResource, registry as productRegistry, text, toOneOf } from '@relais/domain';
import { buildResourceTables } from '../db/resource-tables.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import type { Catalog } from './catalog.ts';
import { notes, notesCatalog } from './testing-kind.ts';

/**
 * A kind the product does not have yet, for the tests of polymorphic to-ones: a reaction to a note
 * (soft-deletable, some shown to admins only) or to an app page (drafts hidden from visitors), as
 * comments, likes and reports will point at several kinds.
 */
export const reactions = defineResource({
  type: 'reactions',
  filters: ['subject', { name: 'unlinked', kind: 'isNull', field: 'subject' }],
  attributes: { emoji: text({ required: true, max: 10 }) },
  relationships: { subject: toOneOf(['notes', 'app-pages']) },
});

/**
 * The statements drizzle-kit's migration diff writes for the derived table (what `npm run
 * db:generate` would commit once a product kind declares a polymorphic to-one): the tests create
 * the table with them, so they also prove the generated migration works.
 */
export async function reactionsMigration(): Promise<string[]> {
  const previous = generateDrizzleJson({});
  return generateMigration(previous, generateDrizzleJson({ reactions: reactionsCatalog.tables.get('reactions')!.table }, previous.id));
}

/** Anyone reads reactions; signed-in users add and change them; admins delete them. */
const reactionsPolicy: ResourcePolicy = {
  see: (actor) => actor.isAdmin,
  index: () => true,
  show: () => true,
  create: (actor) => actor.userId !== null,
  update: (actor) => actor.userId !== null,
  delete: (actor) => actor.isAdmin,
  softDelete: (actor) => actor.isAdmin,
  restore: (actor) => actor.isAdmin,
};

const registry = createRegistry([...productRegistry.resources, notes, reactions]);

export const reactionsCatalog: Catalog = {
  registry,
  tables: buildResourceTables(registry),
  policyFor: (type) => (type === 'reactions' ? reactionsPolicy : notesCatalog.policyFor(type)),
  hooksFor: (type) => (type === 'reactions' ? {} : notesCatalog.hooksFor(type)),
};
