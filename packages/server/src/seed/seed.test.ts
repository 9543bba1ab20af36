import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ne } from 'drizzle-orm';
import { AAC_ACCESS_INTEGRATION_TYPES, AAC_ACCESS_TYPES, BLOCK_DECLARATIONS, RENTAL_STEP_TYPES, screenReads, SYSTEM_USER_ID } from '@relais/domain';
import type { BlockScreen } from '@relais/domain';
import { verifyPassword } from '../auth/passwords.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { sessionOf, visitorHeaders } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { backgroundJobs } from '../db/system-tables.ts';
import { tablesOf } from '../services/tables.ts';
import { readVersion } from '../services/versions.ts';
import { DEMO_PAGES } from './demo/index.ts';
import { DEMO_FORUM_MEMBERS } from './demo/forum.ts';
import { DEMO_REPOSITORY_MEMBERS } from './demo/repository.ts';
import { DEMO_RENTAL } from './demo/rental.ts';
import { DEMO_CATALOGUE } from './demo/catalogue.ts';
import { DEMO_ACCOMPANIMENT } from './demo/accompaniment.ts';
import { DEMO_SOFTWARE_STATS_DAYS } from './demo/software.ts';
import { readCatalogue } from './language-lines.ts';
import { seedIfEmpty } from './seed.ts';

