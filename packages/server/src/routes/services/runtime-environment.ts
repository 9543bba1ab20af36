import type { FastifyInstance } from 'fastify';
import { JSON_API } from '../../plugins/app/errors.ts';
import { runtimeEnvironment } from '../../services/runtime-environment.ts';

const nullableString = { type: ['string', 'null'] } as const;

const responseSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        appName: { type: 'string' },
        version: { type: 'string' },
        buildDate: nullableString,
        environmentVersion: { type: 'string' },
        languageLinesVersion: { type: 'string' },
        locale: { type: 'string' },
        defaultLocale: { type: 'string' },
        locales: { type: 'array', items: { type: 'string' } },
        currency: { type: 'string' },
        specialCurrency: nullableString,
        phoneCountries: { type: 'array', items: { type: 'string' } },
        features: { type: 'object', additionalProperties: { type: 'boolean' } },
        socialProviders: { type: 'array', items: { type: 'string' } },
        pages: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              path: { type: 'string' },
              title: nullableString,
              requiresAuth: { type: 'boolean' },
              isDefault: { type: 'boolean' },
              roles: { type: 'array', items: { type: 'string' } },
              accessLevelWeight: { type: ['integer', 'null'] },
            },
          },
        },
        redirections: { type: 'array', items: { type: 'object', properties: { fromPath: { type: 'string' }, toPath: { type: 'string' } } } },
        fonts: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              family: { type: 'string' },
              faces: { type: 'array', items: { type: 'object', properties: { url: { type: 'string' }, weight: { type: 'string' }, style: { type: 'string' } } } },
            },
          },
        },
      },
    },
  },
} as const;

/** `GET /api/v1/services/runtime-environment`: what the web app boots with (spec, platform §3 "app-env"). */
export async function runtimeEnvironmentRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/runtime-environment', { schema: { response: { 200: responseSchema } } }, async (request, reply) => {
    const data = await runtimeEnvironment({ db: app.db, config: app.config, actor: request.actor, locale: request.locale });
    reply.type(JSON_API);
    // The operator's fonts (DATA_DIR/fonts), for the accessibility drawer to offer.
    return { data: { ...data, fonts: app.operatorFonts } };
  });
}
