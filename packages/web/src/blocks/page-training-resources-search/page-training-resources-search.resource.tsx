import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { CommentThread, InteractionBar } from '../../components/interactions/index.ts';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { Byline } from '../lists/byline.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { TypeAndThemes } from './resource-card.tsx';
import { ReviewSection } from './review-section.tsx';
import { itemPath, recordsOf } from './training-model.ts';
import type { TrainingResource } from './training-model.ts';

type ResourceProps = Extract<BlockProps<'pageTrainingResourcesSearch'>, { screen: '/:resource' }>;

/** A titled part of the resource's screen (an h2 and what it holds). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </BlockHeading>
      {children}
    </Box>
  );
}

/**
 * One training resource (spec, issue 25 item 2): its title as the document title and h1, its type,
 * themes and byline; its description, source, original authors, licence, usage notes and updates;
 * its files; the resources it grows from and the requests it answers; its reviews (average and
 * count, the member's own); the shared like, share and report; its comments.
 */
export function ResourceScreen({ data, page, props }: ResourceProps) {
  const { t } = useTranslation();
  const [resource] = recordsOf<TrainingResource>(data.resource);
  useDocumentTitle(resource?.title ?? null, false, resource?.description || null);
  if (!resource) return null;
  const requestsPath = props.requestsPath ?? null;
  const facts = [
    [t('trainingResources.source'), resource.source],
    [t('trainingResources.originalAuthors'), resource.originalAuthors],
    [t('trainingResources.licence'), resource.licenseId],
  ].filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1].trim() !== '');
  const files = resource.files ?? [];
  const originals = (resource.originalResources ?? []).filter((original) => original.title);
  const answered = (resource.originalRequests ?? []).filter((request) => request.title);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('trainingResources.backToList')}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <InLanguageText locale={fallbackLocaleOf(resource, 'title')} isMarked>
            {resource.title}
          </InLanguageText>
        </BlockHeading>
        <TypeAndThemes item={resource} />
        <Byline item={resource} messages="trainingResources" sx={{ mb: 3 }} />
        {resource.description && (
          <Box lang={fallbackLocaleOf(resource, 'description')}>
            <RichText html={resource.description} />
          </Box>
        )}
        {facts.length > 0 && (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, my: 3 }}>
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {label}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {resource.externalUrl && (
          <Button component={SmartLink} href={resource.externalUrl} isBlank variant="outlined" sx={{ mt: 1 }}>
            {t('trainingResources.openResource')}
          </Button>
        )}
        {resource.usageNotes && (
          <Part title={t('trainingResources.usageNotes')}>
            <Box lang={fallbackLocaleOf(resource, 'usageNotes')}>
              <RichText html={resource.usageNotes} />
            </Box>
          </Part>
        )}
        {resource.updates && (
          <Part title={t('trainingResources.updates')}>
            <RichText html={resource.updates} />
          </Part>
        )}
        {files.length > 0 && (
          <Part title={t('trainingResources.files')}>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {files.map((file) => (
                <li key={file.id}>{file.url ? <SmartLink href={file.url}>{file.originalName || file.name || file.id}</SmartLink> : (file.originalName ?? file.name)}</li>
              ))}
            </Box>
          </Part>
        )}
        {originals.length > 0 && (
          <Part title={t('trainingResources.originalResources')}>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {originals.map((original) => (
                <li key={original.id}>
                  <SmartLink href={itemPath(page.path, original.id)}>{original.title}</SmartLink>
                </li>
              ))}
            </Box>
          </Part>
        )}
        {answered.length > 0 && (
          <Part title={t('trainingResources.answersRequests')}>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {answered.map((request) => (
                <li key={request.id}>{requestsPath ? <SmartLink href={itemPath(requestsPath, request.id)}>{request.title}</SmartLink> : request.title}</li>
              ))}
            </Box>
          </Part>
        )}
        <ReviewSection resource={resource} pagePath={page.path} />
        {/* The shared interactions: like, share, report, then the comments. */}
        <Box sx={{ mt: 4 }}>
          <InteractionBar target={{ type: 'training-resources', id: resource.id }} title={resource.title} likesCount={resource.likesCount ?? 0} />
        </Box>
        <Box sx={{ mt: 4 }}>
          <CommentThread target={{ type: 'training-resources', id: resource.id }} item={{ hasComments: resource.hasComments ?? true, publishedAt: resource.publishedAt }} headingLevel={2} />
        </Box>
        {!resource.description && !facts.length && <Typography sx={{ color: 'text.secondary' }}>{t('trainingResources.noDescription')}</Typography>}
      </Box>
    </Container>
  );
}
