import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { shortUrlAnswer, shortUrlRequest } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { findResource } from '../../operations/index.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import { contextOf } from '../api/resources.ts';

/** A new token: 9 random bytes, 12 URL-safe characters (72 bits: nobody walks the short URLs). */
const newToken = () => randomBytes(9).toString('base64url');

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

  /**
   * `POST /api/v1/services/short-urls` `{ path, item? }`: the short URL of a path of the site, for
   * sharing. Anyone who may read the item named (its policy, as a read of it: 404 or 403 otherwise)
   * gets one; the path already shortened keeps its token (one per path, made under a lock on the
   * path so two calls at once agree). Rate-limited per user, or per address for visitors.
   */
  app.post('/api/v1/services/short-urls', { schema: { response: { 200: jsonSchemaOf(shortUrlAnswer), 201: jsonSchemaOf(shortUrlAnswer) } } }, async (request, reply) => {
    const { userId } = request.actor;
    await app.rateLimits.consume([['shortUrlsByClient', userId ? `user:${userId}` : `address:${request.ip}`]]);
    const { path, item } = parseBody(shortUrlRequest, request.body);
    if (item) await findResource(contextOf(request), { type: item.type, id: item.id });
    const shortUrls = tablesOf('app-short-urls').table;
    const { row, isNew } = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`short-url:${path}`}))`);
      const [known] = await tx.select({ id: shortUrls.id, token: shortUrls.token, url: shortUrls.url }).from(shortUrls).where(eq(shortUrls.url, path)).limit(1);
      if (known) return { row: known, isNew: false };
      const [made] = await tx.insert(shortUrls).values({ token: newToken(), url: path }).returning({ id: shortUrls.id, token: shortUrls.token, url: shortUrls.url });
      return { row: made!, isNew: true };
    });
    reply.status(isNew ? 201 : 200).type(JSON_API);
    return { data: { type: 'app-short-urls', id: row.id as string, attributes: { token: row.token as string, url: row.url as string } }, jsonapi: { version: '1.1' } };
  });
}
