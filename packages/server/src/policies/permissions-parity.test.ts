import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { COMMENTABLE_TYPES, DEFAULT_FEATURES, LIKABLE_TYPES, registry } from '@relais/domain';
import type { ResourceDefinition, ResourcePermissions } from '@relais/domain';
import { ANONYMOUS } from '../auth/actor.ts';
import type { Actor } from '../auth/actor.ts';
import { loadActor } from '../auth/load-actor.ts';
import { kindIn } from '../jsonapi/catalog.ts';
import { appCatalog } from '../resources/catalog.ts';
import type { Catalog } from '../jsonapi/catalog.ts';
import { client, operationContext } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import { permissionActions, permissionFlag } from '../jsonapi/permissions.ts';
import { createResource } from '../operations/index.ts';
import { assertAllowed } from '../operations/shared.ts';
import { readPage } from '../jsonapi/page.ts';
import { parseListQuery } from '../jsonapi/query.ts';
import type { ResourcePolicy, Row } from './types.ts';
import { seedDemoContent } from '../seed/demo/index.ts';
import { seedRentalReferenceData } from '../seed/rental.ts';
import { assertTakesComments } from '../resources/community/commenting.ts';
import { systemContext } from '../seed/operations.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignInOptions } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/**
 * What the answer says the reader may do with a row (`meta.permissions`, jsonapi/permissions.ts) is
 * what the write path decides: for every kind of the registry (a new kind is covered as soon as it
 * is declared) and a few kinds of actor, each row of the first page of the list (read as columns
 * beside the rows) says `update`, `delete` (and `softDelete`, `restore` for trashable kinds) exactly
 * when the check a PATCH, DELETE, trash or restore runs (`assertAllowed`, on the row as the write
 * loads it) allows it; a single read says the same; the list's `meta.permissions.create` is the
 * policy's `create`. Rows the rules tell apart: the demo content, and a member's and a stranger's
 * own files, addresses, notifications and reminders.
 */

const PAGE_SIZE = 100;

