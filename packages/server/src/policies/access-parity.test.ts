import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVELS, registry, ROLES } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';
import { createResource } from '../operations/index.ts';
import { client, operationContext } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import { seedDemoContent } from '../seed/demo/index.ts';
import { systemContext } from '../seed/operations.ts';
import { insertMenuItem, insertPage } from '../services/test-fixtures.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignInOptions } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';

/**
 * One read rule per kind: for every kind of the registry (a new kind is covered as soon as it is
 * declared) and every kind of actor, a list holds exactly the rows a single read answers 200 for.
 * Rows the rules keep from some actors are present for each rule: drafts, guarded pages and menu
 * items, private files, other people's addresses and requests, other organizations' members, a
 * trashed user, a second environment.
 */

/** Rows for the kinds nothing else fills: created as an admin would, through the operations. */
const EXTRA_ROWS: Record<string, { id?: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> }[]> = {
  'app-envs': [{ id: 'staging', attributes: {} }],
  'app-redirections': [{ attributes: { fromPath: '/old', toPath: '/new' } }],
  'app-short-urls': [{ attributes: { token: 'parity1', url: '/legal/terms' } }],
  'language-lines': [{ attributes: { group: 'parity', key: 'hello', text: 'Hello' } }],
  'admin-tags': [{ attributes: { name: 'Partner' } }],
  'user-categories': [{ attributes: { name: 'Therapist' } }],
  'organization-types': [{ attributes: { name: 'Association' } }],
  'stats-banned-origins': [{ attributes: { origin: 'https://spam.example', description: 'Referrer spam' } }],
};

const LISTED_PAGE_SIZE = 100;

