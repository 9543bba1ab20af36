import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from 'react-router';
import Typography from '@mui/material/Typography';
import type { FormDraftAnswer } from '@relais/domain';
import { Container } from '../../../components/container.tsx';
import { Notice } from '../../../components/notice.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';
import { useSession } from '../../../lib/session/session.ts';
import { paths } from '../../../paths.ts';
import type { AdvancedFormField } from '../../../components/advanced-forms/advanced-form-fields.tsx';
import { AdvancedFormView, draftsUrl } from '../../../components/advanced-forms/advanced-form-view.tsx';
import type { AdvancedForm } from '../../../components/advanced-forms/advanced-form-view.tsx';

export const advancedFormPath = (formId: string, token?: string, section?: number) =>
  `/services/aforms/${encodeURIComponent(formId)}${token ? `/${token}${section ? `/${section}` : ''}` : ''}`;

/**
 * `/services/aforms/:form/:token?/:section?` (spec, domain §2): an advanced form in the shell. With a
 * token, the saved draft is read and continued at the step of the address, else where it was left.
 */
export function AdvancedFormRoute() {
  const { form: formId = '', token, section } = useParams();
  const { t } = useTranslation();
  const locale = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const read = useQuery({
    queryKey: ['advanced-form', formId, locale],
    queryFn: async ({ signal }) =>
      deserialize<AdvancedForm & { fields: AdvancedFormField[] }>(await apiRequest<JsonApiDocument>(`/api/v1/advanced-forms/${encodeURIComponent(formId)}?include=fields`, { signal, locale, silent: [404] })),
    retry: false,
  });
  // The token the screen holds: the address's, or the one its first save made.
  const [kept, setKept] = useState<string | null>(token ?? null);
  const isResumed = !!token;
  // Read once per token: the screen keeps the answers from then on (a later save does not reload them).
  const draft = useQuery({
    queryKey: ['advanced-form-draft', formId, token],
    enabled: isResumed,
    queryFn: ({ signal }) => apiRequest<FormDraftAnswer>(`${draftsUrl(formId)}/${token}`, { signal, silent: [404] }).then((answer) => answer.data.attributes),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  useDocumentTitle(read.data?.title ?? (read.isError ? t('advancedForms.unavailable') : null));
  if (read.isPending || (isResumed && draft.isPending)) return <PageLoader label={t('common.loading')} minHeight={400} />;
  if (read.error instanceof ApiError && read.error.status === 404) return <Navigate to={paths.errors.notFound} replace />;
  const form = read.data;
  if (!form) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography>{t('advancedForms.unavailable')}</Typography>
      </Container>
    );
  }
  const fields = [...(form.fields ?? [])].sort((a, b) => a.position - b.position);
  const step = section && /^\d{1,4}$/.test(section) ? Number(section) : null;
  if (isResumed && draft.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {form.title}
        </Typography>
        <Notice>{t('advancedForms.draftGone')}</Notice>
        <Typography sx={{ mt: 2 }}>
          <a href={advancedFormPath(form.id)} onClick={(event) => {
              event.preventDefault();
              void navigate(advancedFormPath(form.id));
            }}>
            {t('advancedForms.startAgain')}
          </a>
        </Typography>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <AdvancedFormView
        form={form}
        fields={fields}
        token={kept}
        section={step}
        draft={draft.data ?? null}
        isSignedIn={session.isAuth}
        userEmail={session.user?.email ?? null}
        onPlace={(next, at) => {
          setKept(next);
          // The address follows without a navigation: the shell would draw the screen anew and move focus to its start.
          window.history.replaceState(window.history.state, '', advancedFormPath(form.id, next, at));
        }}
      />
    </Container>
  );
}
