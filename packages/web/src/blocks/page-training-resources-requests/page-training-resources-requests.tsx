import { MAX_TRAINING_RESOURCES_PER_PAGE, selectedRequestsScreens, trainingRequestsScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD, SELECTION_HEAD } from '../lists/card-grid.tsx';

// The list and a request's screen (with its interactions) each in a chunk of its own.
const list = lazyScreen(() => import('./page-training-resources-requests.main.tsx').then((m) => m.RequestList));
const selection = lazyScreen(() => import('./page-training-resources-requests.main.tsx').then((m) => m.SelectedRequests));
const request = lazyScreen(() => import('./page-training-resources-requests.request.tsx').then((m) => m.RequestScreen));

/** The requests block's screens: its list on the page, and at `{page}/:request` one request (spec, platform §2). */
export function TrainingResourcesRequests(blockProps: BlockProps<'pageTrainingResourcesRequests'>) {
  return blockProps.screen === '/:request' ? <request.Screen {...blockProps} /> : <list.Screen {...blockProps} />;
}

export function SelectedRequests(blockProps: BlockProps<'pageSelectedRequests'>) {
  return blockProps.screen === '/:request' ? <request.Screen {...(blockProps as unknown as Extract<BlockProps<'pageTrainingResourcesRequests'>, { screen: '/:request' }>)} /> : <selection.Screen {...blockProps} />;
}

function RequestsPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_TRAINING_RESOURCES_PER_PAGE) : 12;
  return <CardListPlaceholder above={LIST_HEAD} count={perPage} />;
}

function SelectionPlaceholder({ props }: { props: Record<string, unknown> }) {
  return <CardListPlaceholder above={SELECTION_HEAD} count={Array.isArray(props.requests) ? Math.min(props.requests.length, 3) : 0} />;
}

export const PageTrainingResourcesRequests = withScreenData('pageTrainingResourcesRequests', trainingRequestsScreens, TrainingResourcesRequests, RequestsPlaceholder, { main: list.preload, '/:request': request.preload });
export const PageSelectedRequests = withScreenData('pageSelectedRequests', selectedRequestsScreens, SelectedRequests, SelectionPlaceholder, { main: selection.preload, '/:request': request.preload });
