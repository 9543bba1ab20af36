import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InteractionBar } from '../../components/interactions/index.ts';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { Byline } from '../lists/byline.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { TypeAndThemes } from '../page-training-resources-search/resource-card.tsx';
import { itemPath, recordsOf } from '../page-training-resources-search/training-model.ts';
import type { TrainingRequest, TrainingResource } from '../page-training-resources-search/training-model.ts';
import { useRequestWrites } from './request-writes.ts';

const RequestEdit = lazy(() => import('./request-edit.tsx').then((m) => ({ default: m.RequestEdit })));
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

type RequestProps = Extract<BlockProps<'pageTrainingResourcesRequests'>, { screen: '/:request' }>;

/**
 * One request for a missing resource: its title as the document title and h1, type, themes and
 * byline, what it asks for and the page inspiring it, the resources it would build on, the resources
 * answering it; members support it with the shared like; its writer changes or withdraws it.
 */
export function RequestScreen({ data, page, props }: RequestProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [request] = recordsOf<TrainingRequest>(data.request);
  const answers = recordsOf<TrainingResource>(data.answers);
  useDocumentTitle(request?.title ?? null, false, request?.description || null);
  const { remove, refresh } = useRequestWrites();
  const [isDeleting, setIsDeleting] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  if (!request) return null;
  const resourcesPath = props.resourcesPath ?? null;
  const resourceLink = (resource: { id: string; title?: string }) => (resourcesPath ? <SmartLink href={itemPath(resourcesPath, resource.id)}>{resource.title}</SmartLink> : resource.title);
  const extended = (request.extendedResources ?? []).filter((resource) => resource.title);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('trainingResources.backToRequests')}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <InLanguageText locale={fallbackLocaleOf(request, 'title')} isMarked>
            {request.title}
          </InLanguageText>
        </BlockHeading>
        <TypeAndThemes item={request} />
        <Byline item={request} messages="trainingResources" sx={{ mb: 3 }} />
        {request.description && (
          <Box lang={fallbackLocaleOf(request, 'description')}>
            <RichText html={request.description} />
          </Box>
        )}
        {request.inspirationUrl && (
          <Button component={SmartLink} href={request.inspirationUrl} isBlank variant="outlined" sx={{ mt: 1 }}>
            {t('trainingResources.openInspiration')}
          </Button>
        )}
        {extended.length > 0 && (
          <Box component="section" sx={{ mt: 4 }}>
            <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t('trainingResources.extendedResources')}
            </BlockHeading>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {extended.map((resource) => (
                <li key={resource.id}>{resourceLink(resource)}</li>
              ))}
            </Box>
          </Box>
        )}
        <Box component="section" sx={{ mt: 4 }}>
          <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {t('trainingResources.answers')}
          </BlockHeading>
          {answers.length ? (
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {answers.map((resource) => (
                <li key={resource.id}>{resourceLink(resource)}</li>
              ))}
            </Box>
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>{t('trainingResources.notAnswered')}</Typography>
          )}
        </Box>
        {/* Supporting a request is liking it (the shared like); share and report come with it. */}
        <Box sx={{ mt: 4 }}>
          <InteractionBar target={{ type: 'training-resource-requests', id: request.id }} title={request.title} likesCount={request.likesCount ?? 0} />
        </Box>
        {isEditing ? (
          <Suspense fallback={null}>
            <RequestEdit request={request} onDone={() => setIsEditing(false)} />
          </Suspense>
        ) : (
          (request.canEdit || request.canDelete) && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 3 }}>
              {request.canEdit && (
                <Button variant="outlined" onClick={() => setIsEditing(true)}>
                  {t('trainingResources.editRequest')}
                </Button>
              )}
              {request.canDelete && (
                <Button color="error" onClick={() => setIsDeleting(true)}>
                  {t('trainingResources.deleteRequest')}
                </Button>
              )}
            </Box>
          )
        )}
      </Box>
      {isDeleting && (
        <Suspense fallback={null}>
          <ConfirmDialog
            isOpen
            title={t('trainingResources.deleteRequestTitle')}
            message={t('trainingResources.deleteRequestMessage')}
            confirmLabel={t('trainingResources.deleteRequest')}
            isDangerous
            isBusy={remove.isPending}
            onCancel={() => setIsDeleting(false)}
            onConfirm={() =>
              void remove.mutateAsync(request.id).then(async () => {
                await navigate(page.path);
                toast(t('trainingResources.requestDeleted'));
                await refresh();
              })
            }
          />
        </Suspense>
      )}
    </Container>
  );
}
