import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guarded } from '../../app/router/guard.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../paths.ts';

const ProfileRoute = lazy(() => import('./routes/profile-route.tsx').then((m) => ({ default: m.ProfileRoute })));

function Loading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} minHeight={300} />;
}

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const accountRoutes = (): RouteObject[] => [
  {
    path: paths.account.profile,
    element: guarded(
      { auth: true },
      <Suspense fallback={<Loading />}>
        <ProfileRoute />
      </Suspense>,
    ),
  },
];
