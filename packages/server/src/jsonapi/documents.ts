import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import { catalogOf } from './context.ts';
import type { EngineContext } from './context.ts';
import type { TopLevel } from './document.ts';
import type { SnapshotSeen } from './totals.ts';

/**
 * Rendered read documents (lists, single rows, related, linkage), remembered per process and
 * guarded by the database snapshot, as `totals.ts` guards totals.
 *
 * A read operation's document is a function of its input, of the context it runs in (database,
 * catalog, actor, languages, features, link origin) and of the committed data its statements see.
 * The first two make the key — the whole actor, every field, so that a field a policy starts
 * reading one day is in it already. The data is what `pg_current_snapshot()` describes: a document
 * is kept only when the snapshot read right before rendering is still the one right after (nothing
 * committed or rolled back in between, so every statement of the rendering saw the same data),
 * and it is served only while the current snapshot is still that one. Any writer anywhere — the
 * engine, a service, a seed, direct SQL, another process — moves the snapshot when it ends, so no
 * one has to remember to invalidate anything. A hit costs one statement.
 *
 * Nothing here may read the clock or draw random numbers: no policy, scope or computed hook does
 * (`documents.test.ts` checks the scopes' SQL), and a kind that starts to must leave the cache.
 * Not cached: reads inside a transaction (its own writes are not described by the snapshot).
 * Documents are frozen: every caller shares them.
 */

/** Most documents kept, and most characters of JSON they add up to; the least recently used go first. */
const MOST_ENTRIES = 500;
const MOST_CHARACTERS = 16 * 1024 * 1024;
/** A bigger document is not kept: it would push out many others. */
const LARGEST_DOCUMENT = MOST_CHARACTERS / 8;

interface Entry {
  snapshot: string;
  document: TopLevel;
  characters: number;
}

const entries = new Map<string, Entry>();
let characters = 0;
/** The JSON of each remembered document, written once: a document is frozen, so it cannot change. */
const bodies = new WeakMap<TopLevel, string>();

/** Identities of the objects a key must tell apart but cannot spell out (databases, catalogs). */
const identities = new WeakMap<object, number>();
let nextIdentity = 0;
const identityOf = (value: object) => {
  let id = identities.get(value);
  if (id === undefined) identities.set(value, (id = ++nextIdentity));
  return id;
};

/** Keys of frozen actors (visitors share one); any other actor may change, so is read each time. */
const frozenActorKeys = new WeakMap<Actor, string>();

/** Every field of the actor, sets in a stable order. */
function actorKey(actor: Actor): string {
  const known = frozenActorKeys.get(actor);
  if (known !== undefined) return known;
  const fields = Object.keys(actor)
    .sort()
    .map((name) => {
      const value = (actor as unknown as Record<string, unknown>)[name];
      return [name, value instanceof Set ? [...value].map(String).sort() : value];
    });
  const key = JSON.stringify(fields);
  if (Object.isFrozen(actor)) frozenActorKeys.set(actor, key);
  return key;
}

/**
 * The key of a read: the operation and its input (the query in the order it was sent — links repeat
 * it), and everything of the context the rendering reads.
 */
function keyOf(ctx: EngineContext, read: readonly unknown[]): string {
  const { db, actor, locale, editionLocale, features, defaultLocale, locales, baseUrl } = ctx;
  const context = [identityOf(db), identityOf(catalogOf(ctx)), locale, editionLocale, features, defaultLocale, locales, baseUrl];
  return `${JSON.stringify(read)}\u0000${JSON.stringify(context)}\u0000${actorKey(actor)}`;
}

async function snapshotOf(db: Executor): Promise<SnapshotSeen> {
  const result = (await db.execute(sql`select pg_current_snapshot()::text as snapshot, pg_current_xact_id_if_assigned() is not null as "hasWritten"`)) as unknown as {
    rows: SnapshotSeen[];
  };
  return result.rows[0]!;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function remember(key: string, snapshot: string, document: TopLevel) {
  const body = JSON.stringify(document);
  const size = key.length + body.length;
  if (size > LARGEST_DOCUMENT) return;
  forget(key);
  entries.set(key, { snapshot, document: deepFreeze(document), characters: size });
  bodies.set(document, body);
  characters += size;
  while (entries.size > MOST_ENTRIES || characters > MOST_CHARACTERS) forget(entries.keys().next().value!);
}

function forget(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  characters -= entry.characters;
}

/**
 * The document of a read: the one rendered earlier for the same key while nothing has been
 * committed since, else `render()`'s, remembered when nothing was committed while it ran.
 * `read` names the operation and holds its whole input.
 */
export async function cachedDocument(ctx: EngineContext, read: readonly unknown[], render: () => Promise<TopLevel>): Promise<TopLevel> {
  if (ctx.db instanceof PgTransaction) return render();
  const key = keyOf(ctx, read);
  const before = await snapshotOf(ctx.db);
  const known = entries.get(key);
  if (known && !before.hasWritten && known.snapshot === before.snapshot) {
    entries.delete(key);
    entries.set(key, known);
    return known.document;
  }
  const document = await render();
  if (!before.hasWritten) {
    const after = await snapshotOf(ctx.db);
    if (!after.hasWritten && after.snapshot === before.snapshot) remember(key, before.snapshot, document);
  }
  return document;
}

/** A document as JSON text: written once for a remembered document, each time for any other. */
export const documentBody = (document: TopLevel): string => bodies.get(document) ?? JSON.stringify(document);

/** Forgets every document (tests that measure rendering itself). */
export function forgetDocuments() {
  entries.clear();
  characters = 0;
}
