import type { FastifyInstance } from 'fastify';
import { publishableExistsAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { publishableExists } from '../../services/publishables.ts';
import { contextOf } from '../api/resources.ts';

const params = {
  type: 'object',
  properties: { pluralType: { type: 'string', minLength: 1, maxLength: 64 }, id: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['pluralType', 'id'],
  additionalProperties: false,
} as const;

/** `GET /api/v1/services/publishables/:pluralType/:id`: `{ data: { exists } }` (spec, domain §7). */
export async function publishablesRoutes(app: FastifyInstance) {
  app.get<{ Params: { pluralType: string; id: string } }>(
    '/api/v1/services/publishables/:pluralType/:id',
    { schema: { params, response: { 200: jsonSchemaOf(publishableExistsAnswer) } } },
    async (request, reply) => {
      const exists = await publishableExists(contextOf(request), { type: request.params.pluralType, id: request.params.id });
      reply.type(JSON_API);
      return { data: { exists } };
    },
  );
}
