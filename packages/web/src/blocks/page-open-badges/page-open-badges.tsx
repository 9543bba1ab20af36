import { MAX_OPEN_BADGES_PER_PAGE, openBadgesScreens, selectedOpenBadgesScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD, SELECTION_HEAD } from '../lists/card-grid.tsx';

// The list, the selection, a badge's screen and an assertion's screen each in a chunk of its own.
const list = lazyScreen(() => import('./page-open-badges.main.tsx').then((m) => m.OpenBadgeList));
const selection = lazyScreen(() => import('./page-selected-open-badges.main.tsx').then((m) => m.SelectedOpenBadgeList));
const badge = lazyScreen(() => import('./page-open-badges.id.tsx').then((m) => m.OpenBadgeScreen));
const assertion = lazyScreen(() => import('./page-open-badges.assertions-id.tsx').then((m) => m.AssertionScreen));

type BadgesProps = BlockProps<'pageOpenBadges'>;

/** The open badges block (spec, platform §2 "Open badges: /:id, /assertions/:id"). */
export function OpenBadges(blockProps: BadgesProps) {
  if (blockProps.screen === '/:id') return <badge.Screen {...blockProps} />;
  if (blockProps.screen === '/assertions/:id') return <assertion.Screen {...blockProps} />;
  return <list.Screen {...blockProps} />;
}

export function SelectedOpenBadges(blockProps: BlockProps<'pageSelectedOpenBadges'>) {
  if (blockProps.screen !== 'main') return OpenBadges(blockProps as unknown as BadgesProps);
  return <selection.Screen {...blockProps} />;
}

function ListPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_OPEN_BADGES_PER_PAGE) : 12;
  return <CardListPlaceholder above={LIST_HEAD} count={perPage} />;
}

function SelectionPlaceholder({ props }: { props: Record<string, unknown> }) {
  return <CardListPlaceholder above={SELECTION_HEAD} count={Array.isArray(props.badges) ? Math.min(props.badges.length, 3) : 0} />;
}

const chunks = { '/:id': badge.preload, '/assertions/:id': assertion.preload };

export const PageOpenBadges = withScreenData('pageOpenBadges', openBadgesScreens, OpenBadges, ListPlaceholder, { main: list.preload, ...chunks });
export const PageSelectedOpenBadges = withScreenData('pageSelectedOpenBadges', selectedOpenBadgesScreens, SelectedOpenBadges, SelectionPlaceholder, { main: selection.preload, ...chunks });
