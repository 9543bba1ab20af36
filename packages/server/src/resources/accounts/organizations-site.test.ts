import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationsMapScreens, organizationsTableScreens, screenReads } from '@relais/domain';
import type { BlockScreen } from '@relais/domain';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import type { Client } from '../../jsonapi/testing.ts';
import { writeRelationship } from '../../operations/index.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { readVersion } from '../../services/versions.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

interface Listed {
  id: string;
  attributes: { name: string; completeName: string; latitude: number | string | null; slug: string | null };
  relationships?: { accessLevel?: { data: { id: string } | null } };
}

const tableProps = { title: '', accessLevels: [] as string[], withPosition: false, perPage: 25 };
const mapProps = { title: '', accessLevels: [] as string[], height: 480 };
const screen = (value: unknown) => value as BlockScreen<never, never>;

/**
 * What the organizations' blocks and page read and write on the site (issue 24 items 5–7): the spec's
 * list call (domain §7: access levels, with a position, by level weight then name), the listed
 * members, and the organization's administrators — only them — changing its page and its open years.
 */
describe.each(TEST_DATABASES)('the organizations on the site, on %s', (kind) => {
  let t: TestApp;
  let visitor: Client;
  let orgAdmin: SignedIn;
  let member: SignedIn;
  let hidden: SignedIn;
  let stranger: SignedIn;
  let ours: string;
  let theirs: string;
  const as = (who: SignedIn) => client(t, who.headers);

  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = client(t, await visitorHeaders(t));
    [orgAdmin, member, hidden, stranger] = await Promise.all([signIn(t), signIn(t), signIn(t), signIn(t)]);
    const ctx = systemContext(t.database.db);
    const create = (attributes: Record<string, unknown>, level: string | null) => createThrough(ctx, 'organizations', attributes, level ? { accessLevel: ['access-levels', level] } : {});
    ours = await create({ name: 'Zebra lab', slug: 'zebra-lab', latitude: 48.85, longitude: 2.35, contactEmail: 'zebra@example.test' }, 'member_level_1');
    theirs = await create({ name: 'Beta workshop', unitName: 'Alpha unit', slug: 'beta-workshop', latitude: 45.76, longitude: 4.83 }, 'member_level_2');
    await create({ name: 'Alpha association', slug: 'alpha-association', latitude: 43.6, longitude: 1.44 }, 'member_level_1');
    await create({ name: 'Nowhere centre', slug: 'nowhere' }, 'member_level_2');
    await create({ name: 'Contact only', slug: 'contact-only', latitude: 50.6, longitude: 3.05 }, 'contact');
    for (const who of [orgAdmin, member, hidden]) {
      await writeRelationship(ctx, { type: 'users', id: who.userId, relationship: 'organizations', document: { data: [{ type: 'organizations', id: ours }] }, mode: 'add' });
    }
    await writeRelationship(ctx, { type: 'organizations', id: ours, relationship: 'administrators', document: { data: [{ type: 'users', id: orgAdmin.userId }] }, mode: 'add' });
    const users = tablesOf('users').table;
    const { eq, inArray } = await import('drizzle-orm');
    await t.database.db.update(users).set({ isListedInOrganizations: true }).where(inArray(users.id, [orgAdmin.userId, member.userId]));
    await t.database.db.update(users).set({ firstName: 'Ada', lastName: 'Listed' }).where(eq(users.id, member.userId));
  }, 60_000);
  afterAll(() => t.close());

  const names = async (url: string) => ((await visitor.get(url)).json().data as Listed[]).map((row) => row.attributes.completeName);

  it('lists the organizations as the table reads them: highest level first, then by name; filtered by levels and position', async () => {
    const url = screenReads(screen(organizationsTableScreens.main), { props: tableProps, params: {}, query: {} }).organizations!;
    const response = await visitor.get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(await names(url)).toEqual(['Alpha unit - Beta workshop', 'Nowhere centre', 'Alpha association', 'Zebra lab', 'Contact only']);
    // The level's name comes with each row, for the table's level column.
    expect(response.json().included.some((resource: { type: string }) => resource.type === 'access-levels')).toBe(true);
    const levels = screenReads(screen(organizationsTableScreens.main), { props: { ...tableProps, accessLevels: ['member_level_1', 'contact'] }, params: {}, query: {} }).organizations!;
    expect(await names(levels)).toEqual(['Alpha association', 'Zebra lab', 'Contact only']);
    const located = screenReads(screen(organizationsTableScreens.main), { props: { ...tableProps, withPosition: true }, params: {}, query: { q: 'a' } }).organizations!;
    expect(await names(located)).not.toContain('Nowhere centre');
  });

  it('gives the map every located organization of its levels in one read of id, complete name, slug and position alone, in the list call’s order', async () => {
    const url = screenReads(screen(organizationsMapScreens.main), { props: mapProps, params: {}, query: {} }).organizations!;
    expect(url).toBe('/api/v1/services/organizations/map');
    const response = await visitor.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().data as { id: string; name: string }[];
    expect(rows.find((row) => row.id === theirs)).toEqual({ id: theirs, name: 'Alpha unit - Beta workshop', slug: 'beta-workshop', latitude: 45.76, longitude: 4.83 });
    // The order and the set of the spec's list call (located ones, highest level first, then by name).
    const listed = (await visitor.get('/api/v1/organizations?sort=-accessLevel.weight,name&filter[withPosition]=1&page[size]=100')).json().data as Listed[];
    expect(rows.map((row) => row.id)).toEqual(listed.map((row) => row.id));
    expect(rows.map((row) => row.name)).toEqual(['Alpha unit - Beta workshop', 'Alpha association', 'Zebra lab', 'Contact only']);
    const levelled = screenReads(screen(organizationsMapScreens.main), { props: { ...mapProps, accessLevels: ['member_level_2', 'contact'] }, params: {}, query: {} }).organizations!;
    expect(((await visitor.get(levelled)).json().data as { name: string }[]).map((row) => row.name)).toEqual(['Alpha unit - Beta workshop', 'Contact only']);
    expect((await visitor.get('/api/v1/services/organizations/map?accessLevels=a;b')).statusCode).toBe(400);
    expect((await visitor.get('/api/v1/organizations?filter[withPosition]=0')).json().data.map((row: Listed) => row.attributes.name)).toEqual(['Nowhere centre']);
  });

  it('keeps the map’s answer until a write changes what it shows: the database bumps its version in the writing transaction, whoever wrote', async () => {
    const { eq } = await import('drizzle-orm');
    const admin = client(t, (await signIn(t, { isAdmin: true })).headers);
    const orgs = tablesOf('organizations').table;
    const levels = tablesOf('access-levels').table;
    const map = async () => (await visitor.get('/api/v1/services/organizations/map')).json().data as { id: string; name: string }[];
    const version = () => readVersion(t.database.db, 'organizations-map');
    const rename = (name: string) => admin.send('PATCH', `/api/v1/organizations/${ours}`, { data: { type: 'organizations', id: ours, attributes: { name } } });
    expect((await map()).find((row) => row.id === ours)?.name).toBe('Zebra lab');
    const first = await version();
    // A counter kept on the row (page views move it) leaves the version alone; a refused write too.
    await t.database.db.update(orgs).set({ recordsCount: 7 }).where(eq(orgs.id, ours));
    expect((await rename('')).statusCode).toBe(422);
    expect(await version()).toBe(first);
    // A rename through the API shows at the next read.
    expect((await rename('Zebra lab renamed')).statusCode).toBe(200);
    expect(await version()).toBeGreaterThan(first);
    expect((await map()).find((row) => row.id === ours)?.name).toBe('Zebra lab renamed');
    // A level's weight changed by a raw write reorders the map as much as the engine's writes would.
    const [contact] = await t.database.db.select({ weight: levels.weight }).from(levels).where(eq(levels.id, 'contact'));
    await t.database.db.update(levels).set({ weight: 100_000 }).where(eq(levels.id, 'contact'));
    expect((await map())[0]!.name).toBe('Contact only');
    await t.database.db.update(levels).set({ weight: contact!.weight }).where(eq(levels.id, 'contact'));
    expect((await rename('Zebra lab')).statusCode).toBe(200);
    expect((await map()).map((row) => row.name)).toEqual(['Alpha unit - Beta workshop', 'Alpha association', 'Zebra lab', 'Contact only']);
  });

  it('refuses a bad position filter or page size, naming the parameter', async () => {
    const filter = await visitor.get('/api/v1/organizations?filter[withPosition]=yes');
    expect(filter.statusCode).toBe(400);
    expect(JSON.stringify(filter.json())).toContain('filter[withPosition]');
    const size = await visitor.get('/api/v1/organizations?page[size]=1001');
    expect(size.statusCode).toBe(400);
    expect(JSON.stringify(size.json())).toContain('page[size]');
  });

  it('names on the page only the members who chose to be listed; a missing organization is a 404', async () => {
    const response = await visitor.get(`/api/v1/services/organizations/${ours}/members`);
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as { id: string; attributes: Record<string, unknown> }[];
    expect(listed.map((row) => row.id).sort()).toEqual([orgAdmin.userId, member.userId].sort());
    // The reduced public profile only: no e-mail address, nothing else of the account.
    expect(Object.keys(listed[0]!.attributes).sort()).toEqual(['avatarUrl', 'firstName', 'lastName']);
    expect(listed.some((row) => row.id === hidden.userId)).toBe(false);
    expect((await visitor.get(`/api/v1/services/organizations/${theirs}/members`)).json().data).toEqual([]);
    expect((await visitor.get('/api/v1/services/organizations/00000000-0000-4000-8000-000000000000/members')).statusCode).toBe(404);
    expect((await visitor.get('/api/v1/services/organizations/not-an-id/members')).statusCode).toBe(404);
  });

  it('lets a member choose to be listed, on their own account only', async () => {
    const mine = await as(hidden).send('PATCH', `/api/v1/users/${hidden.userId}`, { data: { type: 'users', id: hidden.userId, attributes: { isListedInOrganizations: true } } });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(((await visitor.get(`/api/v1/services/organizations/${ours}/members`)).json().data as { id: string }[]).some((row) => row.id === hidden.userId)).toBe(true);
    const others = await as(stranger).send('PATCH', `/api/v1/users/${member.userId}`, { data: { type: 'users', id: member.userId, attributes: { isListedInOrganizations: false } } });
    expect(others.statusCode).toBe(404);
    const bad = await as(hidden).send('PATCH', `/api/v1/users/${hidden.userId}`, { data: { type: 'users', id: hidden.userId, attributes: { isListedInOrganizations: 'yes' } } });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).map((error) => error.pointer)).toEqual(['/data/attributes/isListedInOrganizations']);
  });

  it('lets the organization’s administrator change its page, and nobody else', async () => {
    const change = (id: string, attributes: Record<string, unknown>) => ({ data: { type: 'organizations', id, attributes } });
    const read = (await as(orgAdmin).get(`/api/v1/organizations/${ours}`)).json().data;
    expect(read.meta.permissions.update).toBe(true);
    expect((await visitor.get(`/api/v1/organizations/${ours}`)).json().data.meta?.permissions?.update ?? false).toBe(false);
    const saved = await as(orgAdmin).send('PATCH', `/api/v1/organizations/${ours}`, change(ours, { shortDescription: 'We adapt switches.', latitude: 48.9, contactPhone: '+33 1 00 00 00 00' }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.attributes).toMatchObject({ shortDescription: 'We adapt switches.', contactPhone: '+33 1 00 00 00 00' });
    // A stranger, a plain member and another organization's administrator change nothing.
    for (const who of [stranger, member]) expect((await as(who).send('PATCH', `/api/v1/organizations/${ours}`, change(ours, { name: 'Taken over' }))).statusCode).toBe(403);
    expect((await as(orgAdmin).send('PATCH', `/api/v1/organizations/${theirs}`, change(theirs, { name: 'Taken over' }))).statusCode).toBe(403);
    expect((await visitor.send('PATCH', `/api/v1/organizations/${ours}`, change(ours, { name: 'Taken over' }))).statusCode).toBe(401);
    // The level stays the administrators' of the site (privileged).
    const level = await as(orgAdmin).send('PATCH', `/api/v1/organizations/${ours}`, { data: { type: 'organizations', id: ours, relationships: { accessLevel: { data: { type: 'access-levels', id: 'member_level_2' } } } } });
    expect(level.statusCode).toBe(403);
    // Bad input: a 422 naming the field, and nothing half-written.
    const bad = await as(orgAdmin).send('PATCH', `/api/v1/organizations/${ours}`, change(ours, { shortDescription: 'Half written', latitude: 123 }));
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad).map((error) => error.pointer)).toEqual(['/data/attributes/latitude']);
    const after = (await visitor.get(`/api/v1/organizations/${ours}`)).json().data.attributes;
    expect(after).toMatchObject({ name: 'Zebra lab', shortDescription: 'We adapt switches.' });
    expect(Number(after.latitude)).toBe(48.9);
  });

  it('answers the map data of 1,000 organizations in a fraction of the list call’s bytes', async () => {
    const organizationsTable = tablesOf('organizations').table;
    const rows = Array.from({ length: 1000 }, (_, at) => ({
      name: `Located organization ${String(at).padStart(4, '0')}`,
      unitName: at % 3 === 0 ? 'Workshop unit' : null,
      slug: `located-${at}`,
      latitude: String(42 + (at % 90) / 10),
      longitude: String(-4 + (at % 110) / 10),
      accessLevelId: at % 2 ? 'member_level_1' : 'member_level_2',
      shortDescription: { en: 'A long enough description that the map never draws. '.repeat(2) },
    }));
    await t.database.db.insert(organizationsTable).values(rows as never);
    const before = await visitor.get('/api/v1/organizations?sort=-accessLevel.weight,name&filter[withPosition]=1&page[size]=1000&fields[organizations]=name,unitName,completeName,slug,latitude,longitude');
    const after = await visitor.get('/api/v1/services/organizations/map');
    expect(after.json().data).toHaveLength(1000);
    expect(before.json().data).toHaveLength(1000);
    const [beforeBytes, afterBytes] = [Buffer.byteLength(before.body), Buffer.byteLength(after.body)];
    console.log(`Organizations map data for 1,000 located organizations (${kind}): the list call ${beforeBytes} bytes, the map call ${afterBytes} bytes (${Math.round((afterBytes / beforeBytes) * 100)} %).`);
    expect(afterBytes).toBeLessThan(beforeBytes / 2);
  });
});
