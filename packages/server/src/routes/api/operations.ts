import type { FastifyInstance } from 'fastify';
import type { Catalog } from '../../jsonapi/catalog.ts';
import { badRequest } from '../../http/errors.ts';
import { ATOMIC_EXT, checkAccept, checkContentType, JSON_API_ATOMIC } from '../../jsonapi/media-types.ts';
import { atomicDocument, runAtomicOperations } from '../../operations/index.ts';
import { contextOf } from './resources.ts';

/**
 * `POST /api/v1/operations`: the JSON:API Atomic Operations extension, the one way to write a
 * resource and what it owns (a page and its components) in one transaction. The body and the
 * answer carry `ext="https://jsonapi.org/ext/atomic"`; anti-forgery applies as to every unsafe call.
 */
export async function operationsRoute(api: FastifyInstance, catalog: Catalog) {
  api.addHook('onRequest', async (request) => {
    checkAccept(request.headers.accept, [ATOMIC_EXT]);
    checkContentType(request.headers['content-type'], [ATOMIC_EXT]);
  });
  api.post('/operations', async (request, reply) => {
    const [parameter] = Object.keys(request.query as object);
    if (parameter !== undefined) throw badRequest(`"${parameter}" is not a parameter of /operations.`, parameter);
    const document = atomicDocument(await runAtomicOperations(contextOf(request, catalog), { document: request.body }));
    if (!document) return reply.status(204).send();
    return reply.status(200).type(JSON_API_ATOMIC).send(JSON.stringify(document));
  });
}
