import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination } from '../lists/list-controls.tsx';
import { ListHeading, nextLevel } from '../shared/block-heading.tsx';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { RequestCard } from '../page-training-resources-search/resource-card.tsx';
import { itemPath, recordsOf } from '../page-training-resources-search/training-model.ts';
import type { TrainingReference, TrainingRequest } from '../page-training-resources-search/training-model.ts';
import { TrainingSearch } from '../page-training-resources-search/training-search.tsx';
import { RequestForm } from './request-form.tsx';
import { useRequestWrites } from './request-writes.ts';

type ListProps = Extract<BlockProps<'pageTrainingResourcesRequests'>, { screen: 'main' }>;

/**
 * Requests for missing resources, newest first, with the search by words, type and theme; a member
 * asks for one (the form opens here, the new request's screen follows), a visitor is invited to sign in.
 */
export function RequestList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMember();
  const [searchParams] = useSearchParams();
  const [isAsking, setIsAsking] = useState(false);
  const { create } = useRequestWrites();
  const isNarrowed = ['q', 'type', 'theme'].some((name) => searchParams.get(name));
  const requests = recordsOf<TrainingRequest>(data.requests);
  const types = recordsOf<TrainingReference>(data.types);
  const themes = recordsOf<TrainingReference>(data.themes);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.requests);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <Box sx={{ mb: 3 }}>
        {member.isMember ? (
          isAsking ? (
            <RequestForm
              types={types}
              themes={themes}
              submitLabel={t('trainingResources.sendRequest')}
              onCancel={() => setIsAsking(false)}
              onSend={async (values) => {
                const created = await create.mutateAsync(values);
                setIsAsking(false);
                toast(t('trainingResources.requestSent'));
                await navigate(itemPath(page.path, created.id));
              }}
            />
          ) : (
            <Button variant="contained" onClick={() => setIsAsking(true)}>
              {t('trainingResources.askForOne')}
            </Button>
          )
        ) : (
          member.isVisitor &&
          member.canSignIn && (
            <Button component={SmartLink} href={member.signInHref} variant="outlined">
              {t('trainingResources.signInToAsk')}
            </Button>
          )
        )}
      </Box>
      <TrainingSearch label={t('trainingResources.searchRequestsLabel')} types={types} themes={themes} />
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {isNarrowed && total !== null ? t('trainingResources.requestResults', { count: total }) : ''}
      </Typography>
      {requests.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{isNarrowed ? t('trainingResources.noRequestResults') : t('trainingResources.noRequests')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} pagePath={page.path} headingLevel={nextLevel(headingLevel)} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.requests)} messages="trainingResources" />
    </Container>
  );
}

/** A few chosen requests in the editor's order; each opens under this page. */
export function SelectedRequests({ props, headingLevel, data, page }: Extract<BlockProps<'pageSelectedRequests'>, { screen: 'main' }>) {
  const { t } = useTranslation();
  const byId = new Map(recordsOf<TrainingRequest>(data.requests).map((request) => [request.id, request]));
  const requests = props.requests.flatMap((id) => byId.get(id) ?? []);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {props.title && (
        <ListHeading title={props.title} headingLevel={headingLevel} pageTitle={page.title} />
      )}
      {requests.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('trainingResources.noSelection')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} pagePath={page.path} headingLevel={props.title ? nextLevel(headingLevel) : headingLevel} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}
