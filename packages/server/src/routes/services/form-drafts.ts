import type { FastifyInstance } from 'fastify';
import { asciiEmail, formDraftAnswer, formDraftRequest } from '@relais/domain';
import type { FormDraftRequest } from '@relais/domain';
import { normaliseEmail } from '../../auth/rate-limits.ts';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { attributePointer, notFound, validationFailed } from '../../http/errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { createDraft, readDraft, updateDraft } from '../../services/form-drafts.ts';

type Params = { form: string; token?: string };
const params = {
  type: 'object',
  properties: { form: { type: 'string', minLength: 1, maxLength: 64 }, token: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['form'],
  additionalProperties: false,
} as const;

/** The body (`{ data: { attributes } }` or the attributes alone), checked by its contract: 422 naming the first wrong attribute. */
function parsed(body: unknown): FormDraftRequest {
  const result = formDraftRequest.safeParse((body as { data?: { attributes?: unknown } } | null)?.data?.attributes ?? body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  throw validationFailed([{ pointer: path.length ? attributePointer(path.join('/')) : '/data/attributes', rule: path[0] === 'section' ? 'integer' : 'format', detail: issue?.message ?? 'Invalid.' }]);
}

/**
 * Save and resume of advanced forms (domain `contracts/advanced-forms.ts`, services/form-drafts.ts),
 * only with the advanced forms feature: anyone may save a form they may answer (the form's policy is
 * public read), through the session's anti-forgery like every unsafe call. Counted per client
 * address before anything is read, and each mailed link per recipient, 429 past either.
 */
export async function formDraftsRoutes(app: FastifyInstance) {
  const featureOn = () => {
    if (!app.config.features.advancedForms) throw notFound();
  };
  const answer = { response: { 200: jsonSchemaOf(formDraftAnswer), 201: jsonSchemaOf(formDraftAnswer) } };

  app.post<{ Params: Params; Body: unknown }>('/api/v1/services/advanced-forms/:form/drafts', { schema: { params, ...answer } }, async (request, reply) => {
    featureOn();
    await app.rateLimits.consume([['formDraftsByAddress', request.ip]]);
    const body = parsed(request.body);
    const email = body.email?.trim() ? asciiEmail(body.email) : null;
    if (email) await app.rateLimits.consume([['formDraftMailsByRecipient', normaliseEmail(email)]]);
    const { answer: saved } = await createDraft(app, request.params.form, body, request.locale);
    reply.code(201).type(JSON_API);
    return saved;
  });

  app.get<{ Params: Params }>('/api/v1/services/advanced-forms/:form/drafts/:token', { schema: { params, ...answer } }, async (request, reply) => {
    featureOn();
    await app.rateLimits.consume([['formDraftsByAddress', request.ip]]);
    reply.type(JSON_API).header('cache-control', 'no-store');
    return readDraft(app.db, request.params.form, request.params.token ?? '');
  });

  app.patch<{ Params: Params; Body: unknown }>('/api/v1/services/advanced-forms/:form/drafts/:token', { schema: { params, ...answer } }, async (request, reply) => {
    featureOn();
    await app.rateLimits.consume([['formDraftsByAddress', request.ip]]);
    const body = parsed(request.body);
    if (body.email !== undefined) throw validationFailed([{ pointer: attributePointer('email'), rule: 'not_allowed', detail: 'The link was mailed when the answers were first saved.' }]);
    reply.type(JSON_API);
    return updateDraft(app.db, request.params.form, request.params.token ?? '', body);
  });
}
