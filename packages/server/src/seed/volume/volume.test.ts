import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { seedIfEmpty } from '../seed.ts';
import { hasVolume, LARGE_VOLUME, seedVolume, VOLUME_EMAIL_DOMAIN, VOLUME_PASSWORD } from './index.ts';
import type { VolumeResult } from './index.ts';

/** The large set at a fiftieth of its size: same code path, seconds instead of minutes. */
const SCALE = 0.02;
const NOW = new Date('2026-03-01T00:00:00Z');

describe.each(TEST_DATABASES)('the large data set, at a reduced scale, on %s', (database) => {
  let t: TestApp;
  let result: VolumeResult;
  const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const count = async (table: string) => Number((await rows(sql`select count(*)::int n from ${sql.identifier(table)}`))[0]!.n);

  beforeAll(async () => {
    t = await createTestApp(database);
    await seedIfEmpty({ db: t.database.db, config: { ...t.config, seedDemo: false } });
    expect(await hasVolume(t.database.db)).toBe(false);
    result = await t.database.db.transaction((tx) => seedVolume(tx, { scale: SCALE, now: NOW }));
  }, 120_000);
  afterAll(() => t.close());

  it('writes the scaled number of rows of each kind, with tags, categories, lines and steps', async () => {
    const expected = {
      organizations: LARGE_VOLUME.organizations * SCALE,
      users: LARGE_VOLUME.users * SCALE,
      repository_items: LARGE_VOLUME.repositoryItems * SCALE,
      forum_subjects: LARGE_VOLUME.forumSubjects * SCALE,
      forum_subject_messages: LARGE_VOLUME.forumMessages * SCALE,
      articles: LARGE_VOLUME.articles * SCALE,
      comments: LARGE_VOLUME.comments * SCALE,
      rental_commands: LARGE_VOLUME.rentalCommands * SCALE,
    };
    for (const [table, n] of Object.entries(expected)) {
      // The tables hold the seed's rows and the reference data's (the system user, the admin).
      expect(await count(table), table).toBeGreaterThanOrEqual(n);
    }
    expect(result.counts).toMatchObject({ organizations: 20, users: 40, 'repository-items': 200, 'forum-subjects': 50, 'forum-subject-messages': 1000, articles: 40, comments: 400, 'rental-commands': 100 });
    // Each article's kept comment count is its comments'.
    const counted = (await t.database.db.execute(sql`select count(*)::int n from articles a where a.comments_count <> (select count(*) from comments c where c.commentable_type = 'articles' and c.commentable_id = a.id)`)) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]!.n).toBe(0);
    expect(await count('repository_items_tags')).toBeGreaterThanOrEqual(200);
    expect(await count('repository_items_categories')).toBeGreaterThanOrEqual(200);
    // About one subject in two carries tags, and they read through the tag filter.
    expect(await count('forum_subjects_tags')).toBeGreaterThanOrEqual(15);
    expect(await count('rental_command_items')).toBeGreaterThanOrEqual(100);
    expect(await count('rental_command_steps')).toBeGreaterThanOrEqual(700);
    expect(await hasVolume(t.database.db)).toBe(true);
  });

  it('leaves every kept counter equal to a count of the rows', async () => {
    const wrong = await rows(sql`
      select 'forum-categories' kind, c.id::text from forum_categories c where c.subjects_count <> (select count(*) from forum_subjects s where s.category_id = c.id)
      union all select 'forum-subjects', s.id::text from forum_subjects s where s.messages_count <> (select count(*) from forum_subject_messages m where m.subject_id = s.id)
        or s.latest_message_id is distinct from (select m.id from forum_subject_messages m where m.subject_id = s.id order by m.created_at desc, m.id desc limit 1)
        or s.last_activity_at is distinct from coalesce((select max(m.created_at) from forum_subject_messages m where m.subject_id = s.id), s.created_at)
      union all select 'repository-categories', c.id::text from repository_categories c where c.repository_items_count <> (select count(*) from repository_items_categories f where f.related_id = c.id)
      union all select 'organizations', o.id::text from organizations o where o.repository_items_count <> (select count(*) from repository_items i where i.organization_id = o.id)
      union all select 'forum-subjects likes', s.id::text from forum_subjects s where s.likes_count <> (select count(*) from likes l where l.likable_type = 'forum-subjects' and l.likable_id = s.id)
      union all select 'forum-subject-messages likes', m.id::text from forum_subject_messages m where m.likes_count <> (select count(*) from likes l where l.likable_type = 'forum-subject-messages' and l.likable_id = m.id)`);
    expect(wrong).toEqual([]);
    const [totals] = await rows(sql`select (select sum(subjects_count)::int from forum_categories) subjects, (select sum(messages_count)::int from forum_subjects) messages`);
    expect(totals).toEqual({ subjects: 50, messages: 1000 });
    const [liked] = await rows(sql`select (select sum(likes_count)::int from forum_subject_messages) counted, (select count(*)::int from likes where likable_type = 'forum-subject-messages') likes`);
    expect(liked!.counted).toBe(liked!.likes);
    expect(liked!.likes).toBeGreaterThan(100);
  });

  it('stores translatable texts by language, unique slugs, and links to the reference data', async () => {
    const [subject] = await rows(sql`select title from forum_subjects limit 1`);
    expect(subject!.title).toEqual({ en: expect.any(String), fr: expect.any(String) });
    const [slugs] = await rows(sql`select count(*)::int n, count(distinct slug)::int d from organizations where slug is not null`);
    expect(slugs!.n).toBe(slugs!.d);
    const steps = await rows(sql`select distinct step_type_id from rental_command_steps s join rental_command_step_types t on t.id = s.step_type_id`);
    expect(steps.length).toBeGreaterThanOrEqual(5);
    const levels = await rows(sql`select count(*)::int n from organizations o join access_levels a on a.id = o.access_level_id`);
    expect(levels[0]!.n).toBe(20);
  });

  it('is read through the API: a subject\'s messages with their authors, items of a category with tags, commands for an admin', async () => {
    const admin = await signIn(t, { isAdmin: true });
    const [subject] = await rows(sql`select id, messages_count from forum_subjects order by id limit 1`);
    const messages = await t.app.inject({ method: 'GET', url: `/api/v1/forum-subject-messages?filter[subject]=${subject!.id}&include=createdBy&page[size]=100`, headers: admin.headers });
    expect(messages.statusCode).toBe(200);
    expect(messages.json().data).toHaveLength(subject!.messages_count as number);
    expect(messages.json().included.every((row: { type: string }) => row.type === 'users')).toBe(true);

    const [category] = await rows(sql`select id, repository_items_count from repository_categories order by id limit 1`);
    const items = await t.app.inject({ method: 'GET', url: `/api/v1/repository-items?filter[categories]=${category!.id}&include=tags,categories&page[size]=100`, headers: { 'accept-language': 'fr' } });
    expect(items.statusCode).toBe(200);
    expect(items.json().meta.page.total).toBe(category!.repository_items_count);
    expect(items.json().data[0].attributes.title).toMatch(/ pour /);
    expect(items.json().included.map((row: { type: string }) => row.type)).toEqual(expect.arrayContaining(['tags', 'repository-categories']));

    const commands = await t.app.inject({ method: 'GET', url: '/api/v1/rental-commands?sort=-createdAt&page[size]=20&include=commandBy,rentBy', headers: admin.headers });
    expect(commands.statusCode).toBe(200);
    expect(commands.json().meta.page.total).toBe(100);
    expect(commands.json().data[0].attributes.status).toEqual(expect.any(String));
  });

  it('gives its members a password they sign in with', async () => {
    const [member] = await rows(sql`select email from users where email like ${`%@${VOLUME_EMAIL_DOMAIN}`} order by email limit 1`);
    const response = await t.app.inject({ method: 'POST', url: '/auth/login', headers: await visitorHeaders(t), payload: { email: member!.email, password: VOLUME_PASSWORD } });
    expect(response.statusCode).toBe(200);
  });
});
