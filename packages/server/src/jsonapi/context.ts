import type { FeatureSet, Locale } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import type { Row } from '../policies/types.ts';
import { notFound } from '../http/errors.ts';
import type { HookServices } from '../resources/hooks.ts';
import type { Catalog, Kind } from './catalog.ts';
import { kindIn } from './catalog.ts';

/**
 * What every operation needs, with nothing of Fastify: routes build it from the request, seeds and
 * tests write it by hand.
 */
export interface EngineContext {
  /** The database, or the transaction the caller already holds. */
  db: Executor;
  actor: Actor;
  /** Reading language of translatable attributes. */
  locale: Locale;
  /** Writing language of translatable attributes. */
  editionLocale: Locale;
  features: FeatureSet;
  /** Second choice when a translatable value is missing in `locale`; `en` when not given. */
  defaultLocale?: Locale;
  /** Locales an editor may write through `translations`; every locale when not given. */
  locales?: readonly Locale[];
  /** Origin put before every link (`https://relais.example`); relative links when not given. */
  baseUrl?: string;
  /** The kinds served (`appCatalog` in the application). */
  catalog: Catalog;
  /** Mail and the like, for hooks; without it a hook skips what needs them. */
  services?: HookServices;
  /**
   * Within one list read only (`operations/list.ts` sets it): rows of a kind already read whole
   * (every readable column but the bulky ones, the actor's read rule applied), by type and id, so
   * that an include of the same rows does not read them again. Never kept beyond that read.
   */
  rowsRead?: Map<string, Map<string, Row>>;
}

export const catalogOf = (ctx: EngineContext) => ctx.catalog;

/**
 * A kind exists for an actor only when it is declared, its feature is on and its policy lets the
 * actor see it (the admin menu entry) or list it (public kinds: pages, roles…); otherwise it does
 * not exist at all, wherever it is reached from (URL, include, related, relationship links).
 */
export function availableKind(ctx: EngineContext, type: string): Kind | undefined {
  const kind = kindIn(catalogOf(ctx), type);
  if (!kind) return undefined;
  const feature = kind.resource.feature;
  if (feature && !ctx.features[feature]) return undefined;
  return kind.policy.see(ctx.actor) || kind.policy.index(ctx.actor) ? kind : undefined;
}

/** The kind of a type, or a 404 as if it were not declared. */
export function requireKind(ctx: EngineContext, type: string): Kind {
  const kind = availableKind(ctx, type);
  if (!kind) throw notFound(`There is no resource type "${type}".`);
  return kind;
}

export const linkBase = (ctx: EngineContext) => `${ctx.baseUrl ?? ''}/api/v1`;
export const selfLink = (ctx: EngineContext, type: string, id: string) => `${linkBase(ctx)}/${type}/${encodeURIComponent(id)}`;
