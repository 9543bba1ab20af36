import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { ResourceCard } from './resource-card.tsx';
import { recordsOf } from './training-model.ts';
import type { TrainingResource } from './training-model.ts';

/** A few chosen resources in the editor's order; one the reader may not read (or deleted) is left out. Each opens under this page. */
export function SelectedResources({ props, headingLevel, data, page }: Extract<BlockProps<'pageSelectedResources'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  const byId = new Map(recordsOf<TrainingResource>(data.resources).map((resource) => [resource.id, resource]));
  const resources = props.resources.flatMap((id) => byId.get(id) ?? []);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {props.title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {props.title}
        </BlockHeading>
      )}
      {resources.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('trainingResources.noSelection')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {resources.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} pagePath={page.path} headingLevel={props.title ? nextLevel(headingLevel) : headingLevel} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
