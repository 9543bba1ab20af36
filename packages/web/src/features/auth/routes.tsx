import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { guarded } from '../../app/router/guard.tsx';
import type { RouteAccess } from '../../app/router/guard.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../paths.ts';

/** Each screen loads on first visit: nothing of this area weighs on a public page's bundle. */
const SignInRoute = lazy(() => import('./routes/sign-in-route.tsx').then((module) => ({ default: module.SignInRoute })));
const RegisterRoute = lazy(() => import('./routes/register-route.tsx').then((module) => ({ default: module.RegisterRoute })));
const PasswordForgotRoute = lazy(() => import('./routes/password-forgot-route.tsx').then((module) => ({ default: module.PasswordForgotRoute })));
const PasswordResetRoute = lazy(() => import('./routes/password-reset-route.tsx').then((module) => ({ default: module.PasswordResetRoute })));
const SocialCallbackRoute = lazy(() => import('./routes/social-callback-route.tsx').then((module) => ({ default: module.SocialCallbackRoute })));
const TwoFactorRoute = lazy(() => import('./routes/two-factor-route.tsx').then((module) => ({ default: module.TwoFactorRoute })));
const VerifyEmailRoute = lazy(() => import('./routes/verify-email-route.tsx').then((module) => ({ default: module.VerifyEmailRoute })));
const VerifyEmailLinkRoute = lazy(() => import('./routes/verify-email-link-route.tsx').then((module) => ({ default: module.VerifyEmailLinkRoute })));
const NotValidatedRoute = lazy(() => import('./routes/not-validated-route.tsx').then((module) => ({ default: module.NotValidatedRoute })));

function Loading() {
  const { t } = useTranslation();
  return <PageLoader label={t('common.loading')} minHeight={400} />;
}

const screen = <P extends object>(Screen: LazyExoticComponent<ComponentType<P>>, props: P) => (
  <Suspense fallback={<Loading />}>
    <Screen {...props} />
  </Suspense>
);

const GUESTS: RouteAccess = { guestOnly: true, features: ['auth'] };
const SIGNED_IN: RouteAccess = { auth: true, features: ['auth'] };

/** The auth routes (spec, platform §2 "Auth routes"), added to the app's route table. */
export const authRoutes = (): RouteObject[] => [
  { path: paths.auth.signIn, element: guarded(GUESTS, screen(SignInRoute, {})) },
  { path: paths.auth.register, element: guarded({ ...GUESTS, features: ['auth', 'register'] }, screen(RegisterRoute, {})) },
  { path: paths.auth.passwordForgot, element: guarded(GUESTS, screen(PasswordForgotRoute, {})) },
  { path: paths.auth.patterns.passwordReset, element: guarded(GUESTS, screen(PasswordResetRoute, {})) },
  { path: paths.auth.patterns.socialCallback, element: guarded({ ...GUESTS, features: ['auth', 'socialLogin'] }, screen(SocialCallbackRoute, {})) },
  { path: paths.auth.patterns.twoFactor, element: guarded({ ...GUESTS, features: ['auth', 'twoFactor'] }, screen(TwoFactorRoute, {})) },
  { path: paths.auth.verifyEmail, element: guarded(SIGNED_IN, screen(VerifyEmailRoute, {})) },
  { path: paths.auth.verifyEmailExpired, element: guarded(SIGNED_IN, screen(VerifyEmailRoute, { isExpired: true })) },
  { path: paths.auth.patterns.verifyEmailLink, element: guarded(SIGNED_IN, screen(VerifyEmailLinkRoute, {})) },
  { path: paths.auth.notValidated, element: guarded(SIGNED_IN, screen(NotValidatedRoute, {})) },
];
