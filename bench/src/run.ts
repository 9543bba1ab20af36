/**
 * `npm run bench [-- bundle|home|editor|drawing|pglite|postgres|organizations|catalogue|search|l-item|training-resources|forms|rental] [-- --profile]`: seeds 10,000 organizations (each with
 * an image and an access level) and a home page, starts the real server, and measures with
 * autocannon, on PGlite and on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL):
 *
 * (a) the organizations directory: 20 rows, image and access level included, sparse fieldsets,
 *     sorted by access-level weight then name, each request another page (nothing from memory);
 * (b) the same while a second client records 20 page views a second (POST services/stats/records);
 * (c) the home page's page call (GET services/app-pages/{id});
 * (d) a baseline route of the same server answering a fixed body of (a)'s size;
 * (e) the back office's organizations index (admin.ts);
 * (f)–(h) list calls on the largest kinds of the large data set, seeded beside the organizations
 *     (`volume.ts`: a subject's messages, a category's repository items, the rental commands).
 *
 * It prints req/s, p50, p99 and each one's share of the baseline (for (f)–(h), the baseline answering a
 * body of their own size), then the bundle sizes; with
 * `--profile`, a CPU profile of the server during (b) (top functions by self time). It never fails on
 * the figures: machines are shared and noisy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../packages/server/src/db/client.ts';
import type { Database } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { insertPage } from '../../packages/server/src/services/test-fixtures.ts';
import { benchPageCpu } from './page-cpu.ts';
import { adminIndexCall, BENCH_ADMIN, measureAdminScreen, median } from './admin.ts';
import { measureBundle, PUBLIC_PAGE_BUDGET_KB } from './bundle.ts';
import { benchDrawing } from './drawing.ts';
import { benchEditor } from './editor.ts';
import { benchFaults } from './faults.ts';
import { benchHome } from './home.ts';
import { benchRepositoryItem } from './repository-item.ts';
import { benchSearch } from './search.ts';
import { benchOrganizations } from './organizations.ts';
import { benchCatalogue } from './catalogue.ts';
import { benchTrainingResources } from './training-resources.ts';
import { benchForms } from './forms.ts';
import { benchRental } from './rental.ts';
import { BEHIND_PROXY, steadyWriter, summariseProfile, visitors } from './measure.ts';
import { seedOrganizations } from './seed-organizations.ts';
import { startServerProcess } from '../../packages/server/src/test/server-process.ts';
import type { ServerProcess } from '../../packages/server/src/test/server-process.ts';
import { articleScreen, articlesOfCategory, forumScreenCalls, itemsOfCategory, messagesOfSubject, postMessages, seedVolumeForBench, signInMember, VOLUME_SCALE, writeInteractions } from './volume.ts';
import type { VolumeTargets } from './volume.ts';

const ORGANIZATIONS = Number(process.env.BENCH_ORGANIZATIONS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const STATS_PER_SECOND = 20;
const PAGE_SIZE = 20;
const HEADERS = { accept: 'application/vnd.api+json', 'accept-language': 'fr' };
const PROFILE = process.argv.includes('--profile');

/** The directory's call as the web makes it (spec: organizations list), on page `n`. */
const directoryPage = (n: number) =>
  `/api/v1/organizations?page[size]=${PAGE_SIZE}&page[number]=${n}&sort=-accessLevel.weight,name&include=image,accessLevel` +
  '&fields[organizations]=name,unitName,completeName,shortDescription,slug,country,image,accessLevel&fields[files]=name,url,previewUrl&fields[access-levels]=name,weight';

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

const PAGES = Math.ceil(ORGANIZATIONS / PAGE_SIZE);

