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
 * trashed user, a second environment, publishable items unpublished, to come, trashed or restricted.
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
  'rental-model-categories': [{ attributes: { name: 'Communication' } }],
  'rental-item-conditions': [{ attributes: { name: 'Like new', value: 5 } }],
  'rental-stocks': [{ attributes: { name: 'Lyon' } }],
  'repository-categories': [{ attributes: { name: 'Switches' } }],
  'aac-access-types': [{ id: 'parity_pointing', attributes: { name: 'Pointing' } }],
  'aac-access-integration-types': [{ id: 'parity_direct', attributes: { name: 'Direct' } }],
  'aac-systems': [{ attributes: { name: 'Android' } }],
  'aac-keyboard-types': [{ attributes: { name: 'AZERTY' } }],
  'aac-pictogram-types': [{ attributes: { name: 'ARASAAC' } }],
  'aac-conjugation-types': [{ attributes: { name: 'Automatic' } }],
  'aac-products': [{ attributes: { name: 'Grid app' } }],
  'aac-sellers': [{ attributes: { name: 'Talking shop' } }],
  'newsletter-types': [{ attributes: { name: 'Rental news' } }],
  'mailing-templates': [{ attributes: { subject: 'Spring news', introText: '<p>Hello</p>' } }],
  'stats-events': [{ id: 'parity_launch', attributes: { name: 'Launch' } }],
  'stats-origins': [{ id: 'parity_application', attributes: { name: 'Application' } }],
  'software-groups': [{ attributes: { name: 'School trial' } }],
  'light-user-forms': [{ attributes: { title: 'Closed form', isOffline: true } }],
};

