import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import { Container } from '../../../components/container.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { LightUserFormView } from '../light-user-form-view.tsx';

/** `/services/forms/:id` (and `?t={token}`): a light-user form alone, without menu or footer. */
export function LightUserFormRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <LightUserFormView formId={id} token={search.get('t')} />;
}

/** The site's contact and newsletter forms, named by the app-env (`contactForm`, `newsletterForm`). */
export function SiteFormRoute({ which }: { which: 'contactForm' | 'newsletterForm' }) {
  const { t } = useTranslation();
  const read = useQuery({
    queryKey: ['site-forms'],
    queryFn: ({ signal }) => apiRequest<{ data: { contactForm: string | null; newsletterForm: string | null } }>('/api/v1/services/site-forms', { signal }).then((answer) => answer.data),
  });
  const formId = read.data?.[which] ?? null;
  useDocumentTitle(read.data && !formId ? t('publicForms.unavailableTitle') : null);
  if (read.isPending) return <PageLoader label={t('common.loading')} minHeight={400} />;
  if (!formId) {
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('publicForms.unavailableTitle')}
        </Typography>
        <Typography>{t('publicForms.noSiteForm')}</Typography>
      </Container>
    );
  }
  return <LightUserFormView formId={formId} token={null} />;
}
