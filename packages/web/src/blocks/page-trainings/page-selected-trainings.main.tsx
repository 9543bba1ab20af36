import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { SelectedCards } from '../lists/selected-cards.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { TrainingCard } from './training-card.tsx';
import type { Training } from './training-card.tsx';

/** A few chosen trainings in the editor's order; one deleted since is left out. Each opens under this page. */
export function SelectedTrainingList({ props, headingLevel, data, page }: Extract<BlockProps<'pageSelectedTrainings'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  return (
    <SelectedCards
      title={props.title}
      headingLevel={headingLevel}
      chosen={props.trainings}
      records={recordsOf<Training>(data.trainings)}
      empty={t('trainings.noSelection')}
      card={(training, level) => <TrainingCard training={training} pagePath={page.path} headingLevel={level} />}
    />
  );
}
