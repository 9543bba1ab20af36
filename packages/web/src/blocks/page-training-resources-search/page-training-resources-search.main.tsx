import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import type { BlockProps } from '../block-types.ts';
import { ListPagination } from '../lists/list-controls.tsx';
import { ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { ResourceCard } from './resource-card.tsx';
import { recordsOf } from './training-model.ts';
import type { TrainingReference, TrainingResource } from './training-model.ts';
import { TrainingSearch } from './training-search.tsx';

type ListProps = Extract<BlockProps<'pageTrainingResourcesSearch'>, { screen: 'main' }>;

/**
 * Published resources, newest first, a page at a time: with the search by words, type and theme
 * (`withFilters`, the search block), or the words alone; an empty state that says what to do next
 * (search otherwise, or ask for the missing resource).
 */
export function ResourceList({ props, headingLevel, data, page, withFilters = true }: Pick<ListProps, 'props' | 'headingLevel' | 'data' | 'page'> & { withFilters?: boolean }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isNarrowed = ['q', 'type', 'theme'].some((name) => searchParams.get(name));
  const resources = recordsOf<TrainingResource>(data.resources);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.resources);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <TrainingSearch label={t('trainingResources.searchLabel')} types={recordsOf<TrainingReference>(data.types)} themes={recordsOf<TrainingReference>(data.themes)} withFilters={withFilters} />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {isNarrowed && total !== null ? t('trainingResources.results', { count: total }) : ''}
      </Typography>
      {resources.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{isNarrowed ? t('trainingResources.noResults') : t('trainingResources.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {resources.map((resource) => (
            <li key={resource.id}>
              <ResourceCard resource={resource} pagePath={page.path} headingLevel={nextLevel(headingLevel)} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.resources)} messages="trainingResources" />
      {props.requestsPath && (
        <Box sx={{ mt: 4, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>{t('trainingResources.missingOne')}</Typography>
          <Button component={SmartLink} href={props.requestsPath} variant="outlined">
            {t('trainingResources.askForOne')}
          </Button>
        </Box>
      )}
    </Container>
  );
}

/** The search block's list: words, type and theme. */
export function ResourceSearchList(blockProps: ListProps) {
  return <ResourceList {...blockProps} />;
}

/** The latest resources: the words alone. */
export function LatestResourceList(blockProps: ListProps) {
  return <ResourceList {...blockProps} withFilters={false} />;
}
