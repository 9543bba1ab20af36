import { MAX_TRAININGS_PER_PAGE, selectedTrainingsScreens, trainingsScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD, SELECTION_HEAD } from '../lists/card-grid.tsx';

// The list, the selection and a training's screen each in a chunk of its own.
const list = lazyScreen(() => import('./page-trainings.main.tsx').then((m) => m.TrainingList));
const selection = lazyScreen(() => import('./page-selected-trainings.main.tsx').then((m) => m.SelectedTrainingList));
const training = lazyScreen(() => import('./page-trainings.id.tsx').then((m) => m.TrainingScreen));

type TrainingsProps = BlockProps<'pageTrainings'>;

/** The trainings block (spec, platform §2 "Trainings: /:id"): the list on the page, a training at `/:id`. */
export function Trainings(blockProps: TrainingsProps) {
  if (blockProps.screen === '/:id') return <training.Screen {...blockProps} />;
  return <list.Screen {...blockProps} />;
}

export function SelectedTrainings(blockProps: BlockProps<'pageSelectedTrainings'>) {
  if (blockProps.screen === '/:id') return <training.Screen {...(blockProps as unknown as Extract<TrainingsProps, { screen: '/:id' }>)} />;
  return <selection.Screen {...blockProps} />;
}

function ListPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_TRAININGS_PER_PAGE) : 12;
  return <CardListPlaceholder above={LIST_HEAD} count={perPage} isCompact />;
}

function SelectionPlaceholder({ props }: { props: Record<string, unknown> }) {
  return <CardListPlaceholder above={SELECTION_HEAD} count={Array.isArray(props.trainings) ? Math.min(props.trainings.length, 3) : 0} isCompact />;
}

export const PageTrainings = withScreenData('pageTrainings', trainingsScreens, Trainings, ListPlaceholder, { main: list.preload, '/:id': training.preload });
export const PageSelectedTrainings = withScreenData('pageSelectedTrainings', selectedTrainingsScreens, SelectedTrainings, SelectionPlaceholder, { main: selection.preload, '/:id': training.preload });
