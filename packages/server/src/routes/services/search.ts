import type { FastifyInstance } from 'fastify';
import { searchAnswer, searchQuery } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { parseQuery } from '../../http/validate.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { search } from '../../services/search.ts';
import { contextOf } from '../api/resources.ts';

/**
 * `GET /api/v1/services/search?q=&types=&page[number]=&page[size]=` (issue 29): the global search
 * over every searchable kind the reader may read (services/search.ts); 422 naming `q` or `types`.
 */
export async function searchRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/search', { schema: { response: { 200: jsonSchemaOf(searchAnswer) } } }, async (request, reply) => {
    const query = parseQuery(searchQuery, request.query);
    const answer = await search(contextOf(request), { q: query.q, types: query.types, page: query['page[number]'], size: query['page[size]'] });
    reply.type(JSON_API);
    return answer;
  });
}
