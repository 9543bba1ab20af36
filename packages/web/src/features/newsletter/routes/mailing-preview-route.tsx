import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LOCALES } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { LightSelect } from '../../../components/light-text-field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';

/**
 * `/services/newsletters/preview/:id`: a mailing as its recipients will get it, in the language
 * chosen (administrators; the server refuses anyone else). The mail is drawn in a sandboxed frame:
 * its HTML runs nothing and reaches nothing of the page.
 */
export function MailingPreviewRoute() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const [locale, setLocale] = useState(useLocale());
  const read = useQuery({
    queryKey: ['mailing-preview', id, locale],
    queryFn: ({ signal }) => apiRequest<{ data: { subject: string; html: string } }>(`/api/v1/services/mailing-templates/${encodeURIComponent(id)}/preview?locale=${locale}`, { signal, silent: [401, 403, 404] }).then((answer) => answer.data),
    retry: false,
  });
  useDocumentTitle(read.data ? t('newsletter.previewTitle', { subject: read.data.subject }) : t('newsletter.previewHeading'));
  if (read.isPending) return <PageLoader label={t('common.loading')} minHeight={400} />;
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {read.data ? t('newsletter.previewTitle', { subject: read.data.subject }) : t('newsletter.previewHeading')}
      </Typography>
      {read.error ? (
        <Notice tone="error" role="alert">
          {t(read.error instanceof ApiError && read.error.status === 404 ? 'newsletter.previewMissing' : 'newsletter.previewRefused')}
        </Notice>
      ) : (
        <>
          <LightSelect label={t('newsletter.previewLanguage')} value={locale} onChange={(event) => setLocale(event.target.value as typeof locale)} sx={{ maxWidth: 240, mb: 2 }}>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </LightSelect>
          <Box component="iframe" title={t('newsletter.previewFrame')} sandbox="" srcDoc={read.data?.html ?? ''} sx={{ width: '100%', height: 640, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }} />
        </>
      )}
    </Container>
  );
}
