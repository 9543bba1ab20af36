import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { BadgeCard } from './badge-card.tsx';
import type { OpenBadge } from './badge-card.tsx';

/** A few chosen badges in the editor's order; a draft or deleted one is left out. */
export function SelectedOpenBadgeList({ props, headingLevel, data, page }: Extract<BlockProps<'pageSelectedOpenBadges'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  const byId = new Map(recordsOf<OpenBadge>(data.badges).map((badge) => [badge.id, badge]));
  const badges = props.badges.flatMap((id) => byId.get(id) ?? []);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {props.title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {props.title}
        </BlockHeading>
      )}
      {badges.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('openBadges.noSelection')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {badges.map((badge) => (
            <li key={badge.id}>
              <BadgeCard badge={badge} pagePath={page.path} headingLevel={props.title ? nextLevel(headingLevel) : headingLevel} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
