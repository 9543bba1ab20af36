import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyScreen } from '../../components/lazy-screen.tsx';

const SurveyRoute = lazy(() => import('./routes/survey-route.tsx').then((m) => ({ default: m.SurveyRoute })));
const LightUserFormRoute = lazy(() => import('./routes/light-user-form-route.tsx').then((m) => ({ default: m.LightUserFormRoute })));
const AdvancedFormRoute = lazy(() => import('./routes/advanced-form-route.tsx').then((m) => ({ default: m.AdvancedFormRoute })));
const SiteFormRoute = lazy(() => import('./routes/light-user-form-route.tsx').then((m) => ({ default: m.SiteFormRoute })));

type Features = Readonly<Record<string, boolean>>;

/** `/services/forms/:id`: drawn without menu or footer (spec, domain §2), only with the forms feature. */
export const standaloneFormRoutes = (features: Features): RouteObject[] =>
  features.forms ? [{ path: '/services/forms/:id', element: <LazyScreen screen={<LightUserFormRoute />} /> }] : [];

/** `/services/surveys/:id` (surveys), `/contact-us` and `/newsletter/subscribe` (forms), `/services/aforms/:form/:token?/:section?` (advanced forms): in the shell. */
export const publicFormRoutes = (features: Features): RouteObject[] => [
  // One route with optional segments: saving (a token appears in the path) or changing step keeps the screen mounted.
  ...(features.advancedForms ? [{ path: '/services/aforms/:form/:token?/:section?', element: <LazyScreen screen={<AdvancedFormRoute />} /> }] : []),
  ...(features.surveys ? [{ path: '/services/surveys/:id', element: <LazyScreen screen={<SurveyRoute />} /> }] : []),
  ...(features.forms
    ? [
        { path: '/contact-us', element: <LazyScreen screen={<SiteFormRoute which="contactForm" />} /> },
        { path: '/newsletter/subscribe', element: <LazyScreen screen={<SiteFormRoute which="newsletterForm" />} /> },
      ]
    : []),
];
