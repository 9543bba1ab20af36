import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { unauthorizedPath } from '../../../lib/router/guard.tsx';
import { paths } from '../../../paths.ts';
import { useAppPage } from '../api/get-app-page.ts';
import { PageBlocks } from '../components/page-blocks.tsx';
import { PageTools } from '../components/page-tools.tsx';
import { usePageDisplay } from './use-page-display.ts';

/**
 * The route of one editable page (spec, platform §2 "Dynamic page routes"), or of a sub-route its
 * blocks add (`subRoute`, the pattern): then the block's screen names itself (document title,
 * announcement) and the page's title is left aside.
 */
export function AppPageRoute({ pageId, subRoute = null }: { pageId: string; subRoute?: string | null }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const params = useParams();
  const { data: page, error } = useAppPage(pageId);
  usePageDisplay(page, { isScreenOfPage: subRoute === null });
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
      <PageBlocks page={page} subRoute={subRoute === null ? null : { pattern: subRoute, params: definedParams(params) }} />
      <PageTools page={page} />
    </>
  );
}

const definedParams = (params: Readonly<Record<string, string | undefined>>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined));
