import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { createRegistry, datetime, date, decimal, defineResource, integer, money, registry as productRegistry, text, toOne } from '@relais/domain';
import type { FeatureSet } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import { buildResourceTables } from '../db/resource-tables.ts';
import { validationFailed } from '../http/errors.ts';
import { errorsPlugin } from '../plugins/app/errors.ts';
import { contextPlugin } from '../plugins/app/context.ts';
import type { ResourcePolicy, Row } from '../policies/types.ts';
import { hooksFor, policyFor } from '../resources/index.ts';
import type { ResourceHooks } from '../resources/hooks.ts';
import { defineKind } from '../resources/define-kind.ts';
import { resourceRoutes } from '../routes/api/resources.ts';
import type { TestApp } from '../test/app.ts';
import type { Catalog } from './catalog.ts';

/**
 * A kind the product does not have, for the engine's own tests: soft-deletable, behind a feature,
 * with every value kind, a hidden and a computed attribute, and hooks that can refuse a write.
 */
export const notes = defineResource({
  type: 'notes',
  softDelete: true,
  feature: 'blogPosts',
  filters: [{ name: 'search', kind: 'search', fields: ['title', 'body'] }],
  attributes: {
    title: text({ translatable: true, required: true, min: 1, max: 200 }),
    body: text({ max: 2000 }),
    slug: text({ unique: true, max: 200 }),
    secret: text({ hidden: true, readOnly: true }),
    views: integer({ nullable: false, defaultValue: 0, min: 0 }),
    price: money({ min: 0 }),
    rating: decimal({ min: 0, max: 5 }),
    day: date(),
    publishedAt: datetime(),
    summary: text({ computed: true, readOnly: true }),
  },
  relationships: { createdBy: toOne('users', { readOnly: true }), parent: toOne('notes') },
});

const NOTES_TABLE = sql`
  CREATE TABLE IF NOT EXISTS "notes" (
    "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
    "title" jsonb NOT NULL,
    "body" text,
    "slug" text CONSTRAINT "notes_slug_unique" UNIQUE,
    "secret" text,
    "views" integer DEFAULT 0 NOT NULL,
    "price" integer,
    "rating" numeric(14, 4),
    "day" date,
    "published_at" timestamp with time zone,
    "created_by_id" uuid REFERENCES "users"("id") ON DELETE set null,
    "parent_id" uuid REFERENCES "notes"("id") ON DELETE set null,
    "created_at" timestamp with time zone DEFAULT now() NOT NULL,
    "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
    "deleted_at" timestamp with time zone
  )`;

const isAdmin = (actor: Actor) => actor.isAdmin;

/** Anyone lists notes; a note whose body is "private" is shown to admins only; signed-in users write. */
const notesPolicy: ResourcePolicy<typeof notes> = {
  see: isAdmin,
  index: () => true,
  read: (actor) => actor.isAdmin || { body: { notEquals: 'private' } },
  create: (actor) => actor.userId !== null,
  update: isAdmin,
  delete: isAdmin,
  softDelete: isAdmin,
  restore: isAdmin,
};

/** What the hooks saw, so tests can tell how often they ran. */
export const hookCalls = { computed: 0 };

const titleOf = (row: Row | null) => (row?.title as Record<string, string> | null)?.en;

const notesHooks: ResourceHooks = {
  async beforeWrite({ values }) {
    // Lets a test reach the unique index itself, past the check made before writing.
    if (values.slug === 'copy-of-taken') values.slug = 'taken';
  },
  async afterWrite({ after }) {
    if (titleOf(after) === 'refused after writing') throw validationFailed([{ pointer: '/data/attributes/title', rule: 'refused', detail: 'Refused by a hook.' }]);
  },
  computed({ rows }) {
    hookCalls.computed++;
    return new Map(rows.map((row) => [row.id, { summary: String(row.body ?? '').slice(0, 5) }]));
  },
};

const notesKind = defineKind(notes, { policy: notesPolicy, hooks: notesHooks });

const registry = createRegistry([...productRegistry.resources, notes]);

export const notesCatalog: Catalog = {
  registry,
  tables: buildResourceTables(registry),
  policyFor: (type) => (type === 'notes' ? notesKind.policy! : policyFor(type)),
  hooksFor: (type) => (type === 'notes' ? notesKind.hooks! : hooksFor(type)),
};

/**
 * The engine's routes serving a test catalog (the notes one unless told) on the test database, with the actor chosen by an
 * `x-test-actor` header (sessions are not what these tests are about).
 */
export async function notesApp(
  t: TestApp,
  { actors, features = {}, catalog = notesCatalog, tables = [] }: { actors: Record<string, Actor>; features?: Partial<FeatureSet>; catalog?: Catalog; tables?: SQL[] },
): Promise<FastifyInstance> {
  await t.database.db.execute(NOTES_TABLE);
  for (const table of tables) await t.database.db.execute(table);
  const app = Fastify();
  await app.register(contextPlugin, { config: { ...t.config, features: { ...t.config.features, ...features } }, database: t.database });
  await app.register(errorsPlugin);
  app.addHook('onRequest', async (request) => {
    const name = request.headers['x-test-actor'];
    if (typeof name === 'string' && actors[name]) request.actor = actors[name];
  });
  await app.register(resourceRoutes, { catalog });
  await app.ready();
  return app;
}