describe.each(TEST_DATABASES)('permissions in the answer: what the write path decides, on %s', (databaseKind) => {
  let t: TestApp;
  const actors = new Map<string, { client: Client; actor: Actor }>();
  let member = '';
  let stranger = '';

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    const { db } = t.database;
    const as = async (name: string, options: SignInOptions = {}) => {
      const signed = await signIn(t, options);
      // The actor is loaded once the rows are in (below): what a request would load then.
      actors.set(name, { client: client(t, signed.headers), actor: { ...ANONYMOUS, userId: signed.userId } });
      return signed.userId;
    };
    actors.set('visitor', { client: client(t), actor: ANONYMOUS });
    const superAdmin = await as('super admin', { isAdmin: true });
    member = await as('member');
    const contributor = await as('contributor', { roles: ['contributor'], accessLevel: 'member_level_1' });
    const organizationAdmin = await as('organization admin', { roles: ['organization_admin'] });
    // Another member, whose rules have the member's shape: the two share compiled statements.
    stranger = await as('stranger');
    // As the seed does: the rental's step types and statuses before the demo's commands that use them.
    await seedRentalReferenceData(systemContext(db));
    await seedDemoContent(systemContext(db), superAdmin);
    // Organizations, one run by the organization admin.
    const admin = operationContext(t);
    const organization = async (name: string, accessLevel: string | null) =>
      (await createResource(admin, { type: 'organizations', document: { data: { type: 'organizations', attributes: { name }, relationships: { accessLevel: { data: accessLevel && { type: 'access-levels', id: accessLevel } } } } } })).id;
    const ours = await organization('Ours', 'member_level_1');
    await organization('Theirs', null);
    await db.insert(tablesOf('organizations').joins.administrators!.table).values({ ownerId: ours, relatedId: organizationAdmin, position: 0 });
    // A contributor's draft, a forum subject and message of the member's, a blog post in the trash.
    const [category] = await db.select({ id: tablesOf('categories').table.id }).from(tablesOf('categories').table).limit(1);
    const draft = await createResource(admin, { type: 'articles', document: { data: { type: 'articles', attributes: { title: 'Contributed draft' }, relationships: { category: { data: { type: 'categories', id: category!.id } } } } } });
    await db.update(tablesOf('articles').table).set({ createdById: contributor }).where(eq(tablesOf('articles').table.id, draft.id));
    const binned = await createResource(admin, { type: 'blog-posts', document: { data: { type: 'blog-posts', attributes: { title: 'Binned', publishedAt: new Date().toISOString() } } } });
    await db.update(tablesOf('blog-posts').table).set({ deletedAt: new Date() }).where(eq(tablesOf('blog-posts').table.id, binned.id));
    const [forumCategory] = await db.select({ id: tablesOf('forum-categories').table.id }).from(tablesOf('forum-categories').table).limit(1);
    const [subject] = await db.insert(tablesOf('forum-subjects').table).values({ title: { en: 'Mine' }, categoryId: forumCategory!.id, createdById: member, publishedAt: new Date() }).returning();
    await db.insert(tablesOf('forum-subject-messages').table).values({ content: { en: '<p>Mine</p>' }, subjectId: subject!.id, createdById: member });
    await db.insert(tablesOf('files').table).values([
      { name: 'Public guide', mimeType: 'application/pdf' },
      { name: 'Member scan', isPublic: false, mimeType: 'image/png', createdById: member },
      { name: 'Stranger scan', isPublic: false, mimeType: 'image/png', createdById: stranger },
    ]);
    for (const owner of [member, stranger]) {
      await db.insert(tablesOf('addresses').table).values({ userId: owner, fullName: 'Owner', line1: '1 rue Haute', postalCode: '69001', city: 'Lyon' });
      await db.insert(tablesOf('notifications').table).values({ userId: owner, notificationType: 'parity', message: 'Hello' });
      await db.insert(tablesOf('reminders').table).values({ userId: owner, title: 'Call back', remindAt: new Date() });
    }
    for (const entry of actors.values()) {
      const { userId } = entry.actor;
      if (userId) entry.actor = (await loadActor(db, { userId, impersonatorId: null, sessionId: 'parity', organizationsEnabled: true }))!;
    }
  }, 300_000);
  afterAll(() => t.close());

  /** What the write path decides for each action on the row, loaded whole as a write loads it. */
  async function decided(actor: Actor, resource: ResourceDefinition, rows: readonly Row[]): Promise<Map<string, ResourcePermissions>> {
    const kind = kindIn(appCatalog, resource.type)!;
    const ctx = operationContext(t, { actor });
    const decisions = new Map<string, ResourcePermissions>();
    for (const row of rows) {
      const permissions: ResourcePermissions = { update: false, delete: false };
      for (const action of permissionActions(kind)) {
        permissions[action] = await assertAllowed(ctx, kind, action, row).then(
          () => true,
          () => false,
        );
      }
      // Commenting and liking: what creating a comment or a like checks.
      if ((COMMENTABLE_TYPES as readonly string[]).includes(resource.type)) {
        const member = appCatalog.policyFor('comments').create(actor);
        permissions.comment = member && (await assertTakesComments(t.database.db, { type: resource.type, id: row.id }, new Date()).then(() => true, () => false));
      }
      if ((LIKABLE_TYPES as readonly string[]).includes(resource.type)) permissions.like = DEFAULT_FEATURES.likes && appCatalog.policyFor('likes').create(actor);
      decisions.set(row.id, permissions);
    }
    return decisions;
  }

  it('says, for each listed row and its single read, what the write path allows, for every kind and actor', async () => {
    const mismatches: string[] = [];
    const mixed = new Set<string>();
    let compared = 0;
    // Every kind in its default order, and a list read segment by segment (a sort through a to-one).
    const lists = [...registry.resources.map((resource) => ({ resource, sort: '' })), { resource: registry.get('organizations'), sort: '&sort=-accessLevel.weight,name' }];
    for (const { resource, sort } of lists) {
      const { table } = tablesOf(resource.type);
      for (const [name, { client: reader, actor }] of actors) {
        const trashed = resource.softDelete && actor.isAdmin ? '&filter[trashed]=with' : '';
        const response = await reader.get(`/api/v1/${resource.type}?page[size]=${Math.min(PAGE_SIZE, resource.maxPageSize)}${trashed}${sort}`);
        if (response.statusCode !== 200) continue;
        const document = response.json() as { data: { id: string; meta?: { permissions?: ResourcePermissions } }[]; meta: { permissions?: { create?: boolean } } };
        const create = kindIn(appCatalog, resource.type)!.policy.create(actor);
        if (document.meta.permissions?.create !== create) mismatches.push(`${name} on ${resource.type}: create ${String(document.meta.permissions?.create)}, policy ${create}`);
        if (!document.data.length) continue;
        const rows = (await t.database.db.select().from(table).where(inArray(table.id, document.data.map((row) => row.id)))) as Row[];
        const expected = await decided(actor, resource, rows);
        const updates = new Set<boolean>();
        for (const row of document.data) {
          compared++;
          const said = row.meta?.permissions;
          if (JSON.stringify(said) !== JSON.stringify(expected.get(row.id))) mismatches.push(`${name} on ${resource.type}/${row.id}: said ${JSON.stringify(said)}, decided ${JSON.stringify(expected.get(row.id))}`);
          updates.add(said?.update === true);
        }
        if (updates.size > 1) mixed.add(`${resource.type}${sort} for the ${name}`);
        // A single read says what the list said.
        const first = document.data[0]!;
        const single = await reader.get(`/api/v1/${resource.type}/${encodeURIComponent(first.id)}`);
        if (single.statusCode !== 200) mismatches.push(`${name} reading ${resource.type}/${first.id}: ${single.statusCode}`);
        else if (JSON.stringify(single.json().data.meta?.permissions) !== JSON.stringify(first.meta?.permissions)) {
          mismatches.push(`${name} on ${resource.type}/${first.id}: single read ${JSON.stringify(single.json().data.meta?.permissions)}, list ${JSON.stringify(first.meta?.permissions)}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(100);
    // Rules that depend on the row did answer both ways within one list (the columns, not a constant).
    expect([...mixed]).toEqual(expect.arrayContaining(['files for the member', 'addresses for the member', 'organizations&sort=-accessLevel.weight,name for the organization admin']));
  }, 300_000);

  it('reads the permissions of a list beside its rows, two actors sharing a statement only when their rules match', async () => {
    // Files as a catalog of this test's own serves them: every actor reads them all (one read rule,
    // one list condition), while the rules that say what each may do with them differ.
    const policy: ResourcePolicy = {
      ...appCatalog.policyFor('files'),
      read: () => true,
      update: (actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } }),
      delete: (actor) => !actor.isAdmin && { isPublic: { equals: true } },
    };
    const catalog: Catalog = { ...appCatalog, policyFor: (type) => (type === 'files' ? policy : appCatalog.policyFor(type)) };
    const kind = kindIn(catalog, 'files')!;
    const read = async (actor: Actor) => {
      const ctx = operationContext(t, { actor, catalog });
      // No relationship in the fieldset: the visibility of related rows (another rule) is not read.
      return (await readPage(ctx, kind, parseListQuery(ctx, kind, { 'page[size]': '100', 'fields[files]': 'name,isPublic' }))).rows;
    };
    const { table } = tablesOf('files');
    const authors = new Map((await t.database.db.select({ id: table.id, createdById: table.createdById }).from(table)).map((row) => [row.id as string, row.createdById]));
    // The admin first: their update rule answers true (no column), their delete rule false.
    const adminRows = await read(actors.get('super admin')!.actor);
    expect(adminRows.length).toBeGreaterThan(2);
    expect(adminRows.some((row) => permissionFlag('update') in row || permissionFlag('delete') in row)).toBe(false);
    // The members' rules are conditions on the row: a statement of their shape, shared by both.
    for (const [name, id] of [['member', member], ['stranger', stranger]] as const) {
      const rows = await read(actors.get(name)!.actor);
      expect(rows.length).toBe(adminRows.length);
      for (const row of rows) {
        expect(row[permissionFlag('update')], `${name} updating ${String(row.name)}`).toBe(authors.get(row.id) === id);
        expect(row[permissionFlag('delete')], `${name} deleting ${String(row.name)}`).toBe(row.isPublic === true);
      }
      expect(rows.some((row) => authors.get(row.id) === id)).toBe(true);
    }
  });

  it('says what the reader may do with included rows too, as their own single reads do', async () => {
    const { client: reader } = actors.get('member')!;
    const response = await reader.get('/api/v1/forum-subject-messages?include=subject,createdBy&page[size]=50');
    expect(response.statusCode).toBe(200);
    const included = response.json().included as { type: string; id: string; meta?: { permissions?: ResourcePermissions } }[];
    expect(included.some((row) => row.type === 'forum-subjects')).toBe(true);
    for (const row of included) {
      expect(row.meta?.permissions, `${row.type}/${row.id}`).toBeDefined();
      const single = await reader.get(`/api/v1/${row.type}/${row.id}`);
      if (single.statusCode === 200) expect(row.meta?.permissions, `${row.type}/${row.id}`).toEqual(single.json().data.meta.permissions);
    }
    // The member's own subject: theirs to change.
    expect(included.some((row) => row.type === 'forum-subjects' && row.meta?.permissions?.update === true)).toBe(true);
  });

  it('gives canEdit and canDelete from the permissions, for every kind that declares them', async () => {
    const flagged = registry.resources.filter((resource) => resource.attributes.canEdit?.computed && resource.attributes.canDelete?.computed);
    expect(flagged.map((resource) => resource.type)).toEqual(expect.arrayContaining(['articles', 'blog-posts', 'forum-subjects', 'forum-subject-messages', 'files']));
    let compared = 0;
    for (const resource of flagged) {
      for (const [name, { client: reader }] of actors) {
        const response = await reader.get(`/api/v1/${resource.type}?page[size]=50`);
        if (response.statusCode !== 200) continue;
        for (const row of response.json().data as { id: string; attributes: { canEdit: boolean; canDelete: boolean }; meta: { permissions: ResourcePermissions } }[]) {
          compared++;
          const { permissions } = row.meta;
          expect(row.attributes.canEdit, `${name} on ${resource.type}/${row.id}`).toBe(permissions.update);
          expect(row.attributes.canDelete, `${name} on ${resource.type}/${row.id}`).toBe(resource.softDelete ? permissions.softDelete : permissions.delete);
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('lets a member comment on a published item that takes comments, and nobody once comments are off', async () => {
    const admin = operationContext(t);
    const post = await createResource(admin, { type: 'blog-posts', document: { data: { type: 'blog-posts', attributes: { title: 'Open to comments', publishedAt: new Date(Date.now() - 60_000).toISOString() } } } });
    const permissionsOf = async (name: string) => (await actors.get(name)!.client.get(`/api/v1/blog-posts/${post.id}`)).json().data.meta.permissions as ResourcePermissions;
    expect(await permissionsOf('member')).toMatchObject({ comment: true, like: true });
    expect(await permissionsOf('visitor')).toMatchObject({ comment: false, like: false });
    await t.database.db.update(tablesOf('blog-posts').table).set({ hasComments: false }).where(eq(tablesOf('blog-posts').table.id, post.id));
    expect(await permissionsOf('member')).toMatchObject({ comment: false, like: true });
  });
});
