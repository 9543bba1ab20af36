import { MAX_TRAINING_RESOURCES_PER_PAGE, selectedResourcesScreens, trainingResourcesScreens, trainingResourcesSearchScreens } from '@relais/domain';
import type { ReactNode } from 'react';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD, SELECTION_HEAD } from '../lists/card-grid.tsx';

// The list, a resource's screen (with its interactions) and a review's screen each in a chunk of its own.
const searchList = lazyScreen(() => import('./page-training-resources-search.main.tsx').then((m) => m.ResourceSearchList));
const latestList = lazyScreen(() => import('./page-training-resources-search.main.tsx').then((m) => m.LatestResourceList));
const selection = lazyScreen(() => import('./page-selected-resources.main.tsx').then((m) => m.SelectedResources));
const resource = lazyScreen(() => import('./page-training-resources-search.resource.tsx').then((m) => m.ResourceScreen));
const review = lazyScreen(() => import('./page-training-resources-search.reviews-review.tsx').then((m) => m.ReviewScreen));

type SearchProps = BlockProps<'pageTrainingResourcesSearch'>;

/** A resources block's screens (spec, platform §2: `/:resource`, `/reviews/:review`, the same for the three), `list` on the page. */
function screenOf(blockProps: SearchProps, list: (props: Extract<SearchProps, { screen: 'main' }>) => ReactNode) {
  if (blockProps.screen === '/:resource') return <resource.Screen {...blockProps} />;
  if (blockProps.screen === '/reviews/:review') return <review.Screen {...blockProps} />;
  return list(blockProps);
}

export function TrainingResourcesSearch(blockProps: SearchProps) {
  return screenOf(blockProps, (main) => <searchList.Screen {...main} />);
}

// The three blocks share their props' shape for the sub-routes; only their lists differ.
export function TrainingResources(blockProps: BlockProps<'pageTrainingResources'>) {
  return screenOf(blockProps as unknown as SearchProps, (main) => <latestList.Screen {...main} />);
}

export function SelectedResources(blockProps: BlockProps<'pageSelectedResources'>) {
  return screenOf(blockProps as unknown as SearchProps, () => <selection.Screen {...(blockProps as Extract<BlockProps<'pageSelectedResources'>, { screen: 'main' }>)} />);
}

/** While the list first loads: its heading's room and a page of card placeholders. */
function ResourcesPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_TRAINING_RESOURCES_PER_PAGE) : 12;
  return <CardListPlaceholder above={LIST_HEAD} count={perPage} />;
}

function SelectionPlaceholder({ props }: { props: Record<string, unknown> }) {
  return <CardListPlaceholder above={SELECTION_HEAD} count={Array.isArray(props.resources) ? Math.min(props.resources.length, 3) : 0} />;
}

const chunks = { '/:resource': resource.preload, '/reviews/:review': review.preload };

export const PageTrainingResourcesSearch = withScreenData('pageTrainingResourcesSearch', trainingResourcesSearchScreens, TrainingResourcesSearch, ResourcesPlaceholder, { main: searchList.preload, ...chunks });
export const PageTrainingResources = withScreenData('pageTrainingResources', trainingResourcesScreens, TrainingResources, ResourcesPlaceholder, { main: latestList.preload, ...chunks });
export const PageSelectedResources = withScreenData('pageSelectedResources', selectedResourcesScreens, SelectedResources, SelectionPlaceholder, { main: selection.preload, ...chunks });
