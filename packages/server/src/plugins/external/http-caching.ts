import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * What spares the network rather than the database: a weak `ETag` on every answer with a body (a
 * repeated GET whose answer has not changed is a 304 without one), then br/gzip above 1 KB. The
 * ETag is taken from the uncompressed body, so it must be registered first; weak, because one
 * representation travels in several encodings. Hashed assets keep the ETag and precompressed
 * encoding the static plugin gives them.
 */
export async function registerHttpCaching(app: FastifyInstance) {
  await app.register(etag, { weak: true });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
}