const LISTED_PAGE_SIZE = 100;
const soonIso = (hours: number) => new Date(Date.now() + (24 + hours) * 60 * 60 * 1000).toISOString();

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
    const contributor = await as('contributor at level 1', { roles: ['contributor'], accessLevel: 'member_level_1' });
    await as('member at the highest level', { accessLevel: ACCESS_LEVELS.at(-1)!.id });
    for (const role of ROLES) await as(`${role} role holder`, { roles: [role] });
    const stranger = (await signIn(t)).userId;
    const trashed = (await signIn(t)).userId;

    await seedDemoContent(systemContext(db), superAdmin);
    await seedRentalReferenceData(systemContext(db));
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
    const [forumCategory] = await db.select({ id: tablesOf('forum-categories').table.id }).from(tablesOf('forum-categories').table).limit(1);
    const [draftSubject] = await db.insert(tablesOf('forum-subjects').table).values({ title: { en: 'Draft' }, categoryId: forumCategory!.id, createdById: member }).returning();
    await db.insert(tablesOf('forum-subject-messages').table).values({ content: { en: '<p>Draft</p>' }, subjectId: draftSubject!.id, createdById: member });
    for (const [type, rows] of Object.entries(EXTRA_ROWS)) for (const row of rows) await create(type, row);
    // The software kinds that link to one another, and the catalogue's notes on a device and a software.
    const to = (type: string, id: string) => ({ data: { type, id } });
    const service = await create('software-services', { attributes: { name: 'Parity service', associationsMax: 2 } });
    const authorization = await create('software-service-authorizations', { attributes: { distId: 'D1', email: 'parity@example.test' }, relationships: { service: to('software-services', service) } });
    const installation = await create('software-installations', { attributes: { installationId: 'parity-installation' } });
    await create('software-service-associations', { attributes: { name: 'Tablet' }, relationships: { authorization: to('software-service-authorizations', authorization), installation: to('software-installations', installation) } });
    await create('software-stats', { attributes: { recordedAt: new Date().toISOString() }, relationships: { event: to('stats-events', 'parity_launch'), installation: to('software-installations', installation) } });
    const device = await create('aac-products', { attributes: { name: 'Parity device', productType: 'device' } });
    const software = await create('aac-products', { attributes: { name: 'Parity software', productType: 'software' } });
    const [aacSystem] = await db.select({ id: tablesOf('aac-systems').table.id }).from(tablesOf('aac-systems').table).limit(1);
    await create('aac-device-installed-systems', { attributes: {}, relationships: { product: to('aac-products', device), system: to('aac-systems', aacSystem!.id as string) } });
    await create('aac-software-compatible-systems', { attributes: {}, relationships: { product: to('aac-products', software), system: to('aac-systems', aacSystem!.id as string) } });
    await create('aac-software-accesses', {
      attributes: {},
      relationships: { product: to('aac-products', software), accessType: to('aac-access-types', 'parity_pointing'), accessIntegrationType: to('aac-access-integration-types', 'parity_direct') },
    });
    // A member's repository item with its attachment and an exchange with another site; an admin file.
    const [publicFile] = await db.select({ id: files.id }).from(files).where(eq(files.name, 'Public guide'));
    const item = await create('repository-items', { attributes: { title: 'Parity item' } });
    await db.update(tablesOf('repository-items').table).set({ createdById: member }).where(eq(tablesOf('repository-items').table.id, item));
    await create('repository-attachments', { attributes: {}, relationships: { file: { data: { type: 'files', id: publicFile!.id } }, repositoryItem: { data: { type: 'repository-items', id: item } } } });
    await create('external-repository-interactions', { attributes: { externalId: '1', status: 'pulled', repositoryType: 'thingiverse' }, relationships: { repositoryItem: { data: { type: 'repository-items', id: item } } } });
    await create('admin-files', { attributes: { path: '/parity' }, relationships: { file: { data: { type: 'files', id: publicFile!.id } } } });
    const coupon = await create('coupons', { attributes: { name: 'Ten', amount: 1000 } });
    const linked = (type: string, id: string) => ({ data: { type, id } });
    await create('purchased-coupons', { attributes: {}, relationships: { coupon: linked('coupons', coupon), user: linked('users', member) } });
    // Projects: the member is a user of one, not of the other; each with a step, an appointment,
    // a report on the project and one on the appointment, and an existing solution. Surveys: a survey with a choice, answered by the member and a stranger.
    const projectCategory = await create('eqlaat-project-categories', { attributes: { name: 'Mobility' } });
    for (const projectUsers of [[member], [stranger]]) {
      const project = await create('eqlaat-projects', { attributes: { title: 'Parity project' }, relationships: { users: { data: projectUsers.map((id) => ({ type: 'users', id })) }, categories: { data: [{ type: 'eqlaat-project-categories', id: projectCategory }] } } });
      const ofProject = { project: linked('eqlaat-projects', project) };
      await create('eqlaat-project-steps', { attributes: { doneAt: new Date().toISOString() }, relationships: { ...ofProject, statuses: { data: [{ type: 'eqlaat-project-statuses', id: 'pending' }] } } });
      const appointment = await create('eqlaat-appointments', { attributes: { title: 'Visit', startAt: soonIso(0), endAt: soonIso(1) }, relationships: ofProject });
      // A report of each kind of target: the polymorphic link followed per kind by the read rule.
      await create('eqlaat-reports', { attributes: { title: 'Report' }, relationships: { reportable: linked('eqlaat-projects', project) } });
      await create('eqlaat-reports', { attributes: { title: 'Visit report' }, relationships: { reportable: linked('eqlaat-appointments', appointment) } });
      await create('ad-project-existing-solutions', { attributes: { name: 'Tablet' }, relationships: ofProject });
    }
    const survey = await create('surveys', { attributes: { question: 'Parity?' } });
    await create('survey-choices', { attributes: { text: 'Yes' }, relationships: { survey: linked('surveys', survey) } });
    for (const userId of [member, stranger]) await db.insert(tablesOf('survey-answers').table).values({ surveyId: survey, userId });

    // Publishable items each rule keeps from someone (the demo has published ones, one for members):
    // a contributor's draft with its publication request, one to come, one in the trash, one for the
    // highest level; and a stranger's request.
    const [category] = await db.select({ id: tablesOf('categories').table.id }).from(tablesOf('categories').table).limit(1);
    const draft = await create('articles', { attributes: { title: 'Contributed draft' }, relationships: { category: linked('categories', category!.id as string) } });
    await db.update(tablesOf('articles').table).set({ createdById: contributor }).where(eq(tablesOf('articles').table.id, draft));
    const soonMs = Date.now() + 24 * 60 * 60 * 1000;
    const soon = new Date(soonMs).toISOString();
    await create('blog-posts', { attributes: { title: 'To come', publishedAt: soon } });
    const binned = await create('blog-posts', { attributes: { title: 'Binned', publishedAt: new Date().toISOString() } });
    await db.update(tablesOf('blog-posts').table).set({ deletedAt: new Date() }).where(eq(tablesOf('blog-posts').table.id, binned));
    await create('calendar-events', { attributes: { title: 'Board meeting', startAt: soon, publishedAt: new Date().toISOString() }, relationships: { accessLevel: linked('access-levels', ACCESS_LEVELS.at(-1)!.id) } });
    // Rental: a model with a unit, and a command (with its address, line and step) of a member, a
    // stranger and the organization the organization member acts for.
    const model = await create('rental-models', { attributes: { name: 'Eye tracker' } });
    await create('rental-items', { attributes: { stockId: 'ET-1' }, relationships: { rentalModel: linked('rental-models', model) } });
    await db.update(users.table).set({ actingAsOrganizationId: ours }).where(eq(users.table.id, organizationMember));
    const owners = [{ userId: member }, { userId: stranger }, { userId: organizationMember, organizationId: ours }];
    for (const { userId, organizationId = null } of owners) {
      const [address] = await db.insert(tablesOf('addresses').table).values({ userId, ownerOrganizationId: organizationId, fullName: 'Owner', line1: '1 rue Haute', postalCode: '69001', city: 'Lyon' }).returning({ id: tablesOf('addresses').table.id });
      const [command] = await db
        .insert(tablesOf('rental-commands').table)
        .values({ commandById: userId, rentById: organizationId, rentalStrategy: 'pick_up', startAt: new Date(soonMs), endAt: new Date(soonMs + 30 * 24 * 60 * 60 * 1000), billingAddressId: address!.id })
        .returning({ id: tablesOf('rental-commands').table.id });
      await db.insert(tablesOf('rental-command-items').table).values({ commandId: command!.id, rentalModelId: model });
      await db.insert(tablesOf('rental-command-steps').table).values({ commandId: command!.id, stepTypeId: 'validation', statusId: 'waiting' });
    }
    const requests = tablesOf('publication-requests').table;
    await db.insert(requests).values([
      { publishableType: 'articles', publishableId: draft, createdById: contributor },
      { publishableType: 'blog-posts', publishableId: binned, createdById: stranger },
    ]);
    // Open badges: a published badge and a draft, each with a module; assertions and training
    // sessions (with a module) of the organization the organization admin runs and of a stranger's.
    const badges = tablesOf('open-badges').table;
    const [published, draftBadge] = await db.insert(badges).values([{ title: { en: 'Published badge' }, publishedAt: new Date() }, { title: { en: 'Draft badge' } }]).returning({ id: badges.id });
    for (const badge of [published!, draftBadge!]) await db.insert(tablesOf('open-badge-training-modules').table).values({ badgeId: badge.id, title: { en: 'Module' } });
    for (const [issuer, trainee] of [[ours, member], [theirs, stranger]] as const) {
      await db.insert(tablesOf('open-badge-assertions').table).values({ badgeId: published!.id, issuerId: issuer, recipientName: 'Recipient', recipientEmail: 'recipient@example.test' });
      const [session] = await db.insert(tablesOf('open-badge-training-sessions').table).values({ badgeId: published!.id, issuerId: issuer, createdById: trainee }).returning({ id: tablesOf('open-badge-training-sessions').table.id });
      await db.insert(tablesOf('open-badge-training-session-modules').table).values({ sessionId: session!.id });
      await db.insert(tablesOf('organization-year-states').table).values({ organizationId: issuer, year: 2020 });
    }
    // Accounts: a transaction and a document of a member and of a stranger.
    for (const owner of [member, stranger]) {
      await db.insert(tablesOf('account-transactions').table).values({ accountId: owner, amount: 1000, operation: 'credit' });
      await db.insert(tablesOf('account-documents').table).values({ accountId: owner, documentType: 'invoice', name: 'Invoice' });
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
    for (const expected of ['users for the organization admin', 'app-pages for the member', 'app-menu-items for the visitor', 'files for the member', 'app-page-components for the visitor', 'secondary-email-addresses for the member', 'app-envs for the visitor', 'articles for the visitor', 'blog-posts for the member', 'calendar-events for the contributor at level 1', 'publication-requests for the contributor at level 1', 'rental-commands for the member', 'rental-command-steps for the organization member', 'addresses for the member', 'forum-subjects for the visitor', 'forum-subject-messages for the visitor', 'notifications for the member', 'reminders for the member', 'reports for the member', 'eqlaat-projects for the member', 'eqlaat-project-steps for the member', 'eqlaat-reports for the member', 'survey-answers for the member']) {
      expect([...excluded.keys()]).toContain(expected);
    }
  }, 300_000);
});
