import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { isSafeHref } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { CommentThread, InteractionBar } from '../../components/interactions/index.ts';
import { OnceOpened } from '../../components/interactions/components/lazy-parts.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { recordStat } from '../../lib/stats.ts';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { Byline } from '../lists/byline.tsx';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { useRepositoryWrites } from './repository-api.ts';
import { categoryOfFile, FileKindIcon, formatSize, modelsOf, repositoryPaths } from './repository-model.tsx';
import type { RepositoryFile, RepositoryItem } from './repository-model.tsx';

const ItemFormDialog = lazy(() => import('./item-form.tsx').then((m) => ({ default: m.ItemFormDialog })));
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

type ItemProps = Extract<BlockProps<'pageRepository'>, { screen: '/:item' }>;

/** A file to download: its kind's icon and name, its size, how often it was downloaded; each download is recorded. */
function FileDownload({ file, label }: { file: RepositoryFile; label?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [downloads, setDownloads] = useState(file.recordsCount ?? 0);
  const kind = categoryOfFile(file);
  const name = file.originalName ?? file.name ?? '';
  if (!file.url) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}>
      <FileKindIcon kind={kind} />
      <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{label ?? name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[t(`repository.fileKind_${kind}`), label ? name : null, formatSize(file.size, locale), t('repository.downloads', { count: downloads })].filter(Boolean).join(' · ')}
        </Typography>
        {file.metadata?.lccCleaningFailure && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('repository.lccNotCleaned')}
          </Typography>
        )}
      </Box>
      <Button
        component="a"
        href={file.url}
        download={name}
        variant="outlined"
        size="small"
        aria-label={t('repository.downloadFile', { name: label ?? name })}
        onClick={() => {
          recordStat('download', 'files', file.id);
          setDownloads((count) => count + 1);
        }}
      >
        {t('repository.download')}
      </Button>
    </Box>
  );
}

