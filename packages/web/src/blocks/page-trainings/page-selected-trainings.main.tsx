import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { BlockProps } from '../block-types.ts';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { recordsOf } from '../page-training-resources-search/training-model.ts';
import { TrainingCard } from './training-card.tsx';
import type { Training } from './training-card.tsx';

/** A few chosen trainings in the editor's order; one deleted since is left out. Each opens under this page. */
export function SelectedTrainingList({ props, headingLevel, data, page }: Extract<BlockProps<'pageSelectedTrainings'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  const byId = new Map(recordsOf<Training>(data.trainings).map((training) => [training.id, training]));
  const trainings = props.trainings.flatMap((id) => byId.get(id) ?? []);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {props.title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {props.title}
        </BlockHeading>
      )}
      {trainings.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('trainings.noSelection')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {trainings.map((training) => (
            <li key={training.id}>
              <TrainingCard training={training} pagePath={page.path} headingLevel={props.title ? nextLevel(headingLevel) : headingLevel} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
