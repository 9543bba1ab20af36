/** Every auth screen, loaded together on the first visit to one of them (they share most code). */
export { NotValidatedRoute } from './not-validated-route.tsx';
export { PasswordForgotRoute } from './password-forgot-route.tsx';
export { PasswordResetRoute } from './password-reset-route.tsx';
export { RegisterRoute } from './register-route.tsx';
export { SignInRoute } from './sign-in-route.tsx';
export { SocialCallbackRoute } from './social-callback-route.tsx';
export { SocialLinkRoute } from './social-link-route.tsx';
export { TwoFactorRoute } from './two-factor-route.tsx';
export { VerifyEmailLinkRoute } from './verify-email-link-route.tsx';
export { VerifyEmailRoute } from './verify-email-route.tsx';