/** The item's pictures: the main one large, the others below. */
function Pictures({ item }: { item: RepositoryItem }) {
  const { t } = useTranslation();
  const others = (item.additionalImages ?? []).filter((image) => image.url);
  if (!item.image?.url && others.length === 0) return null;
  return (
    <Box sx={{ mb: 3 }}>
      {item.image?.url && <Box component="img" src={item.image.url} alt={t('repository.pictureOf', { title: item.title })} sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'contain', bgcolor: 'action.hover', borderRadius: 1, display: 'block' }} />}
      {others.length > 0 && (
        <Box component="ul" aria-label={t('repository.morePictures')} sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {others.map((image, index) => (
            <li key={image.id}>
              <Box component="a" href={image.url!} target="_blank" rel="noopener" sx={{ display: 'block' }}>
                <Box component="img" src={image.previewUrl ?? image.url!} alt={t('repository.pictureNumber', { title: item.title, number: index + 2 })} loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, display: 'block' }} />
              </Box>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/**
 * One item: its title as the document title and h1, who shared it, its pictures, description and
 * printer settings, its default configurations and attachments to download (each download
 * recorded), where else it lives (Thingiverse, MyMiniFactory), the interactions, and for its author
 * the ways to change or delete it.
 */
export function RepositoryItemScreen({ data, page }: ItemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { features } = useRuntimeEnvironment();
  const [item] = modelsOf<RepositoryItem>(data.item);
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const writes = useRepositoryWrites();
  useDocumentTitle(item?.title ?? null, false, item?.description ?? null);
  if (!item) return null;
  const attachments = (item.attachments ?? []).flatMap((attachment) => (attachment.file ? [attachment.file] : []));
  const external = (item.externalInteractions ?? []).filter((link) => link.externalUrl && isSafeHref(link.externalUrl));
  const showsOrganizations = features.organizations && features.userOrganizations && features.authorOrganization;
  const confirmDelete = async () => {
    await writes.deleteItem.mutateAsync(item.id);
    toast(t('repository.deleted', { title: item.title }));
    setIsDeleting(false);
    void navigate(page.path);
  };
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('repository.backToList', { page: page.title })}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
          <InLanguageText locale={fallbackLocaleOf(item, 'title')} isMarked>
            {item.title}
          </InLanguageText>
        </BlockHeading>
        <Byline item={{ publishedAt: item.createdAt ?? null, authorName: item.authorName ?? null }} messages="repository" />
        {item.organization && showsOrganizations && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            <SmartLink href={repositoryPaths.organization(page.path, item.organization.id)}>{t('repository.organizationItems', { organization: item.organization.name ?? '' })}</SmartLink>
          </Typography>
        )}
        {(item.categories?.length ?? 0) + (item.tags?.length ?? 0) > 0 && (
          <Box component="ul" aria-label={t('repository.filedUnder')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, my: 1.5 }}>
            {(item.categories ?? []).map((category) => (
              <li key={category.id}>
                <SmartLink href={repositoryPaths.list(page.path, { category: category.id })}>{category.name}</SmartLink>
              </li>
            ))}
            {(item.tags ?? []).map((tag) => (
              <li key={tag.id}>
                <SmartLink href={repositoryPaths.list(page.path, { tag: tag.id })}>#{tag.name}</SmartLink>
              </li>
            ))}
          </Box>
        )}
        {(item.canEdit || item.canDelete) && (
          <Box sx={{ display: 'flex', gap: 1, my: 2, flexWrap: 'wrap' }}>
            {item.canEdit && (
              <Button variant="outlined" size="small" onClick={() => setIsEditing(true)}>
                {t('repository.edit')}
              </Button>
            )}
            {item.canDelete && (
              <Button variant="outlined" size="small" color="error" onClick={() => setIsDeleting(true)}>
                {t('repository.delete')}
              </Button>
            )}
          </Box>
        )}
        <Pictures item={item} />
        {item.description && (
          <Box lang={fallbackLocaleOf(item, 'description')} sx={{ mb: 3 }}>
            <RichText html={item.description} />
          </Box>
        )}
        {item.printerSettingsDescription && (
          <Box component="section" sx={{ mb: 3 }}>
            <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t('repository.printerSettings')}
            </BlockHeading>
            <Box lang={fallbackLocaleOf(item, 'printerSettingsDescription')}>
              <RichText html={item.printerSettingsDescription} />
            </Box>
          </Box>
        )}
        {(item.lcDefaultConfig || item.lcDefaultMobileConfig) && (
          <Box component="section" sx={{ mb: 3 }}>
            <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t('repository.defaultConfigurations')}
            </BlockHeading>
            {item.lcDefaultConfig && <FileDownload file={item.lcDefaultConfig} label={t('repository.computerConfiguration')} />}
            {item.lcDefaultMobileConfig && <FileDownload file={item.lcDefaultMobileConfig} label={t('repository.mobileConfiguration')} />}
          </Box>
        )}
        <Box component="section" sx={{ mb: 3 }}>
          <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {t('repository.attachments')}
          </BlockHeading>
          {attachments.length === 0 ? <Typography>{t('repository.noAttachments')}</Typography> : attachments.map((file) => <FileDownload key={file.id} file={file} />)}
        </Box>
        {external.length > 0 && (
          <Box component="section" sx={{ mb: 3 }}>
            <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
              {t('repository.elsewhere')}
            </BlockHeading>
            <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
              {external.map((link) => (
                <li key={link.id}>
                  <SmartLink href={link.externalUrl!} isBlank>
                    {t(`repository.external_${link.repositoryType}_${link.status}`)}
                  </SmartLink>
                </li>
              ))}
            </Box>
          </Box>
        )}
        <Box sx={{ mt: 4 }}>
          <InteractionBar target={{ type: 'repository-items', id: item.id }} title={item.title} likesCount={item.likesCount ?? 0} />
        </Box>
        <Box sx={{ mt: 4 }}>
          <CommentThread target={{ type: 'repository-items', id: item.id }} item={{ hasComments: item.hasComments ?? true, createdAt: item.createdAt }} headingLevel={2} />
        </Box>
      </Box>
      {isEditing && (
        <Suspense fallback={null}>
          <ItemFormDialog pagePath={page.path} item={item} onClose={() => setIsEditing(false)} />
        </Suspense>
      )}
      <OnceOpened isOpen={isDeleting}>
        <ConfirmDialog
          isOpen={isDeleting}
          title={t('repository.deleteTitle')}
          message={t('repository.deleteQuestion', { title: item.title })}
          confirmLabel={t('repository.delete')}
          isDangerous
          isBusy={writes.deleteItem.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setIsDeleting(false)}
        />
      </OnceOpened>
    </Container>
  );
}
