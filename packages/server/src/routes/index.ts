import type { FastifyInstance } from 'fastify';
import { emailVerificationRoutes } from './auth/email-verification.ts';
import { loginRoutes } from './auth/login.ts';
import { passwordRoutes } from './auth/password.ts';
import { registerRoutes as registrationRoutes } from './auth/register.ts';
import { socialRoutes } from './auth/social.ts';
import { twoFactorRoutes } from './auth/two-factor.ts';
import { resourceRoutes } from './api/resources.ts';
import { impersonationRoutes } from './accounts/impersonation.ts';
import { meRoutes } from './accounts/me.ts';
import { profileRoutes } from './accounts/profile.ts';
import { secondaryEmailsRoutes } from './accounts/secondary-emails.ts';
import { benchRoutes } from './bench.ts';
import { fontRoutes } from './fonts.ts';
import { appMenuRoutes } from './services/app-menu.ts';
import { appPagesRoutes } from './services/app-pages.ts';
import { runtimeEnvironmentRoutes } from './services/runtime-environment.ts';
import { shortUrlsRoutes } from './services/short-urls.ts';
import { statsRoutes } from './services/stats.ts';
import { webLanguageLinesRoutes } from './services/web-language-lines.ts';

/** Every route of the application. Each area registers its own file here. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(resourceRoutes);
  await app.register(loginRoutes);
  await app.register(passwordRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(registrationRoutes);
  await app.register(twoFactorRoutes);
  await app.register(socialRoutes);
  await app.register(impersonationRoutes);
  await app.register(meRoutes);
  await app.register(profileRoutes);
  await app.register(secondaryEmailsRoutes);
  await app.register(fontRoutes);
  await app.register(runtimeEnvironmentRoutes);
  await app.register(appMenuRoutes);
  await app.register(webLanguageLinesRoutes);
  await app.register(appPagesRoutes);
  await app.register(shortUrlsRoutes);
  await app.register(statsRoutes);
  if (app.config.benchBaseline) await app.register(benchRoutes);
}
