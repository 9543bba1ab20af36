import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { EQLAAT_SHORT_REASON_MAX } from '@relais/domain';
import { z } from 'zod';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { notify } from '../../notifications/notify.ts';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';

/** What a person sends to ask for accompaniment (the spec's project fields: title, reason, description, request). */
const REQUEST = z.strictObject({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(255),
  phone: z.string().trim().max(30).optional(),
  reason: z.string().trim().min(1).max(EQLAAT_SHORT_REASON_MAX),
  description: z.string().trim().max(2000).optional(),
});

const answer = {
  type: 'object',
  properties: { data: { type: 'object', properties: { type: { type: 'string' }, id: { type: 'string' } }, required: ['type', 'id'] } },
  required: ['data'],
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `POST /api/v1/services/eqlaat-requests` (issue 28 item 1, block pageEqlaatRequest): a person,
 * signed in or not, asks the accompaniment team for help. The request becomes a project (its title
 * the person's name, its reason the short reason of 30 characters at most, its description the
 * message as plain text, its `request` what they sent); a signed-in member is one of its users and
 * reads it. Every eqlaat member is notified, with a link to the project in the back office. Counted
 * per address like the other public forms; 422 naming the field for bad input, nothing written.
 */
export async function eqlaatRequestRoutes(app: FastifyInstance) {
  app.post<{ Body: unknown }>('/api/v1/services/eqlaat-requests', { schema: { response: { 201: answer } } }, async (request, reply) => {
    await app.rateLimits.consume([['formInputsByAddress', request.ip]]);
    const parsed = REQUEST.safeParse((request.body as { data?: { attributes?: unknown } } | null)?.data?.attributes ?? request.body);
    if (!parsed.success) {
      throw validationFailed(parsed.error.issues.map((issue) => ({ pointer: attributePointer(String(issue.path[0] ?? 'reason')), rule: issue.code === 'too_big' ? 'max' : 'format', detail: issue.message })));
    }
    const sent = parsed.data;
    const userId = request.actor.userId;
    const site = { url: app.config.appUrl, name: app.config.appName, defaultLocale: app.config.defaultLocale };
    const id = await app.db.transaction(async (tx) => {
      const projectId = await createThrough(systemContext(tx), 'eqlaat-projects', {
        title: `${sent.firstName} ${sent.lastName}`,
        reason: sent.reason,
        description: sent.description ? sent.description.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') : null,
        request: { ...sent, userId },
      });
      if (userId) {
        const join = tablesOf('eqlaat-projects').joins.users!;
        await tx.insert(join.table).values({ ownerId: projectId, relatedId: userId, position: 0 }).onConflictDoNothing();
      }
      const users = tablesOf('users');
      const roles = users.joins.roles!;
      const team = await tx
        .select({ id: users.table.id })
        .from(users.table)
        .innerJoin(roles.table, eq(roles.owner, users.table.id))
        .where(and(eq(roles.related, 'eqlaat_member'), isNull(users.table.deletedAt)));
      for (const member of team) {
        await notify(tx, site, { type: 'eqlaat-request', userId: member.id as string, actorId: userId, details: `${sent.firstName} ${sent.lastName} — ${sent.reason}`, actionUrl: `/admin/resources/eqlaat-projects/show/${projectId}` });
      }
      return projectId;
    });
    reply.code(201).type(JSON_API);
    return { data: { type: 'eqlaat-projects', id } };
  });
}
