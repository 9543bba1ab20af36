/**
 * The list calls on the largest kinds, on the large data set (`npm run seed -- --volume large`):
 *
 * (f) a subject's forum messages with their authors, as a signed-in member, each request another
 *     subject, while members post messages (5 a second);
 * (g) the repository items of a category with their tags and categories, as a visitor, each request
 *     another category and page, while page views are recorded (20 a second);
 * (h) the rental commands, newest first, as the back office's index asks for them (run.ts reads
 *     the call its screen makes), as an administrator, each request another page, while page views
 *     are recorded;
 * (i) a category's articles as the articles block lists them, as a visitor, each request another
 *     category and page, while members write 5 comments and 20 likes a second;
 * (j) an article's screen with its comments, as a visitor: its read and its first page of comments
 *     (with their authors) in turn, each pair another article, under the same writes;
 * (k) the forum's home and a category's subjects page, as a visitor, each call one of the reads the
 *     forum block's screens make (the domain's `forumScreens`), each category screen another category
 *     and page, while members post messages (5 a second).
 */
import { sql } from 'drizzle-orm';
import { forumMessagesRead, forumScreens, screenReads } from '@relais/domain';
import type { BlockScreen } from '@relais/domain';
import type { Database } from '../../packages/server/src/db/client.ts';
import { loadConfig } from '../../packages/server/src/config.ts';
import { seedIfEmpty } from '../../packages/server/src/seed/seed.ts';
import { seedVolume, VOLUME_EMAIL_DOMAIN, VOLUME_PASSWORD } from '../../packages/server/src/seed/volume/index.ts';
import { BENCH_ADMIN } from './admin.ts';
import type { ServerProcess } from '../../packages/server/src/test/server-process.ts';

export const VOLUME_SCALE = Number(process.env.BENCH_VOLUME_SCALE ?? 1);
const PAGE_SIZE = 20;

export interface VolumeTargets {
  subjects: string[];
  categories: { id: string; pages: number }[];
  articles: string[];
  articleCategories: { id: string; pages: number }[];
  /** The forum's categories that hold subjects, with their pages of subjects. */
  forumCategories: { id: string; pages: number }[];
  memberEmail: string;
  seconds: number;
  counts: Record<string, number>;
}

/**
 * The bench admin (the server would not make it on a database with users), then the large data set;
 * answers what the scenarios walk through.
 */
export async function seedVolumeForBench(db: Database, dataDir: string, scale = VOLUME_SCALE): Promise<VolumeTargets> {
  await seedIfEmpty({ db, config: loadConfig({ DATA_DIR: dataDir, ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, SEED_DEMO: 'false' }) });
  const result = await db.transaction((tx) => seedVolume(tx, { scale }));
  const column = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const subjects = (await column<{ id: string }>(sql`select id from forum_subjects order by md5(id::text)`)).map((row) => row.id);
  const categories = (await column<{ id: string; n: number }>(sql`select id, repository_items_count n from repository_categories order by id`)).map((row) => ({ id: row.id, pages: Math.max(1, Math.ceil(row.n / PAGE_SIZE)) }));
  const articles = (await column<{ id: string }>(sql`select id from articles order by md5(id::text)`)).map((row) => row.id);
  const articleCategories = (
    await column<{ id: string; n: number }>(sql`select c.id, count(a.id)::int n from categories c join articles a on a.category_id = c.id group by c.id order by c.id`)
  ).map((row) => ({ id: row.id, pages: Math.max(1, Math.ceil(row.n / PAGE_SIZE)) }));
  const forumCategories = (await column<{ id: string; n: number }>(sql`select id, subjects_count n from forum_categories where subjects_count > 0 order by id`)).map((row) => ({
    id: row.id,
    pages: Math.max(1, Math.ceil(row.n / FORUM_PROPS.perPage)),
  }));
  const [{ email } = { email: '' }] = await column<{ email: string }>(sql`select email from users where email like ${`%@${VOLUME_EMAIL_DOMAIN}`} order by email limit 1`);
  return { subjects, categories, articles, articleCategories, forumCategories, memberEmail: email, seconds: result.milliseconds / 1000, counts: result.counts };
}

/** A subject's first page of messages, as the forum block's thread screen reads it (`forumMessagesRead` of the domain). */
export const messagesOfSubject = (targets: VolumeTargets) => (n: number) => forumMessagesRead(targets.subjects[(n - 1) % targets.subjects.length]!, PAGE_SIZE, 1).url;

/** Category `n mod categories`, at a page of it that walks on each round of the categories. */
export const itemsOfCategory = (targets: VolumeTargets) => (n: number) => {
  const category = targets.categories[(n - 1) % targets.categories.length]!;
  const page = (Math.floor((n - 1) / targets.categories.length) % category.pages) + 1;
  return `/api/v1/repository-items?filter[categories]=${category.id}&include=tags,categories&sort=-createdAt&page[size]=${PAGE_SIZE}&page[number]=${page}`;
};