describe.each(TEST_DATABASES)('seedIfEmpty on %s', (kind) => {
  let t: TestApp;
  let seeded: Awaited<ReturnType<typeof seedIfEmpty>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    seeded = await seedIfEmpty({ db: t.database.db, config: t.config });
    // The whole demo (every area's pages and records) through the operations: over a minute on a loaded machine.
  }, 180_000);
  afterAll(() => t.close());

  it('creates an admin with a generated 20-character password that verifies and signs in', async () => {
    expect(seeded).toMatchObject({ email: 'admin@relais.local', generated: true });
    expect(seeded!.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const users = tablesOf('users');
    const [admin] = await t.database.db.select().from(users.table).where(eq(users.table.email, 'admin@relais.local'));
    expect(admin).toMatchObject({ isAdmin: true, emailVerifiedAt: expect.any(Date), validatedAt: expect.any(Date) });
    // Greeted by first name on the dashboard: "Welcome, Admin.", not "Welcome, Site.".
    expect(admin).toMatchObject({ firstName: 'Admin', lastName: 'Relais' });
    expect(await verifyPassword(admin!.password as string, seeded!.password)).toBe(true);
    const roles = await t.database.db.select({ id: users.joins.roles!.related }).from(users.joins.roles!.table).where(eq(users.joins.roles!.owner, admin!.id));
    expect(roles.map((role) => role.id).sort()).toEqual(['admin', 'app_admin']);

    const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: seeded!.email, password: seeded!.password } });
    expect(response.statusCode).toBe(200);
  });

  it('creates the home page with real blocks, the legal and accessibility pages, and a menu linking them', async () => {
    const runtime = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment', headers: { 'accept-language': 'fr' } })).json().data;
    expect(runtime.pages.map((page: { path: string }) => page.path).sort()).toEqual(['/', '/accessibility', '/accompaniment', '/articles', '/blog', '/calendar', '/catalogue', '/coupons', '/forum', '/legal/cookies', '/legal/notice', '/legal/privacy-policy', '/legal/terms', '/legal/terms-of-sale', '/open-badges', '/organizations', '/rental', '/repository', '/search', '/services/accessibility-guidelines', '/training-requests', '/training-resources', '/trainings']);
    const home = runtime.pages.find((page: { path: string }) => page.path === '/');
    expect(home).toMatchObject({ isDefault: true, title: 'Accueil' });

    const document = (await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${home.id}`, headers: { 'accept-language': 'fr' } })).json();
    expect(document.included.map((c: { attributes: { name: string } }) => c.attributes.name)).toEqual(['pageHero', 'pageTitle', 'pageContent', 'pageTestimonials', 'pageClients', 'pageCommunityNumbers', 'pageSurvey', 'pageButtons', 'pageContact']);
    expect(document.included[0].attributes.props.title).toBe('Les aides techniques, partagées par une communauté');

    const menu = (await t.app.inject({ method: 'GET', url: '/api/v1/services/app-menu' })).json().data;
    expect(menu.map((item: { name: string }) => item.name)).toEqual(['Home', 'Blog', 'Calendar', 'Guides', 'Forum', 'Resources', 'Services', 'Training', 'About']);
    expect(menu.find((item: { name: string }) => item.name === 'Resources').children.map((item: { path: string }) => item.path)).toEqual(['/repository', '/catalogue', '/organizations']);
    expect(menu.find((item: { name: string }) => item.name === 'Services').children.map((item: { path: string }) => item.path)).toEqual(['/rental', '/coupons', '/accompaniment']);
    expect(menu.find((item: { name: string }) => item.name === 'Training').children.map((item: { path: string }) => item.path)).toEqual(['/training-resources', '/training-requests', '/trainings', '/open-badges']);
    expect(menu.find((item: { name: string }) => item.name === 'About').children.map((item: { path: string }) => item.path)).toEqual(['/accessibility', '/legal/terms', '/legal/privacy-policy']);
  });

  it('puts an open survey with its answers on the home page, and names the contact and newsletter forms', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json().data.pages.find((page: { path: string }) => page.path === '/');
    const document = (await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${home.id}`, headers: { 'accept-language': 'fr' } })).json();
    const block = document.included.find((c: { attributes: { name: string } }) => c.attributes.name === 'pageSurvey').attributes.props as { survey: string; title: string };
    expect(block.title).toBe('Donnez votre avis');
    const survey = (await t.app.inject({ method: 'GET', url: `/api/v1/surveys/${block.survey}?include=choices`, headers: { 'accept-language': 'fr' } })).json();
    expect(survey.data.attributes).toMatchObject({ question: 'Quels modes d’accès notre prochain atelier doit-il aborder ?', answersCount: 26, allowMultiple: true, maxSelectedChoices: 2 });
    expect(new Date(survey.data.attributes.closeAt).getTime()).toBeGreaterThan(Date.now());
    const choices = (survey.included as { id: string; attributes: { position: number } }[]).sort((a, b) => a.attributes.position - b.attributes.position);
    expect(choices.map((choice) => survey.data.attributes.results[choice.id])).toEqual([9, 6, 4, 7]);
    const forms = (await t.app.inject({ method: 'GET', url: '/api/v1/services/site-forms' })).json().data as { contactForm: string; newsletterForm: string };
    const contact = (await t.app.inject({ method: 'GET', url: `/api/v1/light-user-forms/${forms.contactForm}`, headers: { 'accept-language': 'fr' } })).json().data.attributes;
    expect(contact).toMatchObject({ title: 'Nous contacter', allowMessage: true });
    const newsletter = (await t.app.inject({ method: 'GET', url: `/api/v1/light-user-forms/${forms.newsletterForm}` })).json().data.attributes;
    expect(newsletter).toMatchObject({ title: 'Newsletter', isSubscriptionForm: true, isCaptchaProtected: true });
  });

  it('stores the partners\' logos as public files, served to a visitor, and the clients block shows them', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json().data.pages.find((page: { path: string }) => page.path === '/');
    const document = (await t.app.inject({ method: 'GET', url: `/api/v1/services/app-pages/${home.id}` })).json();
    const clients = document.included.find((c: { attributes: { name: string } }) => c.attributes.name === 'pageClients').attributes.props.clients as { name: string; image: { url: string } }[];
    expect(clients.map((client) => client.name)).toContain('Atelier Mobilité');
    for (const client of clients) {
      const logo = await t.app.inject({ method: 'GET', url: client.image.url });
      expect(logo.statusCode, client.image.url).toBe(200);
      expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(logo.body).toContain(`<title>${client.name}</title>`);
    }
  });

  it('makes the admin a member and administrator of a demo organization, which becomes the acting one', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: seeded!.email, password: seeded!.password } });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { cookie } })).json();
    const acting = me.data.relationships.actingAsOrganization.data;
    expect(me.data.relationships.organizations.data).toEqual([acting]);
    const organization = me.included.find((r: { type: string; id: string }) => r.type === 'organizations' && r.id === acting.id);
    expect(organization.attributes.completeName).toBe('Assistive technology lab - Relais demo');
    const administrators = tablesOf('organizations').joins.administrators!;
    const rows = await t.database.db.select().from(administrators.table).where(eq(administrators.owner, acting.id));
    expect(rows.map((row) => row.relatedId)).toEqual([me.data.id]);
  });

  it('writes through the operations as the system actor: hooks stamp the author and move the menu and environment versions', async () => {
    const pages = tablesOf('app-pages').table;
    const authors = await t.database.db.selectDistinct({ createdById: pages.createdById, updatedById: pages.updatedById }).from(pages);
    expect(authors).toEqual([{ createdById: SYSTEM_USER_ID, updatedById: SYSTEM_USER_ID }]);
    const [menuItem] = await t.database.db.select().from(tablesOf('app-menu-items').table).limit(1);
    expect(menuItem).toMatchObject({ createdById: SYSTEM_USER_ID });
    // A fresh database starts every version at 1; the pages' and menu items' hooks moved them.
    expect(await readVersion(t.database.db, 'menu')).toBeGreaterThan(1);
    expect(await readVersion(t.database.db, 'environment')).toBeGreaterThan(1);
  });

  it('writes a forum in English and French: parents with their children, subjects counted, pinned, tagged, by members', async () => {
    const visitor = await visitorHeaders(t);
    const get = async (url: string, language = 'en') => (await t.app.inject({ method: 'GET', url, headers: { ...visitor, 'accept-language': language } })).json();
    const categories = await get('/api/v1/forum-categories?sort=position,createdAt&page[size]=100', 'fr');
    const rows = categories.data as { id: string; attributes: { name: string; isParent: boolean; subjectsCount: number }; relationships: { parent: { data: { id: string } | null } } }[];
    expect(rows.filter((row) => row.attributes.isParent).map((row) => row.attributes.name)).toEqual(['Accès et contrôle', 'Communication', 'Mobilité et vie quotidienne']);
    const children = rows.filter((row) => row.relationships.parent.data !== null);
    expect(children).toHaveLength(6);
    expect(children.reduce((sum, row) => sum + row.attributes.subjectsCount, 0)).toBe(20);
    const subjects = await get('/api/v1/forum-subjects?page[size]=50&include=tags');
    expect(subjects.meta.page.total).toBe(20);
    const attributes = subjects.data.map((row: { attributes: Record<string, unknown> }) => row.attributes) as Record<string, unknown>[];
    expect(attributes.filter((row) => row.pinnedOnHomeAt)).toHaveLength(1);
    expect(attributes.filter((row) => row.pinnedOnCategoryAt)).toHaveLength(1);
    expect(attributes.filter((row) => row.limitToAdmin)).toHaveLength(1);
    expect(attributes.every((row) => typeof row.authorName === 'string')).toBe(true);
    // The latest activity first, spread over a month.
    const activity = attributes.map((row) => Date.parse(row.lastActivityAt as string));
    expect(activity).toEqual([...activity].sort((a, b) => b - a));
    expect(activity[0]! - activity.at(-1)!).toBeGreaterThan(20 * 86_400_000);
    const first = subjects.data.find((row: { attributes: { title: string } }) => row.attributes.title === 'Which switch for a first scanning setup?');
    expect(first.attributes).toMatchObject({ messagesCount: 4, likesCount: 3 });
    const messages = await get(`/api/v1/forum-subject-messages?filter[subject]=${first.id}&sort=createdAt`, 'fr');
    expect(messages.data[0].attributes.content).toContain('Par quel contacteur commenceriez-vous');
    expect(messages.data.filter((row: { relationships: { parentMessage: { data: unknown } } }) => row.relationships.parentMessage.data !== null)).toHaveLength(2);
    const french = await get('/api/v1/forum-subject-messages?filter[search]=fatigue');
    expect(french.data[0].attributes.lang).toBe('fr');
    // Writers follow what they wrote in, but the demo's conversation tells no one: no bell, no mail.
    const readers = await t.database.db.select().from(tablesOf('forum-subject-readers').table);
    expect(readers.length).toBeGreaterThanOrEqual(20);
    expect(readers.every((row) => row.isFollowing)).toBe(true);
    const notifications = tablesOf('notifications').table;
    expect(await t.database.db.select().from(notifications).where(eq(notifications.notificationType, 'forum-new-messages'))).toEqual([]);
    expect(await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'forum-digest'))).toEqual([]);
  });

  it('writes a little of the training areas in English and French, their counters kept and the session at its own place', async () => {
    const visitor = await visitorHeaders(t);
    const get = async (url: string, language = 'en') => (await t.app.inject({ method: 'GET', url, headers: { ...visitor, 'accept-language': language } })).json();
    const resources = await get('/api/v1/training-resources?include=themes&page[size]=50', 'fr');
    const rows = resources.data as { id: string; attributes: Record<string, unknown>; relationships: { themes: { data: { id: string }[] } } }[];
    // A dozen resources on /training-resources, each reviewed: its count and average kept by the reviews.
    expect(rows).toHaveLength(12);
    expect(rows.map((row) => row.attributes)).toContainEqual(expect.objectContaining({ title: 'La modélisation sur un tableau de communication', reviewsCount: 1, reviewsAverageRating: 5 }));
    for (const row of rows) expect(row.attributes.reviewsCount, row.attributes.title as string).toBeGreaterThan(0);
    const filedUnderCommunication = rows.filter((row) => row.relationships.themes.data.some((theme) => theme.id === 'communication')).length;
    expect((await get('/api/v1/training-resource-themes/communication')).data.attributes.resourcesCount).toBe(filedUnderCommunication);
    // Requests beside them, one answered by a resource, whose writer the bell told.
    const requests = (await get('/api/v1/training-resource-requests?page[size]=50')).data as { id: string; attributes: { title: string }; relationships: { createdBy: { data: { id: string } | null } } }[];
    expect(requests).toHaveLength(4);
    const answered = requests.find((request) => request.attributes.title === 'A switch-scanning starter guide for families')!;
    expect((await get(`/api/v1/training-resources?filter[originalRequests]=${answered.id}`)).data).toHaveLength(1);
    const notifications = tablesOf('notifications').table;
    const told = await t.database.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.notificationType, 'training-request-answered'));
    expect(told).toHaveLength(1);
    const sessions = await get('/api/v1/training-sessions?include=address,training', 'fr');
    expect(sessions.included.map((row: { type: string; attributes: Record<string, unknown> }) => (row.type === 'addresses' ? row.attributes.city : row.attributes.title)).sort()).toEqual([
      'Construire un classeur de communication',
      'Débuter avec le contrôle oculaire',
      'Lyon',
      'L’accès par contacteur dès le premier clic',
      'Nantes',
      'Toulouse',
    ]);
  });

  it('writes a published open badge with three modules and one assertion issued to the administrator, verifiable as Open Badges 2.0', async () => {
    const get = async (url: string, language = 'en') => t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });
    const badges = (await get('/api/v1/open-badges?filter[published]=1&include=modules', 'fr')).json();
    expect(badges.data.map((row: { attributes: { title: string } }) => row.attributes.title)).toEqual(['Praticien de l’accès par contacteur']);
    expect(badges.included.filter((row: { type: string }) => row.type === 'open-badge-training-modules')).toHaveLength(3);
    const assertions = tablesOf('open-badge-assertions').table;
    const [assertion] = await t.database.db.select({ id: assertions.id }).from(assertions);
    const hosted = await get(`/api/v1/services/open-badges/assertions/${assertion!.id}`);
    expect(hosted.statusCode, hosted.body).toBe(200);
    expect(hosted.json()).toMatchObject({ type: 'Assertion', verification: { type: 'hosted' } });
  });

  it('writes the Guides on /articles: twelve guides in English and French, a page at a time as the block reads them, with likes and comments', async () => {
    const visitor = await visitorHeaders(t);
    const get = async (url: string, language = 'en') => (await t.app.inject({ method: 'GET', url, headers: { ...visitor, 'accept-language': language } })).json();
    const runtime = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json().data;
    const page = runtime.pages.find((row: { path: string }) => row.path === '/articles');
    expect(page.subRoutes).toEqual(['/:article']);
    const components = (await get(`/api/v1/services/app-pages/${page.id}`)).included.filter((row: { type: string }) => row.type === 'app-page-components');
    const props = BLOCK_DECLARATIONS.pageArticles.props.parse(components[0].attributes.props);
    const reads = screenReads(BLOCK_DECLARATIONS.pageArticles.screens.main as BlockScreen<never, never>, { props, params: {}, query: {} });
    const category = await get(reads.category!, 'fr');
    expect(category.data.attributes).toMatchObject({ name: 'Guides', defaultLayoutId: 'pagination', allowContributions: true, alertText: expect.stringContaining('relu par un ergothérapeute') });
    const first = await get(reads.articles!);
    expect(first.meta.page).toMatchObject({ total: 12, lastPage: 2 });
    expect(first.data.map((row: { attributes: { title: string } }) => row.attributes.title).slice(0, 2)).toEqual(['Choosing a first switch', 'Setting up scanning']);
    const french = await get(reads.articles!.replace('page[number]=1', 'page[number]=2'), 'fr');
    expect(french.data).toHaveLength(6);
    expect(french.data[5].attributes.title).toBe('Prendre soin des appareils prêtés');
    const [guide] = first.data;
    expect((await get(`/api/v1/articles/${guide.id}`)).data.attributes).toMatchObject({ likesCount: 1, commentsCount: 2 });
    const comments = await get(`/api/v1/comments?filter[commentable]=articles:${guide.id}&sort=createdAt`, 'fr');
    // Written in one transaction: the same instant; the thread orders them by their answers.
    const contents = comments.data.map((row: { attributes: { content: string } }) => row.attributes.content).sort();
    expect(contents).toEqual([expect.stringContaining('Le grand contacteur'), expect.stringContaining('Ravis')]);
  });

  it('writes the repository on /repository: twenty items in five categories with pictures, in English and French, with real attachments (a cleaned configuration, an STL, a PDF)', async () => {
    const visitor = await visitorHeaders(t);
    const get = async (url: string, language = 'en') => (await t.app.inject({ method: 'GET', url, headers: { ...visitor, 'accept-language': language } })).json();
    const runtime = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json().data;
    const page = runtime.pages.find((row: { path: string }) => row.path === '/repository');
    expect(page.subRoutes).toEqual(['/items', '/items/:item', '/organizations/:organization', '/:item']);
    const categories = await get('/api/v1/repository-categories?include=image', 'fr');
    // Written in one transaction: the same instant, in no set order.
    expect(categories.data.map((row: { attributes: { name: string; repositoryItemsCount: number } }) => [row.attributes.name, row.attributes.repositoryItemsCount]).sort()).toEqual([
      ['Adaptations du quotidien', 4],
      ['Grilles de communication', 4],
      ['Guides', 4],
      ['Guides-doigts', 4],
      ['Supports de contacteurs', 4],
    ]);
    expect(categories.included.every((file: { attributes: { url: string } }) => file.attributes.url.startsWith('/'))).toBe(true);
    const items = await get('/api/v1/repository-items?page[size]=50&include=attachments.file');
    expect(items.meta.page.total).toBe(20);
    const files = items.included.filter((row: { type: string }) => row.type === 'files');
    const byExtension = (extension: string) => files.filter((file: { attributes: { originalName: string } }) => file.attributes.originalName.endsWith(extension));
    expect(byExtension('.lcc')[0].attributes.metadata.lcc).toMatchObject({ configurationId: expect.any(String) });
    expect(byExtension('.stl')[0].attributes.mimeType).toBe('model/stl');
    expect(byExtension('.pdf')[0].attributes.mimeType).toBe('application/pdf');
    const download = await t.app.inject({ method: 'GET', url: byExtension('.pdf')[0].attributes.url });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF-1.4')).toBe(true);
    const french = await get(`/api/v1/repository-items?filter[search]=${encodeURIComponent('contacteur')}&page[size]=50`, 'fr');
    expect(french.data.length).toBeGreaterThan(2);
  });

  it('writes the catalogue on /catalogue: 12 products with their notes in English and French, filterable and comparable', async () => {
    const visitor = async (url: string, locale = 'en') => (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } })).json();
    const products = await visitor('/api/v1/aac-products?page[size]=50&include=softwareAccesses,deviceInstalledSystems,softwareCompatibleSystems', 'fr');
    expect(products.data).toHaveLength(DEMO_CATALOGUE.products);
    expect(products.data.find((product: { attributes: { name: string } }) => product.attributes.name === 'Pictalk').attributes.note).toBe('Fonctionne hors ligne une fois installée.');
    expect(products.included.some((note: { attributes: { note: string | null } }) => note.attributes.note === 'Un ou deux contacteurs.')).toBe(true);
    expect((await visitor('/api/v1/aac-sellers')).data).toHaveLength(DEMO_CATALOGUE.sellers);
    const scanning = await visitor('/api/v1/aac-products?filter[accessTypes]=scanning&filter[productType]=software');
    expect(scanning.data.map((product: { attributes: { name: string } }) => product.attributes.name)).toEqual(['Grid Talk', 'Scan & Say', 'Symbol Writer']);
  });

  it('writes the accompaniment on /accompaniment: 3 projects with their steps, statuses from the latest step, appointments, existing solutions and a report', async () => {
    const guest = await visitorHeaders(t);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: guest, payload: { email: seeded!.email, password: seeded!.password } });
    const headers = sessionOf(login, guest);
    const projects = (await t.app.inject({ method: 'GET', url: '/api/v1/eqlaat-projects?page[size]=10&include=steps,appointments', headers })).json();
    expect(projects.data).toHaveLength(DEMO_ACCOMPANIMENT.projects);
    const types = (type: string) => projects.included.filter((row: { type: string }) => row.type === type).length;
    expect([types('eqlaat-project-steps'), types('eqlaat-appointments')]).toEqual([DEMO_ACCOMPANIMENT.steps, DEMO_ACCOMPANIMENT.appointments]);
    const nora = projects.data.find((project: { attributes: { title: string } }) => project.attributes.title === 'Nora Belkacem');
    expect(nora.attributes.currentStatuses).toEqual(['testing', 'funding']);
    const total = async (type: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/${type}?page[size]=1`, headers })).json().meta.page.total;
    expect([await total('ad-project-existing-solutions'), await total('eqlaat-reports')]).toEqual([DEMO_ACCOMPANIMENT.solutions, DEMO_ACCOMPANIMENT.reports]);
    expect(DEMO_ACCOMPANIMENT.reports).toBeGreaterThan(0);
  });

  it('writes the rental on /rental: 15 models in 4 categories in English and French, units in 2 stocks, and two members\' commands in different states', async () => {
    const visitor = async (url: string, locale = 'en') => (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': locale } })).json();
    const models = await visitor('/api/v1/rental-models?page[size]=50&include=category', 'fr');
    expect(models.data).toHaveLength(DEMO_RENTAL.models);
    expect(new Set(models.data.map((model: { relationships: { category: { data: { id: string } } } }) => model.relationships.category.data.id)).size).toBe(DEMO_RENTAL.categories);
    expect(models.data.map((model: { attributes: { name: string } }) => model.attributes.name)).toContain('Souris frontale');
    const ids = models.data.map((model: { id: string }) => model.id).join(',');
    const free = (await visitor(`/api/v1/services/rental-availability?days=7&models=${ids}`)).data.attributes.models as Record<string, number[]>;
    expect(Object.values(free).flat().some((count) => count > 0)).toBe(true);
    const stocks = await t.database.db.select({ id: tablesOf('rental-stocks').table.id }).from(tablesOf('rental-stocks').table);
    expect(stocks).toHaveLength(DEMO_RENTAL.stocks);
    const guest = await visitorHeaders(t);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: guest, payload: { email: seeded!.email, password: seeded!.password } });
    const commands = (await t.app.inject({ method: 'GET', url: '/api/v1/rental-commands?page[size]=10', headers: sessionOf(login, guest) })).json();
    expect(commands.data.map((command: { attributes: { status: string } }) => command.attributes.status).sort()).toEqual(['coming', 'finished', 'running']);
    const table = tablesOf('rental-commands').table;
    const rows = await t.database.db.select({ id: table.id, by: table.commandById }).from(table);
    expect(new Set(rows.map((row) => row.by)).size).toBe(DEMO_RENTAL.members);
  });

  it('writes the software demo: one service, the admin\'s installations and a month of statistics, read by the statistics and associations screens', async () => {
    const guest = await visitorHeaders(t);
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: guest, payload: { email: seeded!.email, password: seeded!.password } });
    const headers = { ...sessionOf(login, guest), 'x-timezone': 'UTC' };
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/services/software/associations', headers })).json();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ service: { name: 'Relais Speak', associationsMax: 4 }, used: 3, left: 1 });
    const events = (await t.app.inject({ method: 'GET', url: '/api/v1/services/software-stats/events', headers })).json();
    expect(events.data.days).toHaveLength(DEMO_SOFTWARE_STATS_DAYS);
    expect(events.data.byVersion.map((series: { key: string }) => series.key).sort()).toEqual(['2.3.0', '2.4.0']);
    expect(events.data.bySystem).toHaveLength(4);
    // Every day of the month has statistics.
    expect(events.data.byVersion.reduce((sums: number[], series: { counts: number[] }) => sums.map((sum, day) => sum + series.counts[day]!), events.data.days.map(() => 0)).every((count: number) => count > 0)).toBe(true);
    const sessions = (await t.app.inject({ method: 'GET', url: '/api/v1/services/software-stats/sessions', headers })).json();
    expect(sessions.data.bySystem.map((series: { key: string }) => series.key).sort()).toEqual(['Android 14', 'Ubuntu 24.04', 'iPadOS 17']);
  });

  it('writes a mailing template in English and French, never sent, linking the published articles', async () => {
    // The seeded admin, so that no other account is added.
    const login = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: seeded!.email, password: seeded!.password } });
    const cookie = login.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const get = async (url: string, language: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie, 'accept-language': language } })).json();
    const [english] = (await get('/api/v1/mailing-templates?include=articles', 'en')).data;
    expect(english.attributes).toMatchObject({ subject: 'Relais news — borrowing devices before you buy', lastSentAt: null });
    expect(english.attributes.introText).toContain('the lending library opens its doors');
    const french = (await get(`/api/v1/mailing-templates/${english.id}?include=articles`, 'fr')).data.attributes;
    expect(french.subject).toBe('Les nouvelles de Relais — emprunter avant d’acheter');
    expect(french.outroText).toContain('L’équipe Relais');
    const linked = (await get(`/api/v1/mailing-templates/${english.id}/articles`, 'en')).data.map((row: { attributes: { title: string } }) => row.attributes.title);
    expect(linked.sort()).toEqual(['Choosing a first switch', 'Setting up scanning', 'The lending library opens']);
  });

  it('loads every interface message of the catalogue in the seven languages', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/v1/services/web-language-lines', headers: { 'accept-language': 'da' } })).json().data;
    expect(data.shell.skipToContent).toBe('Gå til indholdet');
    expect(Object.values(data).reduce((count: number, keys) => count + Object.keys(keys as object).length, 0)).toBe(readCatalogue().length);
    for (const line of readCatalogue()) expect(Object.keys(line.text).sort()).toEqual(['ca', 'da', 'en', 'es', 'fr', 'it', 'ro']);
  });

  it('creates the rental step types and statuses, and keeps a step type an admin renamed', async () => {
    const types = tablesOf('rental-command-step-types').table;
    expect((await t.database.db.select({ id: types.id }).from(types)).map((row) => row.id).sort()).toEqual([...RENTAL_STEP_TYPES].sort());
    expect(await t.database.db.select().from(tablesOf('rental-command-step-statuses').table)).toHaveLength(5);
    await t.database.db.update(types).set({ name: { en: 'Checked' } }).where(eq(types.id, 'validation'));
    // The demo's commands use the others: cancellation is the one no step refers to.
    await t.database.db.delete(types).where(eq(types.id, 'cancellation'));
    await seedIfEmpty({ db: t.database.db, config: t.config });
    const names = new Map((await t.database.db.select({ id: types.id, name: types.name }).from(types)).map((row) => [row.id, row.name]));
    expect(names.get('validation')).toEqual({ en: 'Checked' });
    expect(names.get('cancellation')).toMatchObject({ en: 'Cancellation', fr: 'Annulation' });
  });

  it('adds the catalogue\'s access and integration types with their readable ids, named in English and French, again when one is missing', async () => {
    const ids = async (type: string) => (await t.database.db.select({ id: tablesOf(type).table.id }).from(tablesOf(type).table)).map((row) => row.id).sort();
    expect(await ids('aac-access-types')).toEqual([...AAC_ACCESS_TYPES].sort());
    expect(await ids('aac-access-integration-types')).toEqual([...AAC_ACCESS_INTEGRATION_TYPES].sort());
    const types = tablesOf('aac-access-types').table;
    const read = await t.app.inject({ method: 'GET', url: '/api/v1/aac-access-types/eye_pointer', headers: { 'accept-language': 'fr' } });
    expect(read.json().data.attributes.name).toBe('Pointage oculaire (commande oculaire)');
    await t.database.db.update(types).set({ name: { en: 'Pointing' } }).where(eq(types.id, 'pointing'));
    // The demo's products are reached by scanning: their notes go first, as an administrator's would.
    const accesses = tablesOf('aac-software-accesses').table;
    await t.database.db.delete(accesses).where(eq(accesses.accessTypeId, 'scanning'));
    await t.database.db.delete(types).where(eq(types.id, 'scanning'));
    await seedIfEmpty({ db: t.database.db, config: t.config });
    expect(await ids('aac-access-types')).toEqual([...AAC_ACCESS_TYPES].sort());
    const [renamed] = await t.database.db.select({ name: types.name }).from(types).where(eq(types.id, 'pointing'));
    expect(renamed!.name).toEqual({ en: 'Pointing' });
  });

  it('does nothing the second time, and never overwrites an edited message', async () => {
    const lines = tablesOf('language-lines').table;
    await t.database.db.update(lines).set({ text: { en: 'Jump to the content' } }).where(eq(lines.key, 'skipToContent'));
    await t.database.db.delete(lines).where(eq(lines.key, 'backToTop'));
    expect(await seedIfEmpty({ db: t.database.db, config: t.config })).toBeNull();
    const users = tablesOf('users').table;
    // The administrator and the demo forum's members, once.
    expect(await t.database.db.select({ id: users.id }).from(users).where(ne(users.id, SYSTEM_USER_ID))).toHaveLength(1 + DEMO_FORUM_MEMBERS + DEMO_REPOSITORY_MEMBERS + DEMO_RENTAL.members);
    expect(await t.database.db.select({ id: tablesOf('app-pages').table.id }).from(tablesOf('app-pages').table)).toHaveLength(DEMO_PAGES.length + 1); // and /articles, written after its category
    const [edited] = await t.database.db.select({ text: lines.text }).from(lines).where(eq(lines.key, 'skipToContent'));
    expect(edited!.text).toEqual({ en: 'Jump to the content' });
    expect(await t.database.db.select().from(lines).where(eq(lines.key, 'backToTop'))).toHaveLength(1);
  });
});

describe('seedIfEmpty with SEED_DEMO=false and a configured admin', () => {
  it('refuses a configured password the policy refuses, naming the field, and writes nothing', async () => {
    const t = await createTestApp('pglite', { env: { ADMIN_PASSWORD: 'password1' } });
    try {
      await expect(seedIfEmpty({ db: t.database.db, config: t.config })).rejects.toThrow(/ADMIN_PASSWORD: This password is among the most common ones/);
      const users = tablesOf('users').table;
      expect(await t.database.db.select({ id: users.id }).from(users).where(ne(users.id, SYSTEM_USER_ID))).toEqual([]);
      expect(await t.database.db.select().from(tablesOf('app-pages').table)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('creates only the admin, with the configured e-mail and password', async () => {
    const t = await createTestApp('pglite', { env: { SEED_DEMO: 'false', ADMIN_EMAIL: 'chair@example.org', ADMIN_PASSWORD: 'a long enough password' } });
    try {
      expect(await seedIfEmpty({ db: t.database.db, config: t.config })).toEqual({ email: 'chair@example.org', password: 'a long enough password', generated: false });
      expect(await t.database.db.select().from(tablesOf('app-pages').table)).toEqual([]);
      expect(await t.database.db.select().from(tablesOf('app-menu-items').table)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
