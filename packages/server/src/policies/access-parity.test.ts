import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCESS_LEVELS, registry, ROLES } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';
import { createResource } from '../operations/index.ts';
import { client, operationContext } from '../jsonapi/testing.ts';
import type { Client } from '../jsonapi/testing.ts';
import { seedDemoContent } from '../seed/demo/index.ts';
import { systemContext } from '../seed/operations.ts';
import { seedRentalReferenceData } from '../seed/rental.ts';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import type { SignInOptions } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { gatherParityRows } from './parity-rows.ts';
import type { ParityContext, ParityRow } from './parity-rows.ts';

/**
 * One read rule per kind: for every kind of the registry (a new kind is covered as soon as it is
 * declared) and every kind of actor, a list holds exactly the rows a single read answers 200 for.
 * Rows the rules keep from some actors are present for each rule: drafts, guarded pages and menu
 * items, private files, other people's addresses and requests, other organizations' members, a
 * trashed user, a second environment, publishable items unpublished, to come, trashed or restricted:
 * each area adds its own in `resources/<area>/access-parity.rows.ts` (`parity-rows.ts`).
 */

const LISTED_PAGE_SIZE = 100;

describe.each(TEST_DATABASES)('one read rule: every list equals what single reads answer, on %s', (databaseKind) => {
  let t: TestApp;
  let areas: Awaited<ReturnType<typeof gatherParityRows>> = [];
  const actors = new Map<string, { client: Client; isAdmin: boolean }>();

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    areas = await gatherParityRows();
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
    const contributor = await as('contributor at level 1', { roles: ['contributor'], accessLevel: 'member_level_1' });
    await as('member at the highest level', { accessLevel: ACCESS_LEVELS.at(-1)!.id });
    for (const role of ROLES) await as(`${role} role holder`, { roles: [role] });
    const stranger = (await signIn(t)).userId;
    const trashed = (await signIn(t)).userId;

    // As the seed does: the rental's step types and statuses before the demo's commands that use them.
    await seedRentalReferenceData(systemContext(db));
    await seedDemoContent(systemContext(db), superAdmin);
    const admin = operationContext(t);
    const create = async (type: string, row: ParityRow) => (await createResource(admin, { type, document: { data: { type, ...row } } })).id;

    // Organizations: one the organization admin runs (with a member, who acts for it), one of a stranger's.
    const ours = await create('organizations', { attributes: { name: 'Ours' } });
    const theirs = await create('organizations', { attributes: { name: 'Theirs' } });
    const users = tablesOf('users');
    await db.insert(users.joins.organizations!.table).values([
      { ownerId: organizationMember, relatedId: ours, position: 0 },
      { ownerId: organizationAdmin, relatedId: ours, position: 0 },
      { ownerId: stranger, relatedId: theirs, position: 0 },
    ]);
    await db.insert(tablesOf('organizations').joins.administrators!.table).values({ ownerId: ours, relatedId: organizationAdmin, position: 0 });
    await db.update(users.table).set({ actingAsOrganizationId: ours }).where(eq(users.table.id, organizationMember));
    await db.update(users.table).set({ deletedAt: new Date() }).where(eq(users.table.id, trashed));

    // Each area's rows (`resources/<area>/access-parity.rows.ts`).
    const context: ParityContext = {
      db,
      create,
      linked: (type, id) => ({ data: { type, id } }),
      users: { superAdmin, member, stranger, organizationMember, organizationAdmin, contributor },
      organizations: { ours, theirs },
      soonMs: Date.now() + 24 * 60 * 60 * 1000,
    };
    for (const { rows } of areas) {
      for (const [type, list] of Object.entries(rows.rows ?? {})) for (const row of list) await create(type, row);
      await rows.seed?.(context);
    }
  }, 300_000);
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
    expect(empty, "kinds without rows: add them to their area's access-parity.rows.ts").toEqual([]);
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
    const expected = areas.flatMap(({ rows }) => rows.excluded ?? []);
    expect(expected.length).toBeGreaterThan(20);
    for (const exclusion of expected) {
      expect([...excluded.keys()]).toContain(exclusion);
    }
  }, 300_000);
});
