import type { FastifyInstance } from 'fastify';
import { countriesAnswer, countriesIn, frenchDepartmentsByName, frenchRegionsAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { JSON_API } from '../../plugins/app/errors.ts';

// Reference data fixed by the build: each answer is made once per language.
const countriesByLocale = new Map<string, ReturnType<typeof countriesIn>>();
const departments = frenchDepartmentsByName();

/**
 * `GET /api/v1/services/countries` (a map by ISO code, names in the request's language) and
 * `GET /api/v1/services/utils/regions/france` (departments sorted by name): spec, platform §7.
 */
export async function geographyRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/countries', { schema: { response: { 200: jsonSchemaOf(countriesAnswer) } } }, async (request, reply) => {
    let data = countriesByLocale.get(request.locale);
    if (!data) countriesByLocale.set(request.locale, (data = countriesIn(request.locale)));
    reply.type(JSON_API);
    return { data };
  });

  app.get('/api/v1/services/utils/regions/france', { schema: { response: { 200: jsonSchemaOf(frenchRegionsAnswer) } } }, async (_request, reply) => {
    reply.type(JSON_API);
    return { data: { departments } };
  });
}
