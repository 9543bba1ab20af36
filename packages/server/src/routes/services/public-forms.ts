import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import { notFound } from '../../http/errors.ts';
import { newChallenge, proofOfWorkVerifier, setCaptchaVerifier } from '../../resources/forms/captcha.ts';
import { tablesOf } from '../../services/tables.ts';

const challengeAnswer = {
  type: 'object',
  properties: { data: { type: 'object', properties: { challenge: { type: 'string' }, difficulty: { type: 'integer' }, expiresAt: { type: 'string' } }, required: ['challenge', 'difficulty', 'expiresAt'] } },
  required: ['data'],
} as const;

const siteFormsAnswer = {
  type: 'object',
  properties: { data: { type: 'object', properties: { contactForm: { type: ['string', 'null'] }, newsletterForm: { type: ['string', 'null'] } }, required: ['contactForm', 'newsletterForm'] } },
  required: ['data'],
} as const;

/** The site's own forms, read from the app-env (`contactForm`, `newsletterForm`): ids, or null when unset. */
export async function siteFormIds(app: FastifyInstance): Promise<{ contactForm: string | null; newsletterForm: string | null }> {
  const envs = tablesOf('app-envs').table;
  const [env] = await app.db.select({ contactForm: envs.contactFormId, newsletterForm: envs.newsletterFormId }).from(envs).where(eq(envs.id, APP_ENV_ID));
  return { contactForm: (env?.contactForm as string | null | undefined) ?? null, newsletterForm: (env?.newsletterForm as string | null | undefined) ?? null };
}

/**
 * The public forms' helpers: `GET /api/v1/services/captcha`, a proof-of-work challenge (resources/
 * forms/captcha.ts; registered here as the captcha verifier, each challenge spent once through the
 * shared rate-limit store), and `GET /api/v1/services/site-forms`, which light-user forms the site's
 * `/contact-us` and `/newsletter/subscribe` show (the app-env's `contactForm` and `newsletterForm`).
 */
export async function publicFormsRoutes(app: FastifyInstance) {
  const secret = app.config.sessionSecret;
  setCaptchaVerifier(
    proofOfWorkVerifier(secret, async (challenge) => {
      try {
        await app.rateLimits.consume([['captchaChallengeUses', challenge]]);
        return true;
      } catch {
        return false;
      }
    }),
  );
  app.get('/api/v1/services/captcha', { config: { sessionless: true }, schema: { response: { 200: challengeAnswer } } }, async (_request, reply) => {
    const { features } = app.config;
    if (!features.forms && !features.advancedForms) throw notFound();
    reply.header('cache-control', 'no-store');
    return { data: newChallenge(secret) };
  });
  app.get('/api/v1/services/site-forms', { schema: { response: { 200: siteFormsAnswer } } }, async () => {
    if (!app.config.features.forms) throw notFound();
    return { data: await siteFormIds(app) };
  });
}
