import { lazy } from 'react';
import type { ComponentProps, ComponentType, LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import { guarded } from '../../lib/router/guard.tsx';
import type { RouteAccess } from '../../lib/router/guard.tsx';
import { LazyScreen } from '../../components/lazy-screen.tsx';
import { paths } from '../../paths.ts';

/**
 * The screens load on the first visit to one of them: nothing of this area weighs on a public
 * page's bundle, and one dynamic import (not one per screen) keeps the route table itself small.
 */
const loadScreens = () => import('./routes/screens.ts');
type Screens = Awaited<ReturnType<typeof loadScreens>>;
const lazyScreen = <K extends keyof Screens>(name: K) => lazy(() => loadScreens().then((screens) => ({ default: screens[name] as ComponentType<ComponentProps<Screens[K]>> })));

const SignInRoute = lazyScreen('SignInRoute');
const RegisterRoute = lazyScreen('RegisterRoute');
const PasswordForgotRoute = lazyScreen('PasswordForgotRoute');
const PasswordResetRoute = lazyScreen('PasswordResetRoute');
const SocialCallbackRoute = lazyScreen('SocialCallbackRoute');
const SocialLinkRoute = lazyScreen('SocialLinkRoute');
const TwoFactorRoute = lazyScreen('TwoFactorRoute');
const VerifyEmailRoute = lazyScreen('VerifyEmailRoute');
const VerifyEmailLinkRoute = lazyScreen('VerifyEmailLinkRoute');
const NotValidatedRoute = lazyScreen('NotValidatedRoute');

const screen = <P extends object>(Screen: LazyExoticComponent<ComponentType<P>>, props: P) => <LazyScreen screen={<Screen {...props} />} />;

const GUESTS: RouteAccess = { guestOnly: true, features: ['auth'] };
const SIGNED_IN: RouteAccess = { auth: true, features: ['auth'] };

/** The auth routes (spec, platform §2 "Auth routes"), added to the app's route table. */
export const authRoutes = (): RouteObject[] => [
  { path: paths.auth.signIn, element: guarded(GUESTS, screen(SignInRoute, {})) },
  { path: paths.auth.register, element: guarded({ ...GUESTS, features: ['auth', 'register'] }, screen(RegisterRoute, {})) },
  { path: paths.auth.passwordForgot, element: guarded(GUESTS, screen(PasswordForgotRoute, {})) },
  { path: paths.auth.patterns.passwordReset, element: guarded(GUESTS, screen(PasswordResetRoute, {})) },
  // Signed-in users come back here too, when they link a provider from their profile.
  { path: paths.auth.patterns.socialCallback, element: guarded({ features: ['auth', 'socialLogin'] }, screen(SocialCallbackRoute, {})) },
  { path: paths.auth.socialLink, element: guarded({ features: ['auth', 'socialLogin'] }, screen(SocialLinkRoute, {})) },
  { path: paths.auth.patterns.twoFactor, element: guarded({ ...GUESTS, features: ['auth', 'twoFactor'] }, screen(TwoFactorRoute, {})) },
  { path: paths.auth.verifyEmail, element: guarded(SIGNED_IN, screen(VerifyEmailRoute, {})) },
  { path: paths.auth.verifyEmailExpired, element: guarded(SIGNED_IN, screen(VerifyEmailRoute, { isExpired: true })) },
  { path: paths.auth.patterns.verifyEmailLink, element: guarded(SIGNED_IN, screen(VerifyEmailLinkRoute, {})) },
  { path: paths.auth.notValidated, element: guarded(SIGNED_IN, screen(NotValidatedRoute, {})) },
];
