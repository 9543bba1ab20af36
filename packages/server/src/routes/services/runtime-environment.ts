import type { FastifyInstance } from 'fastify';
import { runtimeEnvironmentAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { runtimeEnvironment } from '../../services/runtime-environment.ts';

// The answer's shape is the domain's contract; Fastify serialises by it.
const responseSchema = jsonSchemaOf(runtimeEnvironmentAnswer);

/** `GET /api/v1/services/runtime-environment`: what the web app boots with (spec, platform §3 "app-env"). */
export async function runtimeEnvironmentRoutes(app: FastifyInstance) {
  app.get('/api/v1/services/runtime-environment', { schema: { response: { 200: responseSchema } } }, async (request, reply) => {
    const data = await runtimeEnvironment({ db: app.db, config: app.config, actor: request.actor, locale: request.locale });
    reply.type(JSON_API);
    // The operator's fonts (DATA_DIR/fonts), for the accessibility drawer to offer.
    return { data: { ...data, fonts: app.operatorFonts } };
  });
}
