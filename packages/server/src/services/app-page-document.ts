import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import { forbidden, notFound, unauthenticated } from '../http/errors.ts';
import { canActorOpenPage, canManagePages } from './access.ts';
import { localize, localizeServed } from './localize.ts';
import { fillSiteFacts } from './site-facts.ts';
import type { SiteFacts } from './site-facts.ts';
import { rolesByOwner, tablesOf } from './tables.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Identifier = { type: string; id: string };
export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: Identifier | Identifier[] | null }>;
  links?: { self: string };
}
export interface PageDocument {
  data: ResourceObject;
  included: ResourceObject[];
  jsonapi: { version: '1.1' };
}

const pageMissing = () => notFound('This page does not exist.');

/**
 * One page, localized, with its components in order (`GET /api/v1/services/app-pages/:id`), the
 * site's facts filled in (services/site-facts.ts).
 * Drafts exist only for page editors (app admins, admins), who open every page; for anyone else a
 * page the access rule refuses is a 401 to a visitor who could sign in, else a 403.
 */
export async function appPageDocument({ db, actor, id, locale, defaultLocale, facts }: { db: Executor; actor: Actor; id: string; locale: Locale; defaultLocale: Locale; facts: SiteFacts }): Promise<PageDocument> {
  if (!UUID.test(id)) throw pageMissing();
  const pages = tablesOf('app-pages').table;
  const components = tablesOf('app-page-components').table;
  const levels = tablesOf('access-levels').table;
  const [page] = await db.select({ page: pages, weight: levels.weight }).from(pages).leftJoin(levels, eq(levels.id, pages.accessLevelId)).where(eq(pages.id, id));
  if (!page) throw pageMissing();
  const row = page.page as Record<string, unknown>;
  const isEditor = canManagePages(actor);
  if (row.isDraft && !isEditor) throw pageMissing();
  const roles = (await rolesByOwner(db, 'app-pages', [id])).get(id) ?? [];
  const guard = { requiresAuth: row.requiresAuth as boolean, roles, accessLevelWeight: (page.weight as number | null) ?? null };
  if (!canActorOpenPage(actor, guard)) {
    throw actor.userId === null ? unauthenticated('Sign in to open this page.') : forbidden('This page cannot be accessed with your account.');
  }
  const componentRows = await db.select().from(components).where(eq(components.pageId, id)).orderBy(asc(components.position), asc(components.createdAt));
  const text = (value: unknown) => localize(value, locale, defaultLocale);
  const included: ResourceObject[] = componentRows.map((component) => {
    const props = localizeServed<Record<string, unknown>>(component.props, locale, defaultLocale);
    const filled = props.value && props.locale ? fillSiteFacts(props.value, facts, props.locale) : props.value;
    return {
      type: 'app-page-components',
      id: component.id as string,
      attributes: { name: component.name, position: component.position, viewId: component.viewId ?? null, props: filled ?? {}, locale: props.locale },
      relationships: { page: { data: { type: 'app-pages', id } } },
    };
  });
  const title = localizeServed(row.title, locale, defaultLocale);
  const toOne = (type: string, value: unknown) => ({ data: value ? { type, id: value as string } : null });
  return {
    data: {
      type: 'app-pages',
      id,
      attributes: {
        isDraft: row.isDraft,
        isDefault: row.isDefault,
        path: row.path,
        title: title.value,
        locale: title.locale,
        description: text(row.description),
        styles: row.styles ?? null,
        requiresAuth: row.requiresAuth,
        createdAt: (row.createdAt as Date).toISOString(),
        updatedAt: (row.updatedAt as Date).toISOString(),
      },
      relationships: {
        accessLevel: toOne('access-levels', row.accessLevelId),
        roles: { data: roles.map((role) => ({ type: 'roles', id: role })) },
        draftOfPage: toOne('app-pages', row.draftOfPageId),
        components: { data: included.map(({ type, id: componentId }) => ({ type, id: componentId })) },
      },
      links: { self: `/api/v1/app-pages/${id}` },
    },
    included,
    jsonapi: { version: '1.1' },
  };
}

/**
 * What opening the published page at `path` would answer, for a path the runtime environment does
 * not list to this actor (`GET /api/v1/services/page-access?path=…`): its id when they may open it,
 * else the same 401 (a visitor who could sign in) or 403 as the page itself; null when no page is
 * there (an unknown address is an answer, not a failure the visitor's console would show).
 */
export async function pageAccessAt({ db, actor, path }: { db: Executor; actor: Actor; path: string }): Promise<string | null> {
  const pages = tablesOf('app-pages').table;
  const levels = tablesOf('access-levels').table;
  const [page] = await db
    .select({ id: pages.id, requiresAuth: pages.requiresAuth, weight: levels.weight })
    .from(pages)
    .leftJoin(levels, eq(levels.id, pages.accessLevelId))
    .where(and(eq(pages.path, path), eq(pages.isDraft, false)))
    .limit(1);
  if (!page) return null;
  const id = page.id as string;
  const roles = (await rolesByOwner(db, 'app-pages', [id])).get(id) ?? [];
  if (!canActorOpenPage(actor, { requiresAuth: page.requiresAuth as boolean, roles, accessLevelWeight: (page.weight as number | null) ?? null })) {
    throw actor.userId === null ? unauthenticated('Sign in to open this page.') : forbidden('This page cannot be accessed with your account.');
  }
  return id;
}
