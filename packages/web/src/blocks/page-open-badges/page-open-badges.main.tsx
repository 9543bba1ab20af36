import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Container } from '../../components/container.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination, ListSearch } from '../lists/list-controls.tsx';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { pageCountOf } from '../lists/list-meta.ts';
import { ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { BadgeCard } from './badge-card.tsx';
import type { OpenBadge } from './badge-card.tsx';

/** The published badges, newest first, a page at a time, with the quick search. */
export function OpenBadgeList({ props, headingLevel, data, page }: Extract<BlockProps<'pageOpenBadges'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const badges = recordsOf<OpenBadge>(data.badges);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <ListSearch messages="openBadges" />
      {badges.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{searchParams.get('q') ? t('openBadges.noResults') : t('openBadges.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {badges.map((badge) => (
            <li key={badge.id}>
              <BadgeCard badge={badge} pagePath={page.path} headingLevel={nextLevel(headingLevel)} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.badges)} messages="openBadges" />
    </Container>
  );
}
