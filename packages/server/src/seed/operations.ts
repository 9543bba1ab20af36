import { inArray } from 'drizzle-orm';
import { DEFAULT_FEATURES, SYSTEM_USER_ID } from '@relais/domain';
import { ANONYMOUS } from '../auth/actor.ts';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { createResource } from '../operations/index.ts';
import { tablesOf } from '../services/tables.ts';
import { appCatalog } from '../resources/catalog.ts';

/**
 * The platform itself, as seeds and maintenance tasks act: an administrator with every right (a
 * super admin, so it may make the first admin), signed by the system user. Through it a seed goes
 * the way an administrator's request goes — policy, validation, sanitising, hooks, version bumps —
 * instead of writing rows behind the engine's back.
 */
export const SYSTEM_ACTOR: Actor = Object.freeze({ ...ANONYMOUS, userId: SYSTEM_USER_ID, isAdmin: true, isSuperAdmin: true, emailVerified: true, validated: true });

/** A context for the operations inside the seed's transaction: the system actor, every feature on, English first. */
export const systemContext = (tx: Executor): EngineContext => ({ db: tx, actor: SYSTEM_ACTOR, locale: 'en', editionLocale: 'en', features: DEFAULT_FEATURES, catalog: appCatalog });

type Relationship = string | null | readonly string[];

/** The JSON:API linkage of a relationship: an id, several, or none. */
function linkage(type: string, value: Relationship) {
  if (value === null) return { data: null };
  if (typeof value === 'string') return { data: { type, id: value } };
  return { data: value.map((id) => ({ type, id })) };
}

/**
 * Creates one resource through the generic operation and answers its id. `relationships` map a
 * name to `[type, id | ids | null]`.
 */
export async function createThrough(
  ctx: EngineContext,
  type: string,
  attributes: Record<string, unknown>,
  relationships: Record<string, readonly [string, Relationship]> = {},
): Promise<string> {
  const data = {
    type,
    attributes,
    relationships: Object.fromEntries(Object.entries(relationships).map(([name, [target, value]]) => [name, linkage(target, value)])),
  };
  const { id } = await createResource(ctx, { type, document: { data } });
  return id;
}

/** Values in English and French, as the demo content carries them (a type, so it is a record of locales). */
export type Bilingual<T = string> = { en: T; fr: T };

/**
 * Attributes for a write in English (the context's edition locale), with every other locale of
 * each translated value (`{ en, fr, … }`) in `translations`; other values as they are.
 */
export function withTranslations(values: Record<string, unknown>, translated: Record<string, Readonly<Record<string, unknown>> | undefined>): Record<string, unknown> {
  const attributes: Record<string, unknown> = { ...values };
  const others: Record<string, Record<string, unknown>> = {};
  for (const [name, byLocale] of Object.entries(translated)) {
    if (byLocale === undefined) continue;
    for (const [locale, value] of Object.entries(byLocale)) {
      if (locale === 'en') attributes[name] = value;
      else (others[locale] ??= {})[name] = value;
    }
  }
  return Object.keys(others).length ? { ...attributes, translations: others } : attributes;
}

/**
 * Adds the reference rows a kind lacks, each with its readable id and its name, through the generic
 * operations as the system actor. Runs at every start: a row an administrator renamed is left as it
 * is, a missing one comes back.
 */
export async function addMissingNamedRows(tx: Executor, lists: readonly (readonly [type: string, ids: readonly string[], names: Readonly<Record<string, Bilingual>>])[]): Promise<void> {
  const ctx = systemContext(tx);
  for (const [type, ids, names] of lists) {
    const { table } = tablesOf(type);
    const present = new Set((await tx.select({ id: table.id }).from(table).where(inArray(table.id, [...ids]))).map((row) => row.id as string));
    for (const id of ids.filter((id) => !present.has(id))) {
      await createResource(ctx, { type, document: { data: { type, id, attributes: withTranslations({}, { name: names[id] }) } } });
    }
  }
}
