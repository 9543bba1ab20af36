import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { SelectedCards } from '../lists/selected-cards.tsx';
import { ResourceCard } from './resource-card.tsx';
import { recordsOf } from './training-model.ts';
import type { TrainingResource } from './training-model.ts';

/** A few chosen resources in the editor's order; one the reader may not read (or deleted) is left out. Each opens under this page. */
export function SelectedResources({ props, headingLevel, data, page }: Extract<BlockProps<'pageSelectedResources'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  return (
    <SelectedCards
      title={props.title}
      headingLevel={headingLevel}
      chosen={props.resources}
      records={recordsOf<TrainingResource>(data.resources)}
      empty={t('trainingResources.noSelection')}
      card={(resource, level) => <ResourceCard resource={resource} pagePath={page.path} headingLevel={level} />}
    />
  );
}
