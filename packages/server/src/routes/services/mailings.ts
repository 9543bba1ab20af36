import type { FastifyInstance } from 'fastify';
import { isLocale, mailingSendRequest, resourceDocument } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound } from '../../http/errors.ts';
import { parseBody } from '../../http/validate.ts';
import { JSON_API } from '../../jsonapi/media-types.ts';
import { findResource } from '../../operations/index.ts';
import { assertCanSendMailing, previewMailing, sendMailing } from '../../services/send-mailing.ts';
import { contextOf } from '../api/resources.ts';

const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;

/**
 * `POST /api/v1/services/mailing-templates/:id/send` with `{ lastSentAt }` (the back office's "Send"
 * of a mailing template): queues the mailing to the newsletter's subscribers and records the sending
 * (services/send-mailing.ts). Administrators only, while the newsletter feature is on; the answer is
 * the template's document with `meta.recipientsCount`.
 */
export async function mailingsRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>('/api/v1/services/mailing-templates/:id/send', { schema: { params, response: { 200: jsonSchemaOf(resourceDocument) } } }, async (request, reply) => {
    const ctx = contextOf(request);
    if (!ctx.features.newsletter) throw notFound();
    assertCanSendMailing(ctx.actor);
    const { lastSentAt } = parseBody(mailingSendRequest, request.body);
    const { recipientsCount } = await sendMailing({ db: app.db, actor: ctx.actor, mailer: app.mailer, config: app.config, id: request.params.id, lastSentAt });
    const document = await findResource(ctx, { type: 'mailing-templates', id: request.params.id });
    return reply.type(JSON_API).send({ ...document, meta: { recipientsCount } });
  });

  const previewAnswer = {
    type: 'object',
    properties: { data: { type: 'object', properties: { subject: { type: 'string' }, html: { type: 'string' }, text: { type: 'string' } }, required: ['subject', 'html', 'text'] } },
    required: ['data'],
  } as const;
  /** `GET /api/v1/services/mailing-templates/:id/preview?locale=`: the mailing as it will be sent (administrators). */
  app.get<{ Params: { id: string }; Querystring: { locale?: string } }>(
    '/api/v1/services/mailing-templates/:id/preview',
    { schema: { params, querystring: { type: 'object', properties: { locale: { type: 'string', maxLength: 8 } }, additionalProperties: false }, response: { 200: previewAnswer } } },
    async (request) => {
      const ctx = contextOf(request);
      if (!ctx.features.newsletter) throw notFound();
      const locale = request.query.locale && isLocale(request.query.locale) ? request.query.locale : ctx.locale;
      return { data: await previewMailing({ db: app.db, actor: ctx.actor, config: app.config, id: request.params.id, locale }) };
    },
  );
}
