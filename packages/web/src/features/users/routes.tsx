import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../paths.ts';

const UserProfileRoute = lazy(() => import('./routes/user-profile-route.tsx').then((m) => ({ default: m.UserProfileRoute })));

function Loading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} minHeight={300} />;
}

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const userRoutes = (): RouteObject[] => [
  {
    path: paths.userProfilePattern,
    element: (
      <Suspense fallback={<Loading />}>
        <UserProfileRoute />
      </Suspense>
    ),
  },
];