/** A member's session (or another user's, with their password): their cookies and anti-forgery header, after a real sign-in. */
export async function signInMember(server: ServerProcess, email: string, headers: Record<string, string>, password = VOLUME_PASSWORD): Promise<Record<string, string>> {
  const boot = await fetch(`${server.url}/api/v1/users/me`, { headers });
  const jar = new Map(boot.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split(/=(.*)/s) as [string, string]));
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      cookie: cookie(),
      'x-xsrf-token': jar.get('XSRF-TOKEN')!,
      'x-requested-with': 'XMLHttpRequest',
      // Behind the bench's proxy, the member signs in from the address its boot call came from.
      ...(headers['x-forwarded-for'] ? { 'x-forwarded-for': headers['x-forwarded-for'] } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`The volume member could not sign in: ${login.status} ${await login.text()}`);
  for (const set of login.headers.getSetCookie()) {
    const [name, value] = set.split(';')[0]!.split(/=(.*)/s) as [string, string];
    jar.set(name, value);
  }
  return { cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN')! };
}

/** The writer beside (f): a member posts a message in a subject `perSecond` times a second, until stopped. */
export function postMessages(server: ServerProcess, member: Record<string, string>, subjects: string[], perSecond: number, headers: Record<string, string>) {
  const statuses = new Map<number, number>();
  let sent = 0;
  const timer = setInterval(() => {
    const subject = subjects[(sent++ * 7) % subjects.length]!;
    fetch(`${server.url}/api/v1/forum-subject-messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/vnd.api+json', ...member },
      body: JSON.stringify({ data: { type: 'forum-subject-messages', attributes: { content: `<p>Merci pour ce retour, message ${sent}.</p>` }, relationships: { subject: { data: { type: 'forum-subjects', id: subject } } } } }),
    })
      .then((response) => statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1))
      .catch(() => statuses.set(0, (statuses.get(0) ?? 0) + 1));
  }, 1000 / perSecond);
  return {
    stop() {
      clearInterval(timer);
      return { sent, statuses: Object.fromEntries(statuses) };
    },
  };
}

/** The forum block as the demo places it. */
const FORUM_PROPS = { title: 'Forum', perPage: 20, messagesPerPage: 20 };

/**
 * (k): the reads of the forum's screens in turn: the home's, then a category's page (its first pages
 * with the pinned subjects), each category screen the next category and, round after round, its next page.
 */
export function forumScreenCalls(targets: VolumeTargets): { pageOf: (n: number) => string; pages: number } {
  const reads = (query: Record<string, string>) => Object.values(screenReads(forumScreens.main as BlockScreen<never, never>, { props: FORUM_PROPS, params: {}, query }));
  const calls: string[] = [];
  const rounds = Math.max(1, ...targets.forumCategories.map((category) => category.pages));
  for (let round = 0; round < rounds && calls.length < 20_000; round += 1) {
    for (const category of targets.forumCategories) {
      calls.push(...reads({}));
      calls.push(...reads({ category: category.id, ...(round % category.pages > 0 ? { page: String((round % category.pages) + 1) } : {}) }));
    }
  }
  return { pageOf: (n: number) => calls[(n - 1) % calls.length]!, pages: calls.length };
}

/** (i): category `n mod categories` of the articles, at a page that walks on each round, as the articles block lists it. */
export const articlesOfCategory = (targets: VolumeTargets) => (n: number) => {
  const category = targets.articleCategories[(n - 1) % targets.articleCategories.length]!;
  const page = (Math.floor((n - 1) / targets.articleCategories.length) % category.pages) + 1;
  return `/api/v1/articles?filter[category]=${category.id}&sort=-publishedAt&page[size]=${PAGE_SIZE}&page[number]=${page}&fields[articles]=title,shortDescription,publishedAt,image,likesCount,commentsCount&include=image`;
};

/** (j): an article's screen, its read (odd `n`) and its first page of comments with their authors (even `n`), each pair another article. */
export const articleScreen = (targets: VolumeTargets) => (n: number) => {
  const id = targets.articles[Math.floor((n - 1) / 2) % targets.articles.length]!;
  return n % 2 === 1
    ? `/api/v1/articles/${id}?include=image`
    : `/api/v1/comments?filter[commentable]=articles:${id}&sort=createdAt&page[size]=${PAGE_SIZE}`;
};

/** The writers beside (i) and (j): a member comments on articles `comments` times and likes them `likes` times a second, until stopped. */
export function writeInteractions(server: ServerProcess, member: Record<string, string>, articles: string[], { comments, likes }: { comments: number; likes: number }, headers: Record<string, string>) {
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let commented = 0;
  let liked = 0;
  const send = (body: unknown, type: string) =>
    fetch(`${server.url}/api/v1/${type}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/vnd.api+json', ...member }, body: JSON.stringify(body) })
      .then((response) => count(response.status))
      .catch(() => count(0));
  const commenting = setInterval(() => {
    const id = articles[(commented++ * 13) % articles.length]!;
    void send({ data: { type: 'comments', attributes: { content: `<p>Merci, très utile (${commented}).</p>` }, relationships: { commentable: { data: { type: 'articles', id } } } } }, 'comments');
  }, 1000 / comments);
  const liking = setInterval(() => {
    // Each like another article, from the far end of the list: one like per member and article.
    const id = articles[articles.length - 1 - (liked++ % articles.length)]!;
    void send({ data: { type: 'likes', attributes: {}, relationships: { likable: { data: { type: 'articles', id } } } } }, 'likes');
  }, 1000 / likes);
  return {
    stop() {
      clearInterval(commenting);
      clearInterval(liking);
      return { comments: commented, likes: liked, statuses: Object.fromEntries(statuses) };
    },
  };
}
