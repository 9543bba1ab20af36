import fp from 'fastify-plugin';
import { negotiateLocale, isLocale, registry } from '@relais/domain';
import type { Locale, Registry } from '@relais/domain';
import type { Config } from '../../config.ts';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { ANONYMOUS } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    dbKind: DatabaseHandle['kind'];
    registry: Registry;
  }
  interface FastifyRequest {
    /** Who makes the request; set by the session plugin. */
    actor: Actor;
    /** Reading language: `Accept-Language` among the configured locales, else the default. */
    locale: Locale;
    /** Writing language of translatable fields: `X-Edition-Locale`, else the reading language. */
    editionLocale: Locale;
  }
}

/** Decorates the app with its configuration and database, and each request with its languages. */
export const contextPlugin = fp<{ config: Config; database: DatabaseHandle }>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.decorate('registry', registry);
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorateRequest('locale', config.defaultLocale);
    app.decorateRequest('editionLocale', config.defaultLocale);
    app.addHook('onRequest', async (request) => {
      request.actor = ANONYMOUS;
      request.locale = negotiateLocale(request.headers['accept-language'], config.locales, config.defaultLocale);
      const edition = request.headers['x-edition-locale'];
      request.editionLocale = isLocale(edition) && config.locales.includes(edition) ? edition : request.locale;
    });
  },
  { name: 'context' },
);
