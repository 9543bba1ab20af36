import type { EngineContext } from '../../jsonapi/context.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual } from '../operations.ts';
import { GUIDES_ALERT } from './articles.ts';
import { BLOG_POSTS } from './blog.ts';
import { MORE_GUIDES } from './content-library.ts';

/**
 * Demo publishing content, in English and French: tags, two article categories with their
 * articles, blog posts (one for members only) and calendar events to come. All signed by the demo
 * organization and written through the operations, as an administrator's saves would be.
 */

const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` from now (negative: in the past) at a round hour, so the demo reads naturally. */
const daysFromNow = (days: number, hour = 10) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

const TAGS: Bilingual[] = [
  { en: 'Eye tracking', fr: 'Suivi du regard' },
  { en: '3D printing', fr: 'Impression 3D' },
  { en: 'Augmentative communication', fr: 'Communication alternative' },
];

interface DemoArticle {
  title: Bilingual;
  shortDescription: Bilingual;
  content: Bilingual;
}

const GUIDES: DemoArticle[] = [
  {
    title: { en: 'Choosing a first switch', fr: 'Choisir un premier contacteur' },
    shortDescription: { en: 'Size, force and feedback: what to try first.', fr: 'Taille, force et retour : quoi essayer d’abord.' },
    content: {
      en: '<p>Start with a large switch that needs little force, placed where the movement is most reliable.</p>',
      fr: '<p>Commencez par un grand contacteur demandant peu de force, placé là où le mouvement est le plus sûr.</p>',
    },
  },
  {
    title: { en: 'Setting up scanning', fr: 'Régler le défilement' },
    shortDescription: { en: 'Speed and order of scanning, step by step.', fr: 'Vitesse et ordre du défilement, pas à pas.' },
    content: {
      en: '<p>Begin slowly: a scan step of two seconds, then shorten it as the user gains confidence.</p>',
      fr: '<p>Commencez lentement : un pas de deux secondes, puis raccourcissez-le à mesure que l’utilisateur prend confiance.</p>',
    },
  },
];

const NEWS: DemoArticle = {
  title: { en: 'The lending library opens', fr: 'La ludothèque de prêt ouvre' },
  shortDescription: { en: 'Borrow devices for a month before you buy.', fr: 'Empruntez des aides techniques un mois avant d’acheter.' },
  content: { en: '<p>Members may now borrow devices for a month.</p>', fr: '<p>Les membres peuvent désormais emprunter des aides techniques pendant un mois.</p>' },
};

const EVENTS = [
  {
    title: { en: 'Eye-tracking workshop', fr: 'Atelier suivi du regard' },
    description: { en: '<p>Try three eye trackers with our therapists.</p>', fr: '<p>Essayez trois commandes oculaires avec nos ergothérapeutes.</p>' },
    isRealLocation: true,
    location: '12 rue de la République, Lyon',
    inDays: 10,
    hours: 3,
  },
  {
    title: { en: 'Online: communication boards', fr: 'En ligne : tableaux de communication' },
    description: { en: '<p>A one-hour introduction to building boards.</p>', fr: '<p>Une heure d’introduction à la création de tableaux.</p>' },
    isRealLocation: false,
    location: 'Video call (link sent to registrants)',
    inDays: 17,
    hours: 1,
  },
  {
    title: { en: 'Open lab day', fr: 'Journée portes ouvertes de l’atelier' },
    description: { en: '<p>See the printers and the lending library.</p>', fr: '<p>Découvrez les imprimantes et la ludothèque de prêt.</p>' },
    isRealLocation: true,
    location: 'Relais lab, Villeurbanne',
    inDays: 31,
    hours: 6,
  },
];

type Relationships = Parameters<typeof createThrough>[3];

/** How one seeded publication differs from the others: its plain attributes, its texts in both languages, when it came out. */
interface Publication {
  attributes?: Record<string, unknown>;
  texts: Record<string, Bilingual>;
  daysAgo: number;
  relationships?: Relationships;
}

/**
 * Answers the ids of the articles the demo mailing links (the news first, then the first two guides),
 * of the Guides category (its page is written next) and of its guides, in their order.
 */
export async function seedDemoPublications(ctx: EngineContext, organizationId: string): Promise<{ articleIds: string[]; guidesId: string; guideIds: string[] }> {
  /** A publication of `type`, signed by the demo organization, as an administrator would save it. */
  const publish = (type: string, { attributes = {}, texts, daysAgo, relationships = {} }: Publication) =>
    createThrough(ctx, type, withTranslations({ ...attributes, publishedAt: daysFromNow(-daysAgo) }, texts), { organization: ['organizations', organizationId], ...relationships });
  for (const name of TAGS) await createThrough(ctx, 'tags', withTranslations({}, { name }));

  const category = (name: Bilingual, layout: string, allowContributions: boolean, alert: Partial<typeof GUIDES_ALERT> = {}) =>
    createThrough(ctx, 'categories', withTranslations({ defaultLayoutId: layout, allowContributions, hasSource: true, alertLinkUrl: alert.alertLinkUrl ?? null }, { name, alertText: alert.alertText, alertLinkText: alert.alertLinkText }));
  // The guides a newcomer finds on /articles, a page of six at a time, in the category's order.
  const guides = await category({ en: 'Guides', fr: 'Guides' }, 'pagination', true, GUIDES_ALERT);
  const news = await category({ en: 'News', fr: 'Actualités' }, 'pagination', false);
  const article = (texts: DemoArticle, categoryId: string, position: number, daysAgo: number) =>
    publish('articles', { attributes: { status: 'published', position }, texts: { ...texts }, daysAgo, relationships: { category: ['categories', categoryId] } });
  const guideIds: string[] = [];
  for (const [position, guide] of [...GUIDES, ...MORE_GUIDES].entries()) guideIds.push(await article(guide, guides, position, 60 - 4 * position));
  const newsId = await article(NEWS, news, 0, 5);

  for (const { slug, daysAgo, membersOnly, ...texts } of BLOG_POSTS) {
    await publish('blog-posts', { attributes: { slug }, texts, daysAgo, relationships: { accessLevel: ['access-levels', membersOnly ? 'member_level_1' : null] } });
  }

  for (const { title, description, inDays, hours, ...place } of EVENTS) {
    const startAt = daysFromNow(inDays, 9);
    const endAt = new Date(new Date(startAt).getTime() + hours * 60 * 60 * 1000).toISOString();
    await publish('calendar-events', { attributes: { ...place, startAt, endAt }, texts: { title, description }, daysAgo: 1 });
  }
  return { articleIds: [newsId, ...guideIds.slice(0, 2)], guidesId: guides, guideIds };
}
