import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { FONTS_URL_PREFIX, readOperatorFonts } from '../services/operator-fonts.ts';
import type { OperatorFont } from '../services/operator-fonts.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fonts the operator added under DATA_DIR/fonts, read at start. */
    operatorFonts: OperatorFont[];
  }
}

/**
 * Serves the operator's fonts from `DATA_DIR/fonts/<family>/` at `/fonts/<family>/<file>.woff2`:
 * same origin (CSP `font-src 'self'`), cached a year (their URLs carry a version), only the files
 * a manifest lists.
 */
export const fontRoutes = fp(
  async (app: FastifyInstance) => {
    const { fonts, files } = readOperatorFonts(join(app.config.dataDir, 'fonts'), (message) => app.log.warn(message));
    app.decorate('operatorFonts', fonts);
    app.get(`${FONTS_URL_PREFIX}/:family/:file`, async (request, reply) => {
      const path = files.get(request.url.split('?')[0] ?? '');
      if (!path) return reply.callNotFound();
      return reply.type('font/woff2').header('cache-control', 'public, max-age=31536000, immutable').send(createReadStream(path));
    });
  },
  { name: 'operator-fonts' },
);
