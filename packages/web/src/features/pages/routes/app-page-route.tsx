import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { unauthorizedPath } from '../../../lib/router/guard.tsx';
import { paths } from '../../../paths.ts';
import { useAppPage } from '../api/get-app-page.ts';
import { PageBlocks } from '../components/page-blocks.tsx';
import { PageTools } from '../components/page-tools.tsx';
import { usePageDisplay } from './use-page-display.ts';

/** The route of one editable page (spec, platform §2 "Dynamic page routes"). */
export function AppPageRoute({ pageId }: { pageId: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const { data: page, error } = useAppPage(pageId);
  usePageDisplay(page);
  if (error instanceof ApiError && error.status === 404) {
    return <Navigate to={paths.errors.notFound} replace state={{ from: pathname }} />;
  }
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return <Navigate to={unauthorizedPath(`${pathname}${search}${hash}`)} replace state={{ from: pathname }} />;
  }
  if (error) throw error;
  if (!page) return <PageLoader label={t('common.loading')} minHeight={400} />;
  return (
    <>
      <PageBlocks page={page} />
      <PageTools page={page} />
    </>
  );
}
