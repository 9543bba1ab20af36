import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { Container } from '../../../../../components/container.tsx';
import { PageLoader } from '../../../../../components/page-loader.tsx';
import { SmartLink } from '../../../../../components/smart-link.tsx';
import { useLocale, useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { getEditionLocale } from '../../../../../lib/locale.ts';
import { adminPaths } from '../../../admin-paths.ts';
import { kindLabel } from '../../../../../lib/resources/labels.ts';
import { editedPageQueryOptions } from '../api/page-editor.ts';
import { EditorBody } from './editor-body.tsx';

/**
 * The page editor (spec §6 "edits page templates", action `page-template`): the page's blocks in one
 * language at a time — added from a palette, reordered, edited through forms built from their
 * schemas, previewed live — saved together in one transaction, and published when the page is a draft.
 */
export function PageEditor({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [language, setLanguage] = useState(() => getEditionLocale() ?? locale);
  // Each load of the page (first, after a save, in another language) starts a fresh editor.
  const [loads, setLoads] = useState(0);
  const page = useQuery(editedPageQueryOptions(id, language));
  if (page.isError) {
    return (
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('admin.recordMissing')}
        </Typography>
        <SmartLink href={adminPaths.resource('app-pages')}>{kindLabel(t, 'app-pages')}</SmartLink>
      </Container>
    );
  }
  if (!page.data || page.data.id !== id) return <PageLoader label={t('common.loading')} minHeight={300} />;
  return (
    <EditorBody
      key={`${language} ${loads}`}
      page={page.data}
      language={language}
      isReloaded={loads > 0}
      onLanguage={setLanguage}
      onSaved={async () => {
        await page.refetch();
        setLoads((count) => count + 1);
      }}
    />
  );
}
