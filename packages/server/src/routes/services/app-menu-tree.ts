import type { FastifyInstance } from 'fastify';
import { appMenuTreeRequest } from '@relais/domain';
import { parseBody } from '../../http/validate.ts';
import { checkMenuArranger, saveMenuTree } from '../../services/app-menu-tree.ts';

/**
 * `PUT /api/v1/services/app-menu-items/tree`: the menu editor's save, every moved entry's parent and
 * position at once (app admins; the anti-forgery token, as every unsafe call). Answers 204.
 */
export async function appMenuTreeRoutes(app: FastifyInstance) {
  app.put('/api/v1/services/app-menu-items/tree', async (request, reply) => {
    // Who may arrange the menu is checked before the body is read: a stranger learns nothing of it.
    checkMenuArranger(request.actor);
    const tree = parseBody(appMenuTreeRequest, request.body);
    await saveMenuTree({ db: app.db, actor: request.actor, tree, locale: request.locale, defaultLocale: app.config.defaultLocale });
    return reply.code(204).send();
  });
}
