import { sql } from 'drizzle-orm';
import { COMMENTABLE_TYPES, LIKABLE_TYPES, RENTAL_STEP_TYPES, RENTAL_STRATEGIES, RENTAL_STRATEGIES_WITH_SHIPPING } from '@relais/domain';
import type { RentalStrategy } from '@relais/domain';
import { PASSWORD_MESSAGES, passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Executor } from '../../db/client.ts';
import { withSearchDocumentsDeferred } from '../../db/search-documents.ts';
import { tablesOf } from '../../services/tables.ts';
import type { Bilingual } from '../operations.ts';
import { systemContext, withTranslations } from '../operations.ts';
import { BulkWriter } from './bulk.ts';
import { Random } from './random.ts';
import {
  ARTICLE_CATEGORIES,
  DEVICES,
  FIRST_NAMES,
  FORUM_CATEGORIES,
  LAST_NAMES,
  organization,
  RENTAL_MODEL_CATEGORIES,
  REPOSITORY_CATEGORIES,
  richText,
  itemTitle,
  slugify,
  subjectTitle,
  TOPICS,
  CITIES,
} from './text.ts';

/**
 * `npm run seed -- --volume large`: a realistic data set of the size the platform must hold —
 * organizations, members, repository items with tags and categories, forum subjects and their
 * messages, rental commands with their lines and steps — written by multi-row INSERTs in one
 * transaction, each row's attributes checked as an API write checks them (`bulk.ts`), then the kept
 * counters set from the rows in one statement each. Deterministic: the same seed and date give
 * the same texts, ids and links.
 */

/** Rows of the large set; `scale` multiplies them (tests run a hundredth of it). */
export const LARGE_VOLUME = { organizations: 1_000, users: 2_000, repositoryItems: 10_000, forumSubjects: 2_500, forumMessages: 50_000, articles: 2_000, comments: 20_000, rentalCommands: 5_000 } as const;

/** Every volume account signs in with this password (so a bench or a tester can act as any member). */
export const VOLUME_PASSWORD = 'Volume-member-2026!';
/** The domain of the volume accounts' addresses; their presence means the set is already seeded. */
export const VOLUME_EMAIL_DOMAIN = 'volume.relais.test';

export interface VolumeOptions {
  /** Multiplies every count of `LARGE_VOLUME` (at least one row each). */
  scale?: number;
  seed?: number;
  /** The day the data set is written as of (rental periods and dates around it); today by default. */
  now?: Date;
  log?: (line: string) => void;
}

export interface VolumeResult {
  /** Rows written, by kind (and `kind.relationship` for links). */
  counts: Record<string, number>;
  milliseconds: number;
}

const DAY = 86_400_000;
const LEVELS = ['contact', 'potential_member', 'friendly_member', 'member_level_1', 'member_level_2'];

const iso = (date: Date) => date.toISOString();
const scaled = (count: number, scale: number) => Math.max(1, Math.round(count * scale));

/** Whether the volume set is there already (its accounts' domain). */
export async function hasVolume(db: Executor): Promise<boolean> {
  const users = tablesOf('users').table;
  const found = (await db.execute(sql`select 1 from ${users} where ${users.email} like ${`%@${VOLUME_EMAIL_DOMAIN}`} limit 1`)) as unknown as { rows: unknown[] };
  return found.rows.length > 0;
}

