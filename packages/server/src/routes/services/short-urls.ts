import type { FastifyInstance } from 'fastify';
import { shortUrlAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { eq } from 'drizzle-orm';
import { notFound } from '../../http/errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { tablesOf } from '../../services/tables.ts';

const params = { type: 'object', properties: { token: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['token'], additionalProperties: false } as const;

/**
 * `GET /api/v1/services/short-urls/:token`: what `/s/:token` leads to. Anyone resolves a token they
 * hold; only admins list short URLs (the `app-short-urls` policy), so nobody harvests them.
 */
export async function shortUrlsRoutes(app: FastifyInstance) {
  app.get<{ Params: { token: string } }>('/api/v1/services/short-urls/:token', { schema: { params, response: { 200: jsonSchemaOf(shortUrlAnswer) } } }, async (request, reply) => {
    const shortUrls = tablesOf('app-short-urls').table;
    const [row] = await app.db.select({ id: shortUrls.id, token: shortUrls.token, url: shortUrls.url }).from(shortUrls).where(eq(shortUrls.token, request.params.token)).limit(1);
    if (!row) throw notFound('No such short URL.');
    reply.type(JSON_API);
    return { data: { type: 'app-short-urls', id: row.id, attributes: { token: row.token, url: row.url } }, jsonapi: { version: '1.1' } };
  });
}
