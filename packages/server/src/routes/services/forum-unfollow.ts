import type { FastifyInstance, FastifyReply } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { unfollowedPage, unfollowFromMail, unfollowQuestionPage } from '../../services/forum-digest.ts';

const params = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;
const querystring = {
  type: 'object',
  properties: { user: { type: 'string', maxLength: 64 }, signature: { type: 'string', maxLength: 128 } },
  additionalProperties: false,
} as const;

type Request = { Params: { id: string }; Querystring: { user?: string; signature?: string } };

/**
 * `GET|POST /api/v1/services/forum-subjects/:id/unfollow?user=…&signature=…`: a forum mail's
 * unfollow link (services/forum-digest.ts). Sessionless like the newsletter's unsubscribe: the
 * signature is the whole proof. The GET asks (a link scanner's or a prefetch's visit changes
 * nothing) with a button that POSTs to the same address, which unfollows and shows the confirmation
 * with the way back to the subject; a mail client's one-click `List-Unsubscribe-Post` gets a 204.
 * Rate-limited per client address like the newsletter's calls.
 */
export async function forumUnfollowRoutes(app: FastifyInstance) {
  // RFC 8058's body, whatever its encoding: read and dropped, within this plugin only.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  const path = '/api/v1/services/forum-subjects/:id/unfollow';
  const unfollow = async (request: { ip: string; params: { id: string }; query: { user?: string; signature?: string } }, change: boolean) => {
    if (!app.config.features.forum) throw notFound();
    await app.rateLimits.consume([['unsubscribeByAddress', request.ip]]);
    return unfollowFromMail(app.db, app.config, { userId: request.query.user ?? '', subjectId: request.params.id }, request.query.signature, { change });
  };
  const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  // The link asks first: a GET changes nothing.
  app.get<Request>(path, { config: { sessionless: true }, schema: { params, querystring } }, async (request, reply) =>
    html(reply, unfollowQuestionPage(await unfollow(request, false), app.config.appName, request.url)),
  );
  // The question's button (a browser, asking for a page) and a mail client's one-click POST (204).
  app.post<Request>(path, { config: { sessionless: true }, schema: { params, querystring } }, async (request, reply) => {
    const answer = await unfollow(request, true);
    if (request.headers.accept?.includes('text/html')) return html(reply, unfollowedPage(answer, app.config.appName));
    return reply.code(204).send();
  });
}
