import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { appMenuItems, appPageComponents, appPages, canOpenPage, files as filesKind, registry, users as usersKind } from '@relais/domain';
import type { ResourceDefinition, RoleName } from '@relais/domain';
import { ANONYMOUS } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import { ApiError } from '../../http/errors.ts';
import { openTestDatabase, TEST_DATABASES } from '../../test/databases.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { resourceTables } from '../../db/schema.ts';
import { decide, verdictSql } from '../../policies/conditions.ts';
import type { AnyCondition, Verdict } from '../../policies/conditions.ts';
import type { ResourcePolicy, Row, RowOf } from '../../policies/types.ts';
import { visitorOf } from '../../services/access.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
import { insertMenuItem, insertPage } from '../../services/test-fixtures.ts';
import { appMenuItemsPolicy } from './app-menu-items.ts';
import { appPageComponentsPolicy } from './app-page-components.ts';
import { appPagesHooks, appPagesPolicy } from './app-pages.ts';
import { filesHooks, filesPolicy } from './files.ts';
import { usersHooks, usersPolicy } from '../accounts/users.ts';

const actor = (options: Partial<Omit<Actor, 'roles'>> & { roles?: RoleName[] } = {}): Actor => ({
  ...ANONYMOUS,
  userId: randomUUID(),
  accessLevelWeight: 0,
  emailVerified: true,
  validated: true,
  ...options,
  roles: new Set(options.roles ?? []),
});

const ACTORS: Record<string, Actor> = {
  visitor: ANONYMOUS,
  member: actor(),
  'contributor at 200': actor({ roles: ['contributor'], accessLevelWeight: 200 }),
  'contributor at 300': actor({ roles: ['contributor'], accessLevelWeight: 300 }),
  'eqlaat member at 400': actor({ roles: ['eqlaat_member'], accessLevelWeight: 400 }),
  'app admin': actor({ roles: ['app_admin'] }),
  admin: actor({ roles: ['admin'], isAdmin: true }),
};

/** Ids of the rows of a kind that a policy's `read` rule lets the actor read, through its SQL. */
async function visibleIds<R extends ResourceDefinition>(db: Database, kind: R, policy: ResourcePolicy<R>, who: Actor): Promise<string[]> {
  const on = tablesOf(kind.type);
  const rows = await db.select({ id: on.table.id }).from(on.table).where(verdictSql(policy.read(who) as Verdict, on, (type) => resourceTables.get(type)));
  return rows.map((row) => row.id as string).sort();
}