/** Sets each kept counter from the rows themselves, one statement per counter. */
async function setCounters(db: Executor) {
  const t = (type: string) => sql.identifier(tablesOf(type).resource.table);
  const join = (type: string, name: string) => sql.identifier(`${tablesOf(type).resource.table}_${name}`);
  await db.execute(sql`update ${t('forum-categories')} c set subjects_count = coalesce(s.n, 0) from ${t('forum-categories')} c2
    left join (select category_id, count(*)::int n from ${t('forum-subjects')} group by category_id) s on s.category_id = c2.id where c.id = c2.id`);
  // The latest activity goes with the latest message (a subject without messages keeps its creation, set when written).
  await db.execute(sql`update ${t('forum-subjects')} s set messages_count = m.n, latest_message_id = m.latest, last_activity_at = m.latest_at from (
    select distinct on (subject_id) subject_id, count(*) over (partition by subject_id)::int n, id latest, created_at latest_at
    from ${t('forum-subject-messages')} order by subject_id, created_at desc, id desc) m where m.subject_id = s.id`);
  for (const type of LIKABLE_TYPES) {
    await db.execute(sql`update ${t(type)} x set likes_count = coalesce(l.n, 0) from ${t(type)} x2
      left join (select likable_id, count(*)::int n from ${t('likes')} where likable_type = ${type} group by likable_id) l on l.likable_id = x2.id where x.id = x2.id`);
  }
  for (const type of COMMENTABLE_TYPES) {
    if (!tablesOf(type).resource.attributes.commentsCount) continue;
    await db.execute(sql`update ${t(type)} x set comments_count = coalesce(l.n, 0) from ${t(type)} x2
      left join (select commentable_id, count(*)::int n from ${t('comments')} where commentable_type = ${type} group by commentable_id) l on l.commentable_id = x2.id where x.id = x2.id`);
  }
  await db.execute(sql`update ${t('repository-categories')} c set repository_items_count = coalesce(f.n, 0) from ${t('repository-categories')} c2
    left join (select related_id, count(*)::int n from ${join('repository-items', 'categories')} group by related_id) f on f.related_id = c2.id where c.id = c2.id`);
  await db.execute(sql`update ${t('organizations')} o set repository_items_count = coalesce(i.n, 0) from ${t('organizations')} o2
    left join (select organization_id, count(*)::int n from ${t('repository-items')} group by organization_id) i on i.organization_id = o2.id where o.id = o2.id`);
}

/** The large data set, its search documents made once at the end (db/search-documents.ts). */
export function seedVolume(db: Executor, options: VolumeOptions = {}): Promise<VolumeResult> {
  return withSearchDocumentsDeferred(db, () => seedVolumeRows(db, options));
}