async function load(url: string, seconds: number, { everyPage = false, pageOf = directoryPage, pages = PAGES, headers = {} as Record<string, string> } = {}): Promise<Figures> {
  let next = 0;
  const options: autocannon.Options = { url, connections: CONNECTIONS, duration: seconds, headers: { ...HEADERS, ...headers } };
  // Each request another page of the list, round the whole list.
  if (everyPage) options.requests = [{ setupRequest: (request) => ({ ...request, path: pageOf((next++ % pages) + 1) }) }];
  const result = await autocannon(options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

/** The second client: 20 page views a second, each from one of the visitors, until stopped. */
const recordViews = (server: ServerProcess, from: Record<string, string>[], pageId: string) =>
  steadyWriter(server, STATS_PER_SECOND, (n) => ({ path: 'services/stats/records', body: { records: [{ event: 'view', resourceType: 'app-pages', resourceId: pageId }] }, headers: from[n % from.length]! }));

interface Seeded {
  homeId: string;
  volume: VolumeTargets;
}

async function seed(db: Database, dataDir: string): Promise<Seeded> {
  await seedOrganizations(db, { count: ORGANIZATIONS });
  const volume = await seedVolumeForBench(db, dataDir);
  const homeId = await insertPage(db, {
    path: '/',
    title: { en: 'Home', fr: 'Accueil' },
    components: [
      { name: 'pageHero', position: 0, props: { en: { title: 'Welcome' }, fr: { title: 'Bienvenue' } } },
      { name: 'pageTitle', position: 1, props: { en: { title: 'What we do' }, fr: { title: 'Ce que nous faisons' } } },
      { name: 'pageContent', position: 2, props: { en: { items: [{ content: '<p>Assistive technology for all.</p>' }] }, fr: { items: [{ content: '<p>Des aides techniques pour tous.</p>' }] } } },
    ],
  });
  // A settled database has statistics and a visibility map (autovacuum's work): measure that state.
  await db.execute(sql.raw('VACUUM ANALYZE'));
  return { homeId, volume };
}

async function measure(label: string, env: Record<string, string>, { homeId, volume }: Seeded) {
  const base = { ...env, ...BEHIND_PROXY, BENCH_BASELINE: 'true', SEED_DEMO: 'false', ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password };
  const server = await startServerProcess(base, { notInherited: [] });
  const home = `/api/v1/services/app-pages/${homeId}`;
  let size = 0;
  try {
    for (const path of [directoryPage(1), home]) {
      const response = await fetch(server.url + path, { headers: HEADERS });
      const body = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 500)}`);
      if (path !== home) size = Buffer.byteLength(body);
    }
    const baselineUrl = `${server.url}/bench/baseline?bytes=${size}`;
    // Warm-up: JIT, connection pool, the database's buffers.
    await load(server.url + directoryPage(1), 3, { everyPage: true });
    await load(baselineUrl, 2);
    await load(server.url + home, 2);

    const a = await load(server.url + directoryPage(1), DURATION, { everyPage: true });
    const second = recordViews(server, await visitors(server, 20), homeId);
    const b = await load(server.url + directoryPage(1), DURATION, { everyPage: true });
    const stats = second.stop();
    const c = await load(server.url + home, DURATION);
    // (e) the back office's index of organizations, sorted and filtered, as an admin: its screen in
    // Chromium, then its API call under load, each request another page of the filtered list.
    const screen = await measureAdminScreen(server);
    const adminPage = (n: number) => screen.apiPath.replace(/page\[number\]=\d+/, `page[number]=${n}`);
    const filtered = (await (await fetch(server.url + adminPage(1), { headers: { ...HEADERS, cookie: screen.cookie } })).json()) as { meta: { page: { total: number; lastPage: number } } };
    const adminPages = filtered.meta.page.lastPage;
    const e = await load(server.url + adminPage(1), DURATION, { everyPage: true, pageOf: adminPage, pages: adminPages, headers: { cookie: screen.cookie } });
    const d = await load(baselineUrl, DURATION);

    // (f) a subject's messages with their authors, as a member, while members post messages.
    const member = await signInMember(server, volume.memberEmail, HEADERS);
    const subjects = volume.subjects.length;
    await load(server.url + messagesOfSubject(volume)(1), 2, { everyPage: true, pageOf: messagesOfSubject(volume), pages: subjects, headers: member });
    const posting = postMessages(server, member, volume.subjects, 5, HEADERS);
    const f = await load(server.url + messagesOfSubject(volume)(1), DURATION, { everyPage: true, pageOf: messagesOfSubject(volume), pages: subjects, headers: member });
    const posted = posting.stop();
    // (g) a category's items with tags and categories, as a visitor; (h) the commands, as an admin: while views are recorded.
    const categoryCalls = volume.categories.reduce((sum, category) => sum + category.pages, 0);
    await load(server.url + itemsOfCategory(volume)(1), 2, { everyPage: true, pageOf: itemsOfCategory(volume), pages: categoryCalls });
    const viewsG = recordViews(server, await visitors(server, 20), homeId);
    const g = await load(server.url + itemsOfCategory(volume)(1), DURATION, { everyPage: true, pageOf: itemsOfCategory(volume), pages: categoryCalls });
    viewsG.stop();
    const commandsIndex = await adminIndexCall(server, 'rental-commands');
    const commandsPage = (n: number) => commandsIndex.apiPath.replace(/page\[number\]=\d+/, `page[number]=${n}`);
    const admin = { cookie: commandsIndex.cookie };
    const commandPages = ((await (await fetch(server.url + commandsPage(1), { headers: { ...HEADERS, ...admin } })).json()) as { meta: { page: { lastPage: number } } }).meta.page.lastPage;
    await load(server.url + commandsPage(1), 2, { everyPage: true, pageOf: commandsPage, pages: commandPages, headers: admin });
    const viewsH = recordViews(server, await visitors(server, 20), homeId);
    const h = await load(server.url + commandsPage(1), DURATION, { everyPage: true, pageOf: commandsPage, pages: commandPages, headers: admin });
    viewsH.stop();
    // (i) a category's articles and (j) an article's screen with its comments, as a visitor, while a
    // member comments 5 times and likes 20 times a second.
    const articleCalls = volume.articleCategories.reduce((sum, category) => sum + category.pages, 0);
    const articleScreens = volume.articles.length * 2;
    await load(server.url + articlesOfCategory(volume)(1), 2, { everyPage: true, pageOf: articlesOfCategory(volume), pages: articleCalls });
    await load(server.url + articleScreen(volume)(1), 2, { everyPage: true, pageOf: articleScreen(volume), pages: articleScreens });
    const writing = writeInteractions(server, member, volume.articles, { comments: 5, likes: 20 }, HEADERS);
    const i = await load(server.url + articlesOfCategory(volume)(1), DURATION, { everyPage: true, pageOf: articlesOfCategory(volume), pages: articleCalls });
    const j = await load(server.url + articleScreen(volume)(1), DURATION, { everyPage: true, pageOf: articleScreen(volume), pages: articleScreens });
    const written = writing.stop();
    // (k) the forum's home and a category's subjects, as a visitor, while members post 5 messages a second.
    const forum = forumScreenCalls(volume);
    await load(server.url + forum.pageOf(1), 2, { everyPage: true, pageOf: forum.pageOf, pages: forum.pages });
    const postingK = postMessages(server, member, volume.subjects, 5, HEADERS);
    const k = await load(server.url + forum.pageOf(1), DURATION, { everyPage: true, pageOf: forum.pageOf, pages: forum.pages });
    const postedK = postingK.stop();
    // Each of (f)–(h) against the baseline route answering a body of its own size (the mean of a few
    // of its pages), as (a) is against (d): what a share of the raw speed means for bodies 5× larger.
    const sameSize = async (pageOf: (n: number) => string, pages: number, headers: Record<string, string> = {}) => {
      const samples = [1, Math.ceil(pages / 3), Math.ceil((2 * pages) / 3)];
      const sizes = await Promise.all(samples.map(async (n) => Buffer.byteLength(await (await fetch(server.url + pageOf(n), { headers: { ...HEADERS, ...headers } })).text())));
      const bytes = Math.round(sizes.reduce((sum, one) => sum + one, 0) / sizes.length);
      return { bytes, figures: await load(`${server.url}/bench/baseline?bytes=${bytes}`, Math.max(2, Math.round(DURATION / 2))) };
    };
    const dF = await sameSize(messagesOfSubject(volume), subjects, member);
    const dG = await sameSize(itemsOfCategory(volume), categoryCalls);
    const dH = await sameSize(commandsPage, commandPages, admin);
    const dI = await sameSize(articlesOfCategory(volume), articleCalls);
    const dJ = await sameSize(articleScreen(volume), articleScreens);
    const dK = await sameSize(forum.pageOf, forum.pages);

    const row = (f: Figures, target: string, baseline: Figures = d) => ({
      'req/s': Math.round(f.rps),
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'req/s of baseline': `${((f.rps / baseline.rps) * 100).toFixed(1)}%`,
      'p99 of baseline': `${(f.p99 / Math.max(baseline.p99, 1)).toFixed(1)}×`,
      'errors/non-2xx': `${f.errors}/${f.non2xx}`,
      target,
    });
    const isPglite = label === 'PGlite';
    console.log(`\n${label}: ${ORGANIZATIONS} organizations (and the large set at scale ${VOLUME_SCALE}), directory body ${size} bytes, ${CONNECTIONS} connections, ${DURATION} s each`);
    console.table({
      '(a) directory': row(a, isPglite ? '≥ 2%' : '≥ 5%'),
      '(b) directory + 20 views/s': row(b, isPglite ? '' : '≥ 4%, p99 < 50 ms'),
      '(c) home page call': row(c, ''),
      '(d) baseline, same size': row(d, ''),
      '(e) admin index, sorted and filtered': row(e, ''),
      '(f) forum messages of a subject + posts 5/s': row(f, isPglite ? '' : '≥ 4%, p99 < 50 ms', dF.figures),
      '(g) repository items of a category + views': row(g, isPglite ? '' : '≥ 4%, p99 < 50 ms', dG.figures),
      '(h) rental commands (admin) + views': row(h, isPglite ? '' : '≥ 4%, p99 < 50 ms', dH.figures),
      '(i) articles of a category + 5 comments/s, 20 likes/s': row(i, isPglite ? '' : '≥ 4%, p99 < 50 ms', dI.figures),
      '(j) an article, then its comments + the same writes': row(j, isPglite ? '' : '≥ 4%, p99 < 50 ms', dJ.figures),
      '(k) forum home and a category’s subjects + posts 5/s': row(k, isPglite ? '' : '≥ 4%, p99 < 50 ms', dK.figures),
      [`(d) baseline, ${dF.bytes} bytes as (f)`]: row(dF.figures, '', dF.figures),
      [`(d) baseline, ${dG.bytes} bytes as (g)`]: row(dG.figures, '', dG.figures),
      [`(d) baseline, ${dH.bytes} bytes as (h)`]: row(dH.figures, '', dH.figures),
      [`(d) baseline, ${dI.bytes} bytes as (i)`]: row(dI.figures, '', dI.figures),
      [`(d) baseline, ${dJ.bytes} bytes as (j)`]: row(dJ.figures, '', dJ.figures),
      [`(d) baseline, ${dK.bytes} bytes as (k)`]: row(dK.figures, '', dK.figures),
    });
    console.log(`${label}: (a)–(e) are measured against (d), a body of (a)'s size; (f) to (k) each against the baseline of its own body's size (the rows below them).`);
    console.log(`${label}: (e) is ${screen.apiPath.replace(/page\[number\]=\d+/, 'page[number]=n')} as an admin, ${filtered.meta.page.total} rows of ${ORGANIZATIONS} in ${adminPages} pages`);
    console.log(`${label}: the admin index screen in Chromium, navigation start to 20 rows shown and the main thread free: median ${median(screen.runs)} ms (runs ${screen.runs.join(', ')} ms)`);
    console.log(`${label}: the views client sent ${stats.sent} records: statuses ${JSON.stringify(stats.statuses)}, p50 ${stats.p50} ms, p99 ${stats.p99} ms`);
    console.log(`${label}: (f) ${messagesOfSubject(volume)(1).replace(/filter\[subject\]=[^&]+/, 'filter[subject]={one of ' + subjects + '}')} as a member; the poster sent ${posted.sent}: statuses ${JSON.stringify(posted.statuses)}`);
    console.log(`${label}: (g) ${itemsOfCategory(volume)(1).replace(/filter\[categories\]=[^&]+/, 'filter[categories]={one of ' + volume.categories.length + '}').replace(/page\[number\]=\d+/, 'page[number]=n')} as a visitor`);
    console.log(`${label}: (i) ${articlesOfCategory(volume)(1).replace(/filter\[category\]=[^&]+/, 'filter[category]={one of ' + volume.articleCategories.length + '}').replace(/page\[number\]=\d+/, 'page[number]=n')} as a visitor`);
    console.log(`${label}: (j) ${articleScreen(volume)(1).replace(/articles\/[^?]+/, 'articles/{one of ' + volume.articles.length + '}')} then ${articleScreen(volume)(2).replace(/articles:[^&]+/, 'articles:{the same}')} as a visitor; the writer sent ${written.comments} comments and ${written.likes} likes: statuses ${JSON.stringify(written.statuses)}`);
    console.log(`${label}: (k) the forum block's reads of its home and of ${volume.forumCategories.length} categories' pages in turn (${forum.pages} calls), as a visitor; the poster sent ${postedK.sent}: statuses ${JSON.stringify(postedK.statuses)}`);
    console.log(`${label}: (h) ${commandsPage(1).replace(/page\[number\]=\d+/, 'page[number]=n')} (the back office's index of rental commands) as an admin, ${commandPages} pages`);
  } finally {
    await server.stop();
  }

  if (PROFILE) {
    const profileDir = mkdtempSync(join(tmpdir(), 'relais-profile-'));
    const profiled = await startServerProcess(base, { notInherited: [], nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] });
    try {
      await load(profiled.url + directoryPage(1), 3, { everyPage: true });
      const second = recordViews(profiled, await visitors(profiled, 20), homeId);
      await load(profiled.url + directoryPage(1), DURATION, { everyPage: true });
      second.stop();
    } finally {
      await profiled.stop();
    }
    summariseProfile(profileDir);
    rmSync(profileDir, { recursive: true, force: true });
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  try {
    const handle = await openDatabase({ pgliteDir: join(dataDir, 'pglite') });
    await migrate(handle);
    const started = Date.now();
    const seeded = await seed(handle.db, dataDir);
    console.log(`PGlite: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (the large set at scale ${VOLUME_SCALE}: ${seeded.volume.seconds.toFixed(1)} s)`);
    await handle.close();
    await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, seeded);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(url: string) {
  const name = `relais_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'relais-bench-'));
  try {
    const handle = await openDatabase({ databaseUrl: target.toString() });
    await migrate(handle);
    const started = Date.now();
    const seeded = await seed(handle.db, dataDir);
    console.log(`PostgreSQL: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s (the large set at scale ${VOLUME_SCALE}: ${seeded.volume.seconds.toFixed(1)} s)`);
    console.table(seeded.volume.counts);
    await handle.close();
    await measure('PostgreSQL', { DATABASE_URL: target.toString(), DATA_DIR: dataDir }, seeded);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function bundle() {
  const { initial, lazy, css, initialKb, withinBudget } = measureBundle();
  console.log('\nWeb bundle (gzip -9):');
  console.table(Object.fromEntries([...initial.map((c) => [c.file, { kind: 'entry', KB: c.kb.toFixed(1) }]), ...css.map((c) => [c.file, { kind: 'css', KB: c.kb.toFixed(1) }]), ...lazy.map((c) => [c.file, { kind: 'lazy', KB: c.kb.toFixed(1) }])]));
  console.log(`Public page JavaScript: ${initialKb.toFixed(1)} KB gzipped (budget ${PUBLIC_PAGE_BUDGET_KB} KB): ${withinBudget ? 'within' : 'OVER'} budget`);
}

const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
if (!only || only === 'bundle') bundle();
if (!only || only === 'home') await benchHome();
if (!only || only === 'editor') await benchEditor();
if (only === 'page-cpu') await benchPageCpu((process.argv.slice(2).filter((arg) => !arg.startsWith('--'))[1] ?? '/,/forum').split(','));
if (only === 'drawing') {
  const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'relais-profile-')) : undefined;
  await benchDrawing({ profileDir });
  if (profileDir) {
    summariseProfile(profileDir, 'the drawing scenario (its start and demo seed included)');
    rmSync(profileDir, { recursive: true, force: true });
  }
}
if (!only || only === 'pglite') await benchPglite();
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (only === 'faults' || only === 'soak') {
  if (pgUrl) await benchFaults(pgUrl, only);
  else console.log(`\n${only}: skipped (set BENCH_DATABASE_URL or DATABASE_URL).`);
}
if (only === 'catalogue') {
  if (pgUrl) await benchCatalogue(pgUrl);
  else console.log('\ncatalogue: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
if (only === 'organizations') {
  if (pgUrl) await benchOrganizations(pgUrl);
  else console.log('\norganizations: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
if (!only || only === 'postgres') {
  if (pgUrl) await benchPostgres(pgUrl);
  else console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
if (!only || only === 'search') {
  if (pgUrl) await benchSearch(pgUrl);
  else console.log('\n(q) search: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
if (!only || only === 'forms') {
  if (pgUrl) await benchForms(pgUrl);
  else console.log('\n(o) forms: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
if (!only || only === 'training-resources') {
  if (pgUrl) await benchTrainingResources(pgUrl);
  else console.log('\n(m) training resources: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
if (!only || only === 'rental') {
  if (pgUrl) await benchRental(pgUrl);
  else console.log('\n(n) rental: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
if (!only || only === 'l-item') {
  if (pgUrl) await benchRepositoryItem(pgUrl);
  else console.log('\n(l-item): skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
}
