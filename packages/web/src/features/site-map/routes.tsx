import type { RouteObject } from 'react-router';

/** The routes of this area, added to the app's route table (app/router/app-routes.tsx). */
export const siteMapRoutes = (): RouteObject[] => [];
