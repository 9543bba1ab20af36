import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

const UserProfileRoute = lazy(() => import('./routes/user-profile-route.tsx').then((m) => ({ default: m.UserProfileRoute })));

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const userRoutes = (): RouteObject[] => [{ path: paths.userProfilePattern, element: <LazyScreen screen={<UserProfileRoute />} /> }];
