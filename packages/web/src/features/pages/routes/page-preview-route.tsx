import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isLocale, LOCALE_NAMES } from '@relais/domain';
import { Button } from '../../../components/button.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLocale, useTranslation } from '../../../lib/i18n/i18n.ts';
import { unauthorizedPath } from '../../../lib/router/guard.tsx';
import { useRuntimeEnvironment } from '../../../lib/runtime-environment.ts';
import { paths } from '../../../paths.ts';
import { appPageQueryOptions } from '../api/get-app-page.ts';
import { PageBlocks } from '../components/page-blocks.tsx';
import { usePageDisplay } from './use-page-display.ts';

const nameOf = (code: string) => (isLocale(code) ? LOCALE_NAMES[code] : code);

/**
 * `/admin/pages/:id/preview?locale=…`: a page — a draft, usually — as its visitors would see it, in
 * the language chosen, under a notice that it is a preview. For page editors (the route's guard;
 * the server answers drafts to no one else). No view is recorded.
 */
export function PagePreviewRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const { locales } = useRuntimeEnvironment();
  const current = useLocale();
  const asked = search.get('locale');
  const locale = asked && (locales as readonly string[]).includes(asked) ? asked : current;
  const { data: page, error } = useQuery({ ...appPageQueryOptions(id, locale), placeholderData: (previous) => (previous?.id === id ? previous : undefined) });
  usePageDisplay(page, { shouldRecordView: false });
  if (error instanceof ApiError && error.status === 404) return <Navigate to={paths.errors.notFound} replace state={{ from: pathname }} />;
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return <Navigate to={unauthorizedPath(pathname)} replace />;
  if (error) throw error;
  return (
    <>
      <Alert severity="info" sx={{ m: 2, flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 16rem' } }}>
        <AlertTitle component="p">{t('admin.previewTitle')}</AlertTitle>
        {t('admin.previewNotice')}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 1.5 }}>
          <TextField
            select
            size="small"
            label={t('admin.previewLanguage')}
            value={locale}
            onChange={(event) => setSearch({ locale: event.target.value }, { replace: true })}
            sx={{ minWidth: 180 }}
          >
            {locales.map((code) => (
              <MenuItem key={code} value={code} lang={code}>
                {nameOf(code)}
              </MenuItem>
            ))}
          </TextField>
          <Button component={SmartLink} href={`/admin/resources/app-pages/show/${encodeURIComponent(id)}`} variant="outlined" size="small">
            {t('admin.backToDraft')}
          </Button>
        </Box>
      </Alert>
      {page ? (
        <Box lang={locale}>
          <PageBlocks page={page} />
        </Box>
      ) : (
        <PageLoader label={t('common.loading')} minHeight={400} />
      )}
    </>
  );
}
