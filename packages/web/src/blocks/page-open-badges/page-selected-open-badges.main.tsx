import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { SelectedCards } from '../lists/selected-cards.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { BadgeCard } from './badge-card.tsx';
import type { OpenBadge } from './badge-card.tsx';

/** A few chosen badges in the editor's order; a draft or deleted one is left out. */
export function SelectedOpenBadgeList({ props, headingLevel, data, page }: Extract<BlockProps<'pageSelectedOpenBadges'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  return (
    <SelectedCards
      title={props.title}
      headingLevel={headingLevel}
      chosen={props.badges}
      records={recordsOf<OpenBadge>(data.badges)}
      empty={t('openBadges.noSelection')}
      card={(badge, level) => <BadgeCard badge={badge} pagePath={page.path} headingLevel={level} />}
    />
  );
}
