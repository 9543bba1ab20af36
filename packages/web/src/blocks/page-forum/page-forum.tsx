import { forumScreens, MAX_FORUM_SUBJECTS_PER_PAGE } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD } from '../lists/card-grid.tsx';

type Props = BlockProps<'pageForum'>;

// Each screen in a chunk of its own: a reader of a thread downloads no form, a visitor of the home no thread.
const home = lazyScreen(() => import('./page-forum.main.tsx').then((m) => m.ForumHome));
const subject = lazyScreen(() => import('./page-forum.id.tsx').then((m) => m.ForumSubjectScreen));
const create = lazyScreen(() => import('./page-forum.create.tsx').then((m) => m.ForumCreateScreen));
const update = lazyScreen(() => import('./page-forum.update.tsx').then((m) => m.ForumUpdateScreen));
const message = lazyScreen(() => import('./page-forum.message.tsx').then((m) => m.ForumMessageScreen));

/** The forum block's screens (spec, platform §2): its home on the page, a subject, and the forms. */
export function Forum(blockProps: Props) {
  switch (blockProps.screen) {
    case '/:id':
      return <subject.Screen {...blockProps} />;
    case '/create':
      return <create.Screen {...blockProps} />;
    case '/:id/update':
      return <update.Screen {...blockProps} />;
    case '/:subject/messages/:message':
      return <message.Screen {...blockProps} />;
    default:
      return <home.Screen {...blockProps} />;
  }
}

/** While the forum first loads: its heading's room and rows of placeholders. */
function ForumPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_FORUM_SUBJECTS_PER_PAGE) : 20;
  return <CardListPlaceholder above={LIST_HEAD} count={Math.min(perPage, 6)} />;
}

/** The forum block as the page renders it: it reads its screen's data first. */
export const PageForum = withScreenData('pageForum', forumScreens, Forum, ForumPlaceholder, {
  main: home.preload,
  '/:id': subject.preload,
  '/create': create.preload,
  '/:id/update': update.preload,
  '/:subject/messages/:message': message.preload,
});
