/**
 * The list calls on the largest kinds, on the large data set (`npm run seed -- --volume large`):
 *
 * (f) a subject's forum messages with their authors, as a signed-in member, each request another
 *     subject, while members post messages (5 a second);
 * (g) the repository items of a category with their tags and categories, as a visitor, each request
 *     another category and page, while page views are recorded (20 a second);
 * (h) the rental commands, newest first, as the back office's index asks for them (run.ts reads
 *     the call its screen makes), as an administrator, each request another page, while page views
 *     are recorded.
 */
import { sql } from 'drizzle-orm';
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
  const [{ email } = { email: '' }] = await column<{ email: string }>(sql`select email from users where email like ${`%@${VOLUME_EMAIL_DOMAIN}`} order by email limit 1`);
  return { subjects, categories, memberEmail: email, seconds: result.milliseconds / 1000, counts: result.counts };
}

export const messagesOfSubject = (targets: VolumeTargets) => (n: number) =>
  `/api/v1/forum-subject-messages?filter[subject]=${targets.subjects[(n - 1) % targets.subjects.length]}&include=createdBy&sort=createdAt&page[size]=${PAGE_SIZE}` +
  '&fields[users]=firstName,lastName,fullName,avatarUrl';

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
    headers: { accept: 'application/json', 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN')!, 'x-requested-with': 'XMLHttpRequest' },
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
