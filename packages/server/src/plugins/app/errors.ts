import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiError, badRequest, notFound, serviceUnavailable } from '../../http/errors.ts';
import { isDatabaseUnavailable } from '../../jsonapi/db-errors.ts';

export const JSON_API = 'application/vnd.api+json';

/** Seconds a client is asked to wait when the database is out of reach: the pool reconnects at the next request. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Every error leaves as a JSON:API error document. Known errors keep their status; Fastify's own
 * (bad JSON, body too large, unsupported media type) are translated; anything else is a 500 that
 * is logged and tells the client nothing about the internals, except the database being out of
 * reach: a 503 with Retry-After, since the same request will succeed once it is back.
 */
/** The first query or path parameter holding a NUL, which PostgreSQL refuses in any text (a 500 otherwise). */
function parameterWithNul(values: unknown): string | null {
  if (!values || typeof values !== 'object') return null;
  for (const [name, value] of Object.entries(values)) {
    if ([value].flat().some((item) => typeof item === 'string' && item.includes('\u0000'))) return name;
  }
  return null;
}

export const errorsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const parameter = parameterWithNul(request.params) ?? parameterWithNul(request.query);
      if (parameter) throw badRequest('A parameter may not contain a NUL character.', parameter, 'validation.nul');
    });
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      let apiError: ApiError;
      if (error instanceof ApiError) apiError = error;
      else if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
        apiError = new ApiError(415, [{ code: 'unsupported_media_type', title: 'Unsupported media type', detail: `Send ${JSON_API}.`, source: { header: 'content-type' } }]);
      } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        apiError = new ApiError(413, [{ code: 'payload_too_large', title: 'Payload too large', detail: 'The request body is too large.' }]);
      } else if (error.statusCode === 429) {
        const retryAfter = String(reply.getHeader('retry-after') ?? '60');
        apiError = new ApiError(429, [{ code: 'too_many_requests', title: 'Too many requests', detail: `Too many attempts; try again in ${retryAfter} seconds.` }], { 'retry-after': retryAfter });
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        apiError = badRequest(error.message);
      } else if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        apiError = serviceUnavailable(DATABASE_RETRY_AFTER_SECONDS);
      } else {
        request.log.error({ err: error }, 'unexpected error');
        apiError = new ApiError(500, [{ code: 'server_error', title: 'Server error', detail: 'Something went wrong on our side; it has been logged.' }]);
      }
      reply.status(apiError.status).headers(apiError.headers).type(JSON_API).send({ errors: apiError.errors, jsonapi: { version: '1.1' } });
    });
    app.setNotFoundHandler((request, reply) => {
      const error = notFound(`No route for ${request.method} ${request.url.split('?')[0]}.`);
      reply.status(404).type(JSON_API).send({ errors: error.errors, jsonapi: { version: '1.1' } });
    });
  },
  { name: 'errors' },
);
