import { MAX_RENTAL_MODELS_PER_PAGE, rentalModelsScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { lazyScreen } from '../screen-data/lazy-screen.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CardListPlaceholder, LIST_HEAD } from '../lists/card-grid.tsx';

type Props = BlockProps<'pageRentalModels'>;

const list = lazyScreen(() => import('./page-rental-models.main.tsx').then((m) => m.RentalModelList));
const model = lazyScreen(() => import('./page-rental-models.rentalModel.tsx').then((m) => m.RentalModelScreen));

/** The rental catalogue's screens: its models on the page, and at `{page}/:rentalModel` a model with its availability (issue 26). */
export function RentalModels(blockProps: Props) {
  return blockProps.screen === '/:rentalModel' ? <model.Screen {...blockProps} /> : <list.Screen {...blockProps} />;
}

function RentalModelsPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_RENTAL_MODELS_PER_PAGE) : 12;
  return <CardListPlaceholder above={LIST_HEAD} count={perPage} />;
}

export const PageRentalModels = withScreenData('pageRentalModels', rentalModelsScreens, RentalModels, RentalModelsPlaceholder, { main: list.preload, '/:rentalModel': model.preload });
