import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { leaveSite } from '../../../lib/leave-site.ts';
import { paths } from '../../../paths.ts';
import { useShortUrl } from '../api/resolve-short-url.ts';

/** A path of this site (`/legal/notice`), not a protocol-relative URL (`//evil.example`). */
const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/**
 * `/s/:token`: follows a short URL — a path of this site within the app, another site by leaving
 * it. An unknown token, or a target that is neither (a `javascript:` URL), is not found.
 */
export function ShortUrlRoute() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const target = useShortUrl(token);
  const url = target.data;
  const leaves = url !== undefined && !isOwnPath(url) && isWebUrl(url);
  useEffect(() => {
    if (leaves) leaveSite.to(url);
  }, [leaves, url]);
  if (target.error instanceof ApiError && target.error.status === 404) return <Navigate to={paths.errors.notFound} replace />;
  if (target.error) throw target.error;
  if (url !== undefined && isOwnPath(url)) return <Navigate to={url} replace />;
  if (url !== undefined && !leaves) return <Navigate to={paths.errors.notFound} replace />;
  return <PageLoader label={t('common.loading')} minHeight={300} />;
}