describe.each(TEST_DATABASES)('application policies on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  const guards = new Map<string, { isDraft: boolean; requiresAuth: boolean; roles: string[]; accessLevelWeight: number | null }>();
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
    const fixtures = [
      { path: '/open', roles: [], level: null, requiresAuth: false, isDraft: false },
      { path: '/open-with-roles', roles: ['admin'], level: 'member_level_2', requiresAuth: false, isDraft: false },
      { path: '/members', roles: [], level: null, requiresAuth: true, isDraft: false },
      { path: '/contributors', roles: ['contributor'], level: null, requiresAuth: true, isDraft: false },
      { path: '/level-1', roles: [], level: 'member_level_1', requiresAuth: true, isDraft: false },
      { path: '/both', roles: ['contributor', 'eqlaat_member'], level: 'member_level_1', requiresAuth: true, isDraft: false },
      { path: '/draft', roles: [], level: null, requiresAuth: false, isDraft: true },
    ];
    const weights: Record<string, number> = { member_level_1: 300, member_level_2: 400 };
    for (const fixture of fixtures) {
      const id = await insertPage(db, { path: fixture.path, roles: fixture.roles, accessLevel: fixture.level, requiresAuth: fixture.requiresAuth, isDraft: fixture.isDraft, components: [{ name: 'pageTitle', position: 0 }] });
      guards.set(id, { isDraft: fixture.isDraft, requiresAuth: fixture.requiresAuth, roles: fixture.roles, accessLevelWeight: fixture.level ? weights[fixture.level]! : null });
      await insertMenuItem(db, { name: { en: fixture.path }, position: 0, roles: fixture.roles, requiresAuth: fixture.requiresAuth, ...(fixture.level ? { accessLevel: fixture.level } : {}) });
    }
  });
  afterAll(() => handle.close());

  const isEditor = (who: Actor) => who.isAdmin || who.roles.has('app_admin');
  const expectedPages = (who: Actor) =>
    [...guards].filter(([, guard]) => isEditor(who) || (!guard.isDraft && canOpenPage(guard, visitorOf(who)))).map(([id]) => id).sort();

  it.each(Object.keys(ACTORS))('lets the %s read exactly the pages the page-access rule allows', async (name) => {
    const who = ACTORS[name]!;
    expect(await visibleIds(db, appPages, appPagesPolicy, who)).toEqual(expectedPages(who));
  });

  it.each(Object.keys(ACTORS))('lets the %s read the components of those pages only', async (name) => {
    const who = ACTORS[name]!;
    const components = tableOf(appPageComponents);
    const readable = new Set(await visibleIds(db, appPageComponents, appPageComponentsPolicy, who));
    const rows = (await db.select({ id: components.id, pageId: components.pageId }).from(components)).filter((row) => readable.has(row.id as string));
    expect(rows.map((row) => row.pageId as string).sort()).toEqual(expectedPages(who));
  });

  it('filters menu items with the same rule', async () => {
    const items = tableOf(appMenuItems);
    const pathsFor = async (who: Actor) => {
      const ids = new Set(await visibleIds(db, appMenuItems, appMenuItemsPolicy, who));
      const rows = await db.select({ id: items.id, name: items.name }).from(items);
      return rows.filter((row) => ids.has(row.id as string)).map((row) => (row.name as { en: string }).en).sort();
    };
    expect(await pathsFor(ANONYMOUS)).toEqual(['/draft', '/open', '/open-with-roles']);
    expect(await pathsFor(ACTORS['contributor at 300']!)).toEqual(['/both', '/contributors', '/draft', '/level-1', '/members', '/open', '/open-with-roles']);
    expect(await pathsFor(ACTORS['eqlaat member at 400']!)).toEqual(['/both', '/draft', '/level-1', '/members', '/open', '/open-with-roles']);
  });

  it('keeps drafts and writes to page editors', () => {
    const draft = { id: randomUUID(), isDraft: true, requiresAuth: false } as RowOf<typeof appPages>;
    const readsDraft = (who: Actor) => {
      const verdict = appPagesPolicy.read(who);
      return typeof verdict === 'boolean' ? verdict : decide(verdict as AnyCondition, appPages, draft);
    };
    expect(readsDraft(ACTORS.member!)).toBe(false);
    expect(readsDraft(ACTORS['app admin']!)).toBe(true);
    expect(appPagesPolicy.create(ACTORS['contributor at 300']!)).toBe(false);
    expect(appPagesPolicy.create(ACTORS['app admin']!)).toBe(true);
    expect(appMenuItemsPolicy.update(ACTORS.admin!)).toBe(true);
  });

  it('refuses a malformed path and a second published page at one path', async () => {
    const context = { tx: db, actor: ACTORS['app admin']!, resource: appPages, locale: 'en' as const };
    const values: Partial<RowOf<typeof appPages>> = { path: '//about//us', title: { en: 'About' } };
    await appPagesHooks.beforeWrite!({ ...context, action: 'create', values, before: null });
    expect(values).toMatchObject({ path: '/about/us', createdById: ACTORS['app admin']!.userId, updatedById: ACTORS['app admin']!.userId });

    const error = await appPagesHooks.beforeWrite!({ ...context, action: 'create', values: { path: 'about us' }, before: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]).toMatchObject({ code: 'validation.format', source: { pointer: '/data/attributes/path' } });

    const clash = await appPagesHooks.beforeWrite!({ ...context, action: 'create', values: { path: '/members' }, before: null }).catch((e: unknown) => e);
    expect((clash as ApiError).errors[0]).toMatchObject({ code: 'validation.unique', source: { pointer: '/data/attributes/path' } });
    await expect(appPagesHooks.beforeWrite!({ ...context, action: 'create', values: { path: '/members', isDraft: true }, before: null })).resolves.toBeUndefined();
  });

  it('shows public files to all and private ones to their uploader and admins, with computed links and a preview link when one was drawn (rights: the engine, from the policy)', async () => {
    const files = tablesOf('files').table;
    const uploader = ACTORS.member!;
    const users = tablesOf('users').table;
    await db.insert(users).values({ id: uploader.userId, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' });
    const [open] = await db.insert(files).values({ name: 'Guide', slug: 'guide', mimeType: 'application/pdf' }).returning();
    const [secret] = await db.insert(files).values({ name: 'Scan', isPublic: false, mimeType: 'image/png', metadata: { previewSize: 512 }, createdById: uploader.userId }).returning();
    expect(await visibleIds(db, filesKind, filesPolicy, ANONYMOUS)).toEqual([open!.id]);
    expect(await visibleIds(db, filesKind, filesPolicy, uploader)).toEqual([open!.id, secret!.id].sort());

    const computed = await filesHooks.computed!({ db, actor: uploader, resource: filesKind, locale: 'en', rows: [open, secret] as RowOf<typeof filesKind>[] });
    expect(computed.get(open!.id)).toEqual({ url: '/services/files/guide', previewUrl: null });
    expect(computed.get(secret!.id)).toEqual({ url: `/services/files/${secret!.id}`, previewUrl: `/api/v1/services/files/${secret!.id}/preview` });
  });

  it('lets a user read themself only, and computes their name, initials and password state', async () => {
    const users = tablesOf('users').table;
    const me = ACTORS['contributor at 200']!;
    await db.insert(users).values({ id: me.userId, firstName: 'émile', lastName: 'Zola', email: 'emile@example.test', password: 'hash' });
    expect(await visibleIds(db, usersKind, usersPolicy, me)).toEqual([me.userId]);
    expect(await visibleIds(db, usersKind, usersPolicy, ANONYMOUS)).toEqual([]);
    expect((await visibleIds(db, usersKind, usersPolicy, ACTORS.admin!)).length).toBeGreaterThan(2);

    const rows = (await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users)) as Row[];
    const impersonated = { ...me, impersonatorId: randomUUID() };
    const computed = await usersHooks.computed!({ db, actor: impersonated, resource: registry.get('users'), locale: 'en', rows });
    expect(computed.get(me.userId!)).toEqual({ fullName: 'émile Zola', initials: 'ÉZ', hasPassword: true, impersonating: true });
    expect(computed.get(ACTORS.member!.userId!)).toMatchObject({ fullName: 'Ada Lovelace', hasPassword: false, impersonating: false });
  });
});
