import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { unauthorizedPath } from '../../lib/router/guard.tsx';
import { paths } from '../../paths.ts';

/**
 * `/api/v1/{type}/{id}`, or `/api/v1/{type}?filter[slug]={slug}` (a record shown by slug): the kind
 * and the id or slug the read names, or null (another list read, a service).
 */
export function recordOf(url: string): { type: string; id: string } | null {
  const single = /^\/api\/v1\/([a-z][a-z-]*)\/([^/?]+)(?:\?|$)/.exec(url);
  const bySlug = /^\/api\/v1\/([a-z][a-z-]*)\?(?:.*&)?filter\[slug\]=([^&]+)/.exec(url);
  const match = single ?? bySlug;
  if (!match || match[1] === 'services') return null;
  try {
    return { type: match[1]!, id: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/**
 * A screen whose record the reader could not read (spec, AREAS §2): `publishables/{type}/{id}` tells
 * a record that is not there (or deleted: not found) from one hidden from this reader (unauthorized,
 * which offers signing in), as a page's own 404 and 403 do. A record of a kind that is not publishable is not found.
 */
export function MissingRecord({ url }: { url: string }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const record = recordOf(url);
  const { data: exists, isPending } = useQuery({
    queryKey: ['publishable-exists', record?.type, record?.id],
    queryFn: ({ signal }) =>
      apiRequest<{ data: { exists: boolean } }>(paths.api.publishable(record!.type, record!.id), { signal, silent: [404] }).then((answer) => answer.data.exists),
    enabled: record !== null,
    retry: false,
  });
  if (record && isPending) return <PageLoader label={t('common.loading')} minHeight={400} />;
  if (exists) return <Navigate to={unauthorizedPath(`${pathname}${search}${hash}`)} replace state={{ from: pathname }} />;
  // As a page that is not there (routes/app-page-route.tsx): the not-found screen.
  return <Navigate to={paths.errors.notFound} replace state={{ from: pathname }} />;
}