describe.each(TEST_DATABASES)('one read rule: every list equals what single reads answer, on %s', (databaseKind) => {
  let t: TestApp;
  const actors = new Map<string, { client: Client; isAdmin: boolean }>();

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    const { db } = t.database;
    const as = async (name: string, options: SignInOptions = {}) => {
      const signed = await signIn(t, options);
      actors.set(name, { client: client(t, signed.headers), isAdmin: options.isAdmin === true || options.roles?.includes('admin') === true });
      return signed.userId;
    };
    actors.set('visitor', { client: client(t), isAdmin: false });
    const superAdmin = await as('super admin', { isAdmin: true });
    const member = await as('member');
    const organizationMember = await as('organization member');
    const organizationAdmin = await as('organization admin', { roles: ['organization_admin'] });
    await as('contributor at level 1', { roles: ['contributor'], accessLevel: 'member_level_1' });
    await as('member at the highest level', { accessLevel: ACCESS_LEVELS.at(-1)!.id });
    for (const role of ROLES) await as(`${role} role holder`, { roles: [role] });
    const stranger = (await signIn(t)).userId;
    const trashed = (await signIn(t)).userId;

    await seedDemoContent(systemContext(db), superAdmin);
    const admin = operationContext(t);
    const create = async (type: string, row: (typeof EXTRA_ROWS)[string][number]) =>
      (await createResource(admin, { type, document: { data: { type, ...row } } })).id;

    // Organizations: one the organization admin runs (with a member), one of a stranger's.
    const ours = await create('organizations', { attributes: { name: 'Ours' } });
    const theirs = await create('organizations', { attributes: { name: 'Theirs' } });
    const users = tablesOf('users');
    await db.insert(users.joins.organizations!.table).values([
      { ownerId: organizationMember, relatedId: ours, position: 0 },
      { ownerId: organizationAdmin, relatedId: ours, position: 0 },
      { ownerId: stranger, relatedId: theirs, position: 0 },
    ]);
    await db.insert(tablesOf('organizations').joins.administrators!.table).values({ ownerId: ours, relatedId: organizationAdmin, position: 0 });
    await db.update(users.table).set({ deletedAt: new Date() }).where(eq(users.table.id, trashed));

    // Pages and menu items behind each part of the page-access rule, and a draft.
    const guards = [
      { path: '/parity/open', requiresAuth: false },
      { path: '/parity/members', requiresAuth: true },
      { path: '/parity/contributors', requiresAuth: true, roles: ['contributor'] },
      { path: '/parity/level-1', requiresAuth: true, accessLevel: 'member_level_1' },
      { path: '/parity/highest', requiresAuth: true, accessLevel: ACCESS_LEVELS.at(-1)!.id, roles: ['eqlaat_member', 'contributor'] },
      { path: '/parity/draft', requiresAuth: false, isDraft: true },
    ];
    for (const [position, guard] of guards.entries()) {
      await insertPage(db, { ...guard, components: [{ name: 'pageTitle', position: 0 }] });
      await insertMenuItem(db, { ...guard, name: { en: guard.path }, position: 10 + position });
    }

    // What belongs to someone: files, addresses, requests.
    const files = tablesOf('files').table;
    await db.insert(files).values([
      { name: 'Public guide', mimeType: 'application/pdf' },
      { name: 'Member scan', isPublic: false, mimeType: 'image/png', createdById: member },
      { name: 'Stranger scan', isPublic: false, mimeType: 'image/png', createdById: stranger },
    ]);
    for (const owner of [member, stranger, organizationMember]) {
      await db.insert(tablesOf('secondary-email-addresses').table).values({ userId: owner, email: `other-${owner}@example.test` });
      await db.insert(tablesOf('validation-requests').table).values({ userId: owner, statusId: 'pending' });
      // A file attached to the owner's own account (the secured-files service writes these rows).
      await db.insert(tablesOf('secured-files').table).values({ name: 'Certificate', mimeType: 'application/pdf', size: 10, hash: 'x', modelType: 'users', modelId: owner, storagePath: `parity/${owner}`, createdById: owner });
    }
    // What is one user's alone: notifications, reminders, reports; and a subject still unpublished.
    for (const owner of [member, stranger]) {
      await db.insert(tablesOf('notifications').table).values({ userId: owner, notificationType: 'parity', message: 'Hello' });
      await db.insert(tablesOf('reminders').table).values({ userId: owner, title: 'Call back', remindAt: new Date() });
      await db.insert(tablesOf('reports').table).values({ createdById: owner, reason: 'Spam', reportableType: 'users', reportableId: owner });
    }
    const [category] = await db.select({ id: tablesOf('forum-categories').table.id }).from(tablesOf('forum-categories').table).limit(1);
    const [draft] = await db.insert(tablesOf('forum-subjects').table).values({ title: { en: 'Draft' }, categoryId: category!.id, createdById: member }).returning();
    await db.insert(tablesOf('forum-subject-messages').table).values({ content: { en: '<p>Draft</p>' }, subjectId: draft!.id, createdById: member });
    for (const [type, rows] of Object.entries(EXTRA_ROWS)) for (const row of rows) await create(type, row);
    const coupon = await create('coupons', { attributes: { name: 'Ten', amount: 1000 } });
    const linked = (type: string, id: string) => ({ data: { type, id } });
    await create('purchased-coupons', { attributes: {}, relationships: { coupon: linked('coupons', coupon), user: linked('users', member) } });
  }, 120_000);
  afterAll(() => t.close());

  const idsOf = async (resource: ResourceDefinition) => {
    const { table } = tablesOf(resource.type);
    return (await t.database.db.select({ id: table.id }).from(table)).map((row) => row.id as string).sort();
  };

  /** Every page of the list (admins ask for trashed rows too: they read them one by one), or none when refused. */
  async function listed(who: { client: Client; isAdmin: boolean }, resource: ResourceDefinition): Promise<string[] | number> {
    const trashed = resource.softDelete && who.isAdmin ? '&filter[trashed]=with' : '';
    const ids: string[] = [];
    let url: string | null = `/api/v1/${resource.type}?page[size]=${Math.min(LISTED_PAGE_SIZE, resource.maxPageSize)}${trashed}`;
    while (url) {
      const response = await who.client.get(url);
      if (response.statusCode !== 200) return response.statusCode;
      const document = response.json();
      ids.push(...document.data.map((row: { id: string }) => row.id));
      const next = document.links.next ? new URL(document.links.next, 'http://relais.test') : null;
      url = next ? next.pathname + next.search : null;
    }
    return ids.sort();
  }

  it('has rows of every kind, so that no comparison is empty', async () => {
    const empty = [];
    for (const resource of registry.resources) if (!(await idsOf(resource)).length) empty.push(resource.type);
    expect(empty, 'kinds without rows: add them to EXTRA_ROWS').toEqual([]);
  });

  it('refuses, answers or hides each row alike in lists and single reads, for every actor and kind', async () => {
    const mismatches: string[] = [];
    const excluded = new Map<string, number>();
    for (const resource of registry.resources) {
      const all = await idsOf(resource);
      for (const [name, who] of actors) {
        const list = await listed(who, resource);
        const answered: string[] = [];
        for (const id of all) {
          const { statusCode } = await who.client.get(`/api/v1/${resource.type}/${encodeURIComponent(id)}`);
          if (statusCode === 200) answered.push(id);
          else if (![401, 403, 404].includes(statusCode)) mismatches.push(`${name} reading ${resource.type}/${id}: ${statusCode}`);
        }
        if (typeof list === 'number') {
          if (![401, 403, 404].includes(list)) mismatches.push(`${name} listing ${resource.type}: ${list}`);
          if (answered.length) mismatches.push(`${name} may not list ${resource.type} (${list}) but reads ${answered.length} of its rows`);
          continue;
        }
        const onlyListed = list.filter((id) => !answered.includes(id));
        const onlyRead = answered.filter((id) => !list.includes(id));
        if (onlyListed.length || onlyRead.length) mismatches.push(`${name} on ${resource.type}: listed only ${onlyListed.join(',') || '-'}; read only ${onlyRead.join(',') || '-'}`);
        if (answered.length && answered.length < all.length) excluded.set(`${resource.type} for the ${name}`, all.length - answered.length);
      }
    }
    expect(mismatches).toEqual([]);
    // The rules do keep rows from some actors and not others: the comparison is not between two empty sets.
    for (const expected of ['users for the organization admin', 'app-pages for the member', 'app-menu-items for the visitor', 'files for the member', 'app-page-components for the visitor', 'secondary-email-addresses for the member', 'app-envs for the visitor', 'forum-subjects for the visitor', 'forum-subject-messages for the visitor', 'notifications for the member', 'reminders for the member', 'reports for the member']) {
      expect([...excluded.keys()]).toContain(expected);
    }
  }, 120_000);
});