async function seedVolumeRows(db: Executor, { scale = 1, seed = 20_26, now = new Date(Math.floor(Date.now() / DAY) * DAY), log = () => {} }: VolumeOptions = {}): Promise<VolumeResult> {
  const started = performance.now();
  const random = new Random(seed);
  const ctx = systemContext(db);
  const bulk = new BulkWriter(ctx);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const step = (label: string) => log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const bilingual = (translated: Record<string, Bilingual | undefined>, values: Record<string, unknown> = {}) => withTranslations(values, translated);
  // Bodies drawn from a pool per device: each distinct text is sanitised once (the sanitiser's memo),
  // which a rich text per row would not allow in minutes.
  const pools = new Map<string, Bilingual[]>();
  const pooled = (name: string, size: number, device: (typeof DEVICES)[number]) => {
    const key = `${name}:${device.en}`;
    let pool = pools.get(key);
    if (!pool) pools.set(key, (pool = Array.from({ length: size }, () => richText(random, device))));
    return random.pick(pool);
  };

  // Organizations, each with a slug of its own.
  const organizationIds: string[] = [];
  const organizationCity = new Map<string, string>();
  const slugs = new Set<string>();
  const organizations = Array.from({ length: scaled(LARGE_VOLUME.organizations, scale) }, (_, n) => {
    const id = random.uuid();
    const o = organization(random, n);
    let slug = slugify([o.name, o.unitName].filter(Boolean).join(' '));
    for (let k = 2; slugs.has(slug); k++) slug = `${slugify(o.name)}-${k}`;
    slugs.add(slug);
    organizationIds.push(id);
    organizationCity.set(id, o.city);
    const createdAt = at(random.int(30, 1500));
    return bulk.values(
      'organizations',
      bilingual(
        { shortDescription: o.about, description: { en: `<p>${o.about.en}</p>${richText(random).en}`, fr: `<p>${o.about.fr}</p>${richText(random).fr}` } },
        { name: o.name, unitName: o.unitName, slug, country: o.country, contactEmail: `contact@${slug.slice(0, 40)}.example.org`, contactPhone: `+33 4 ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`, contactAddress: `${random.int(1, 120)} rue de la République, ${o.city}` },
      ),
      { id, accessLevelId: random.pick(LEVELS), createdAt, updatedAt: createdAt },
    );
  });
  await bulk.insert('organizations', organizations);
  step(`${organizations.length} organizations`);

  // Members: one shared password hash (hashing thousands of passwords is not what is measured).
  const problem = passwordProblem(VOLUME_PASSWORD);
  if (problem) throw new Error(`VOLUME_PASSWORD: ${PASSWORD_MESSAGES[problem]}`);
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  const userIds: string[] = [];
  const organizationOf = new Map<string, string | null>();
  const memberships: { ownerId: string; relatedId: string; position: number }[] = [];
  const administrators: { ownerId: string; relatedId: string; position: number }[] = [];
  const users = Array.from({ length: scaled(LARGE_VOLUME.users, scale) }, (_, n) => {
    const id = random.uuid();
    const [firstName, lastName] = [random.pick(FIRST_NAMES), random.pick(LAST_NAMES)];
    const locale = random.chance(0.7) ? 'fr' : 'en';
    const createdAt = at(random.int(1, 1500));
    // Most members belong to an organization; the first member of each administers it.
    const organizationId = n < organizationIds.length ? organizationIds[n]! : random.chance(0.75) ? random.pick(organizationIds) : null;
    if (organizationId) memberships.push({ ownerId: id, relatedId: organizationId, position: 0 });
    if (n < organizationIds.length) administrators.push({ ownerId: organizationId!, relatedId: id, position: 0 });
    userIds.push(id);
    organizationOf.set(id, organizationId);
    return bulk.values(
      'users',
      {
        firstName,
        lastName,
        email: `${slugify(firstName)}.${slugify(lastName)}.${n + 1}@${VOLUME_EMAIL_DOMAIN}`,
        locale,
        editionLocale: locale,
        emailVerifiedAt: iso(createdAt),
        validatedAt: iso(new Date(createdAt.getTime() + DAY)),
        organizationName: null,
      },
      { id, password: passwordHash, accessLevelId: random.pick(LEVELS), createdAt, updatedAt: createdAt },
    );
  });
  await bulk.insert('users', users);
  await bulk.link('users', 'organizations', memberships);
  await bulk.link('organizations', 'administrators', administrators);
  step(`${users.length} users`);

  // Tags and repository categories, then the items, each with one to four tags and one or two categories.
  const tagIds: string[] = [];
  const tags = [...DEVICES.map((d) => ({ en: d.en, fr: d.fr })), ...TOPICS].map((name) => {
    const id = random.uuid();
    tagIds.push(id);
    return bulk.values('tags', bilingual({ name }), { id });
  });
  await bulk.insert('tags', tags);
  const categoryIds: string[] = [];
  const repositoryCategories = REPOSITORY_CATEGORIES.map((name, n) => {
    const id = random.uuid();
    categoryIds.push(id);
    return bulk.values('repository-categories', bilingual({ name, shortDescription: { en: `Shared ${name.en.toLowerCase()}.`, fr: `${name.fr} partagés par les membres.` } }), { id, createdAt: at(2000 - n) });
  });
  await bulk.insert('repository-categories', repositoryCategories);
  const itemTags: { ownerId: string; relatedId: string; position: number }[] = [];
  const itemCategories: { ownerId: string; relatedId: string; position: number }[] = [];
  const items = Array.from({ length: scaled(LARGE_VOLUME.repositoryItems, scale) }, () => {
    const id = random.uuid();
    const { title, device } = itemTitle(random);
    const author = random.pick(userIds);
    const createdAt = at(random.next() * 1100);
    random.sample(tagIds, random.int(1, 4)).forEach((tag, position) => itemTags.push({ ownerId: id, relatedId: tag, position }));
    random.sample(categoryIds, random.int(1, 2)).forEach((category, position) => itemCategories.push({ ownerId: id, relatedId: category, position }));
    return bulk.values(
      'repository-items',
      bilingual({ title, description: pooled('item', 60, device), printerSettingsDescription: random.chance(0.3) ? { en: '<p>0.2 mm layers, 20% infill, PETG.</p>', fr: '<p>Couches de 0,2 mm, remplissage 20 %, PETG.</p>' } : undefined }),
      { id, createdById: author, updatedById: author, organizationId: random.chance(0.6) ? organizationOf.get(author) : null, createdAt, updatedAt: createdAt },
    );
  });
  await bulk.insert('repository-items', items);
  await bulk.link('repository-items', 'tags', itemTags);
  await bulk.link('repository-items', 'categories', itemCategories);
  step(`${items.length} repository items`);

  // The forum: categories under their parents, subjects in the child categories, messages in the subjects.
  const forumCategories: Record<string, unknown>[] = [];
  const leafCategories: string[] = [];
  FORUM_CATEGORIES.forEach((parent, p) => {
    const parentId = random.uuid();
    forumCategories.push(bulk.values('forum-categories', bilingual({ name: parent.name }, { isParent: true, position: p }), { id: parentId }));
    parent.children.forEach((name, c) => {
      const id = random.uuid();
      leafCategories.push(id);
      forumCategories.push(bulk.values('forum-categories', bilingual({ name, shortDescription: { en: `Questions and experience about ${name.en.toLowerCase()}.`, fr: `Questions et retours d’expérience : ${name.fr.toLowerCase()}.` } }, { isParent: false, position: c }), { id, parentId }));
    });
  });
  await bulk.insert('forum-categories', forumCategories);
  const subjectCount = scaled(LARGE_VOLUME.forumSubjects, scale);
  const messageCount = Math.max(subjectCount, scaled(LARGE_VOLUME.forumMessages, scale));
  const subjects: Record<string, unknown>[] = [];
  const messages: Record<string, unknown>[] = [];
  const subjectTags: { ownerId: string; relatedId: string; position: number }[] = [];
  // Subjects' tags drawn from a source of their own, so every other row is the one the set had before them.
  const tagging = new Random(seed ^ 0x74616773);
  for (let s = 0; s < subjectCount; s++) {
    const id = random.uuid();
    const { title, device } = subjectTitle(random);
    const author = random.pick(userIds);
    const createdAt = at(5 + random.next() * 700);
    // Messages spread unevenly: a few busy subjects, many short ones.
    const share = Math.floor(messageCount / subjectCount) + (s < messageCount % subjectCount ? 1 : 0);
    let time = createdAt.getTime();
    let latest = createdAt;
    const ids: string[] = [];
    for (let m = 0; m < share; m++) {
      const messageId = random.uuid();
      const writer = m === 0 ? author : random.pick(userIds);
      time += random.int(10, 60 * 24 * 3) * 60_000;
      const when = new Date(Math.min(time, now.getTime() - 60_000));
      latest = when;
      const text = pooled('message', 80, device);
      // Written in one language mostly, sometimes with its translation.
      const content = random.chance(0.15) ? text : random.chance(0.65) ? { fr: text.fr } : { en: text.en };
      messages.push(
        bulk.values('forum-subject-messages', withTranslations({}, { content: content as Bilingual }), {
          id: messageId,
          subjectId: id,
          parentMessageId: m > 1 && random.chance(0.2) ? random.pick(ids) : null,
          createdById: writer,
          updatedById: writer,
          createdAt: when,
          updatedAt: when,
        }),
      );
      ids.push(messageId);
    }
    subjects.push(
      bulk.values('forum-subjects', bilingual({ title }, { publishedAt: iso(createdAt), hasComments: true }), {
        id,
        categoryId: random.pick(leafCategories),
        createdById: author,
        updatedById: author,
        organizationId: random.chance(0.3) ? organizationOf.get(author) : null,
        limitToAdmin: false,
        createdAt,
        updatedAt: latest,
        lastActivityAt: latest,
      }),
    );
    // About one subject in two carries one or two of the tags.
    if (tagging.chance(0.5)) tagging.sample(tagIds, tagging.int(1, 2)).forEach((tag, position) => subjectTags.push({ ownerId: id, relatedId: tag, position }));
  }
  await bulk.insert('forum-subjects', subjects);
  await bulk.link('forum-subjects', 'tags', subjectTags);
  await bulk.insert('forum-subject-messages', messages);
  // Likes: about one subject in two and one message in three, each by distinct members.
  const likes = [...subjects.map((row) => ['forum-subjects', row, 0.5] as const), ...messages.map((row) => ['forum-subject-messages', row, 0.35] as const)].flatMap(([type, row, share]) =>
    random.chance(share) ? random.sample(userIds, random.int(1, 4)).map((user) => bulk.values('likes', {}, { id: random.uuid(), userId: user, likableType: type, likableId: row.id, createdAt: row.createdAt })) : [],
  );
  await bulk.insert('likes', likes);
  step(`${subjects.length} forum subjects, ${messages.length} messages, ${likes.length} likes`);

  // Articles in four categories, published over two years, with threaded comments and likes.
  const articleCategories = ARTICLE_CATEGORIES.map((name, n) => bulk.values('categories', bilingual({ name }, { defaultLayoutId: 'pagination', allowContributions: n === 0 }), { id: random.uuid() }));
  await bulk.insert('categories', articleCategories);
  const articleCount = scaled(LARGE_VOLUME.articles, scale);
  const commentCount = Math.max(articleCount, scaled(LARGE_VOLUME.comments, scale));
  const articleRows: Record<string, unknown>[] = [];
  const commentRows: Record<string, unknown>[] = [];
  for (let a = 0; a < articleCount; a++) {
    const id = random.uuid();
    const { title, device } = subjectTitle(random);
    const author = random.pick(userIds);
    const publishedAt = at(2 + random.next() * 720);
    articleRows.push(
      bulk.values('articles', bilingual({ title, shortDescription: { en: `What we learnt about ${device.en.toLowerCase()}.`, fr: `Ce que nous avons appris : ${device.fr.toLowerCase()}.` }, content: pooled('article', 60, device) }, { status: 'published', publishedAt: iso(publishedAt), hasComments: true, position: a }), {
        id,
        categoryId: random.pick(articleCategories).id,
        createdById: author,
        updatedById: author,
        organizationId: random.chance(0.4) ? organizationOf.get(author) : null,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      }),
    );
    const share = Math.floor(commentCount / articleCount) + (a < commentCount % articleCount ? 1 : 0);
    const ids: string[] = [];
    let time = publishedAt.getTime();
    for (let c = 0; c < share; c++) {
      const commentId = random.uuid();
      time += random.int(10, 60 * 24 * 5) * 60_000;
      const when = new Date(Math.min(time, now.getTime() - 60_000));
      const writer = random.pick(userIds);
      commentRows.push(
        bulk.values('comments', withTranslations({}, { content: pooled('comment', 40, device) }), {
          id: commentId,
          commentableType: 'articles',
          commentableId: id,
          parentCommentId: c > 0 && random.chance(0.25) ? random.pick(ids) : null,
          authorId: writer,
          createdAt: when,
          updatedAt: when,
        }),
      );
      ids.push(commentId);
    }
  }
  await bulk.insert('articles', articleRows);
  await bulk.insert('comments', commentRows);
  const articleLikes = articleRows.flatMap((row) => (random.chance(0.6) ? random.sample(userIds, random.int(1, 6)).map((user) => bulk.values('likes', {}, { id: random.uuid(), userId: user, likableType: 'articles', likableId: row.id, createdAt: row.createdAt })) : []));
  await bulk.insert('likes', articleLikes);
  step(`${articleRows.length} articles, ${commentRows.length} comments, ${articleLikes.length} likes`);

  // Rental: a catalogue of models and items, then commands with their lines and steps.
  const modelCategories = RENTAL_MODEL_CATEGORIES.map((name) => bulk.values('rental-model-categories', bilingual({ name }), { id: random.uuid() }));
  await bulk.insert('rental-model-categories', modelCategories);
  const models = Array.from({ length: 60 }, (_, n) => {
    const d = DEVICES[n % DEVICES.length]!;
    const model = `${['Pro', 'Mini', 'Go', 'One', 'Plus'][Math.floor(n / DEVICES.length) % 5]} ${100 + n}`;
    return bulk.values(
      'rental-models',
      bilingual({ name: { en: `${d.en} ${model}`, fr: `${d.fr} ${model}` }, description: richText(random, d) }, { rentingPrice: random.int(15, 250) * 100 }),
      { id: random.uuid(), categoryId: random.pick(modelCategories).id },
    );
  });
  await bulk.insert('rental-models', models);
  const itemsOfModel = new Map<string, string[]>();
  const rentalItems = models.flatMap((model, m) =>
    Array.from({ length: 10 }, (_, n) => {
      const id = random.uuid();
      itemsOfModel.set(model.id as string, [...(itemsOfModel.get(model.id as string) ?? []), id]);
      return bulk.values('rental-items', { stockId: `RX-${String(m * 10 + n + 1).padStart(4, '0')}`, conditionDescription: random.pick(['As new.', 'Light scratches on the case.', 'Worn straps, works well.']) }, { id, rentalModelId: model.id });
    }),
  );
  await bulk.insert('rental-items', rentalItems);
  const addressOf = new Map<string, string>();
  const addresses: Record<string, unknown>[] = [];
  const addressFor = (userId: string, organizationId: string | null) => {
    const key = organizationId ?? userId;
    let id = addressOf.get(key);
    if (!id) {
      id = random.uuid();
      addressOf.set(key, id);
      const city = (organizationId && organizationCity.get(organizationId)) || random.pick(CITIES.FR!);
      addresses.push(
        bulk.values(
          'addresses',
          { fullName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, line1: `${random.int(1, 200)} avenue Jean-Jaurès`, postalCode: String(random.int(10_000, 95_999)), city },
          { id, userId: organizationId ? null : userId, ownerOrganizationId: organizationId },
        ),
      );
    }
    return id;
  };
  const commands: Record<string, unknown>[] = [];
  const lines: Record<string, unknown>[] = [];
  const steps: Record<string, unknown>[] = [];
  const progressTypes = RENTAL_STEP_TYPES.filter((type) => type !== 'cancellation');
  for (let c = 0; c < scaled(LARGE_VOLUME.rentalCommands, scale); c++) {
    const id = random.uuid();
    const commandBy = random.pick(userIds);
    const rentBy = organizationOf.get(commandBy) ?? null;
    const strategy = random.pick(RENTAL_STRATEGIES) as RentalStrategy;
    const billing = addressFor(commandBy, rentBy);
    const createdAt = at(random.int(-5, 700) + 10);
    const startAt = new Date(createdAt.getTime() + random.int(3, 30) * DAY);
    const endAt = new Date(startAt.getTime() + random.int(7, 90) * DAY);
    commands.push(
      bulk.values(
        'rental-commands',
        {
          rentalStrategy: strategy,
          isIndividual: rentBy === null,
          startAt: iso(startAt),
          endAt: iso(endAt),
          comment: random.chance(0.3) ? random.pick(['Delivery in the afternoon, please.', 'Merci de prévoir la notice en français.', 'For a two-week trial before funding.']) : null,
          rentFor: random.chance(0.2) ? `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}` : null,
          shippingPrice: RENTAL_STRATEGIES_WITH_SHIPPING.includes(strategy) ? 1500 : 0,
        },
        { id, commandById: commandBy, rentById: rentBy, billingAddressId: billing, shippingAddressId: RENTAL_STRATEGIES_WITH_SHIPPING.includes(strategy) || strategy === 'mixed' ? billing : null, createdAt, updatedAt: createdAt },
      ),
    );
    for (const model of random.sample(models, random.int(1, 3))) {
      lines.push(bulk.values('rental-command-items', { rentingPrice: model.rentingPrice }, { id: random.uuid(), commandId: id, rentalModelId: model.id, itemId: random.pick(itemsOfModel.get(model.id as string)!), createdAt }));
    }
    // Steps done in order up to where the command is by now; a few are cancelled on the way.
    const elapsed = now.getTime() < startAt.getTime() ? random.int(0, 4) : now.getTime() < endAt.getTime() ? 5 : random.int(6, progressTypes.length);
    const cancelled = elapsed < 5 && random.chance(0.05);
    progressTypes.forEach((stepType, position) => {
      const done = position < elapsed;
      const status = cancelled ? (done ? 'success' : 'hidden') : done ? 'success' : position === elapsed ? 'pending' : 'hidden';
      const doneAt = done ? new Date(Math.min(createdAt.getTime() + (position + 1) * DAY, now.getTime())) : null;
      steps.push(bulk.values('rental-command-steps', { position, doneAt: doneAt && iso(doneAt) }, { id: random.uuid(), commandId: id, stepTypeId: stepType, statusId: status, createdAt }));
    });
    if (cancelled) steps.push(bulk.values('rental-command-steps', { position: progressTypes.length, doneAt: iso(createdAt), comment: 'Cancelled by the renter.' }, { id: random.uuid(), commandId: id, stepTypeId: 'cancellation', statusId: 'success', createdAt }));
  }
  await bulk.insert('addresses', addresses);
  await bulk.insert('rental-commands', commands);
  await bulk.insert('rental-command-items', lines);
  await bulk.insert('rental-command-steps', steps);
  step(`${commands.length} rental commands, ${lines.length} lines, ${steps.length} steps`);

  await setCounters(db);
  step('counters');
  return { counts: Object.fromEntries(bulk.counts), milliseconds: Math.round(performance.now() - started) };
}
