import type { FastifyInstance } from 'fastify';
import { addressConfirmationAnswer } from '@relais/domain';
import type { AddressConfirmationAnswer } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { notFound } from '../../http/errors.ts';
import { assertConfirmationLink, confirmAddress } from '../../services/address-confirmations.ts';

const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;
const querystring = { type: 'object', properties: { token: { type: 'string', maxLength: 128 } }, additionalProperties: false } as const;

type Request = { Params: { id: string }; Querystring: { token?: string } };

/**
 * `POST /api/v1/services/address-confirmations/:id/confirm?token=…`: the double opt-in of an address
 * a form's confirmation was held for (services/address-confirmations.ts), called by the screen
 * `/services/confirm-address/:id`. Sessionless like the unsubscribe call: the token in the link is the
 * whole proof and no cookie is read, so there is nothing ambient for another site to forge and no
 * anti-forgery token. Rate-limited per client address (every call), then per link (calls with its
 * right token, so nobody but the mail's holder spends it), 429 past either.
 */
export async function addressConfirmationRoutes(app: FastifyInstance) {
  app.post<Request>(
    '/api/v1/services/address-confirmations/:id/confirm',
    { config: { sessionless: true }, schema: { params, querystring, response: { 200: jsonSchemaOf(addressConfirmationAnswer) } } },
    async (request) => {
      if (!app.config.features.advancedForms && !app.config.features.forms) throw notFound();
      await app.rateLimits.consume([['addressConfirmationByAddress', request.ip]]);
      await assertConfirmationLink(app.db, request.params.id, request.query.token);
      await app.rateLimits.consume([['addressConfirmationByLink', request.params.id]]);
      const answer: AddressConfirmationAnswer = { meta: await confirmAddress(app.db, request.params.id, request.query.token) };
      return answer;
    },
  );
}
