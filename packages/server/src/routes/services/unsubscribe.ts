import type { FastifyInstance } from 'fastify';
import { UNSUBSCRIBE_KINDS, unsubscribeAnswer } from '@relais/domain';
import type { UnsubscribeAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound } from '../../http/errors.ts';
import { assertUnsubscribeLink, unsubscribe, unsubscribePagePath } from '../../services/newsletter-unsubscribe.ts';

const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;
const querystring = { type: 'object', properties: { signature: { type: 'string', maxLength: 128 } }, additionalProperties: false } as const;

type Request = { Params: { id: string }; Querystring: { signature?: string } };

/**
 * `POST /api/v1/services/{users|light-users}/:id/unsubscribe?signature=…`: takes a mailing's
 * recipient off the newsletter (services/newsletter-unsubscribe.ts). Sessionless: the signature in
 * the link is the whole proof, no cookie is read, so there is nothing ambient for another site to
 * forge and no anti-forgery token (a mail client's one-click POST has none). The one-click body
 * (`List-Unsubscribe=One-Click`, form-encoded or multipart) is accepted and not needed. A `GET` of the
 * same address (a client that opens the header's link) is sent to the screen that asks first, once
 * its signature is checked (a forged link is refused there too). The POST is rate-limited per client
 * address (every call), then per recipient (calls with a valid link), 429 past either.
 */
export async function unsubscribeRoutes(app: FastifyInstance) {
  // RFC 8058's body, whatever its encoding: read and dropped, within this plugin only.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  for (const kind of UNSUBSCRIBE_KINDS) {
    const path = `/api/v1/services/${kind}/:id/unsubscribe`;
    app.post<Request>(path, { config: { sessionless: true }, schema: { params, querystring, response: { 200: jsonSchemaOf(unsubscribeAnswer) } } }, async (request) => {
      if (!app.config.features.newsletter) throw notFound();
      const recipient = { kind, id: request.params.id };
      await app.rateLimits.consume([['unsubscribeByAddress', request.ip]]);
      assertUnsubscribeLink(app.config.sessionSecret, recipient, request.query.signature);
      await app.rateLimits.consume([['unsubscribeByRecipient', `${kind}:${request.params.id}`]]);
      const { wasSubscribed } = await unsubscribe(app.db, app.config.sessionSecret, recipient, request.query.signature);
      const answer: UnsubscribeAnswer = { meta: { wasSubscribed } };
      return answer;
    });
    app.get<Request>(path, { config: { sessionless: true }, schema: { params, querystring } }, async (request, reply) => {
      if (!app.config.features.newsletter) throw notFound();
      assertUnsubscribeLink(app.config.sessionSecret, { kind, id: request.params.id }, request.query.signature);
      const page = unsubscribePagePath({ kind, id: request.params.id });
      return reply.redirect(`${page}?signature=${encodeURIComponent(request.query.signature ?? '')}`, 303);
    });
  }
}
