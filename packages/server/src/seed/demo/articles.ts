import type { EngineContext } from '../../jsonapi/context.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/**
 * The demo's articles area: the page `/articles` holding the articles block for the "Guides"
 * category (each guide opens at `/articles/<id>`), and a little life around the guides: likes and
 * comments, one of them answered. The publications seed writes the category and its guides
 * (content.ts); the page needs the category's id, so it is written after them.
 */
export const ARTICLES_PATH = '/articles';

export const articlesPage = (guidesId: string): DemoPage => ({
  path: ARTICLES_PATH,
  title: { en: 'Guides', fr: 'Guides' },
  description: {
    en: 'Practical guides on assistive technology, written and reviewed by therapists and members.',
    fr: 'Des guides pratiques sur les aides techniques, écrits et relus par des thérapeutes et des membres.',
  },
  components: [
    {
      name: 'pageArticles',
      props: {
        en: { title: 'Guides', subtitle: 'Switches, eye gaze, communication boards and funding, step by step.', category: guidesId, perPage: 6 },
        fr: { title: 'Guides', subtitle: 'Contacteurs, commande oculaire, tableaux de communication et financement, pas à pas.', category: guidesId, perPage: 6 },
      },
    },
  ],
});

/** What the Guides category says above its articles. */
export const GUIDES_ALERT = {
  alertText: {
    en: 'Every guide is reviewed by an occupational or speech therapist before it is published.',
    fr: 'Chaque guide est relu par un ergothérapeute ou un orthophoniste avant sa publication.',
  } satisfies Bilingual,
  alertLinkText: { en: 'Ask the team a question', fr: 'Poser une question à l’équipe' } satisfies Bilingual,
  alertLinkUrl: '/blog',
};

interface DemoComment {
  /** The guide commented, by its index in the category. */
  guide: number;
  content: Bilingual;
  answer?: Bilingual;
}

const COMMENTS: DemoComment[] = [
  {
    guide: 0,
    content: { en: '<p>The large switch worked for my son after weeks with a small one. Thank you!</p>', fr: '<p>Le grand contacteur a marché pour mon fils après des semaines avec un petit. Merci !</p>' },
    answer: { en: '<p>Glad to hear it. Try the same switch for the tablet next.</p>', fr: '<p>Ravis de l’apprendre. Essayez le même contacteur pour la tablette ensuite.</p>' },
  },
  { guide: 1, content: { en: '<p>Two seconds per step was still too fast for us at first; we started at three.</p>', fr: '<p>Deux secondes par pas, c’était encore trop rapide pour nous au début ; nous avons commencé à trois.</p>' } },
  { guide: 3, content: { en: '<p>Five points first is a good tip: nine points tired her out.</p>', fr: '<p>Commencer par cinq points est un bon conseil : neuf points la fatiguaient.</p>' } },
];

/** Guides liked by the demo's administrator. */
const LIKED = [0, 1, 3, 7];

/** Likes and comments on the guides, as the administrator writes them: the hooks keep the counters. */
export async function seedDemoGuidesLife(ctx: EngineContext, adminId: string, guideIds: readonly string[]): Promise<void> {
  const admin: EngineContext = { ...ctx, actor: { ...ctx.actor, userId: adminId } };
  for (const index of LIKED) {
    const id = guideIds[index];
    if (id) await createThrough(admin, 'likes', {}, { likable: ['articles', id] });
  }
  for (const { guide, content, answer } of COMMENTS) {
    const id = guideIds[guide];
    if (!id) continue;
    const commentId = await createThrough(admin, 'comments', withTranslations({}, { content }), { commentable: ['articles', id] });
    if (answer) await createThrough(admin, 'comments', withTranslations({}, { content: answer }), { commentable: ['articles', id], parentComment: ['comments', commentId] });
  }
}
