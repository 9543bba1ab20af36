import type { appPages } from '@relais/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy, Row } from '../../policies/types.ts';
import { canManagePages } from '../../services/access.ts';
import { tablesOf } from '../../services/tables.ts';
import { bumpVersion } from '../../services/versions.ts';
import type { ResourceHooks } from '../hooks.ts';
import { guardCondition } from './guard.ts';
import { writableBy } from './write-policy.ts';

/**
 * Published pages for whoever the page-access rule lets in; drafts and writes for page editors
 * (app admins and admins).
 */
export const appPagesPolicy: ResourcePolicy<typeof appPages> = {
  see: canManagePages,
  index: () => true,
  read(actor) {
    if (canManagePages(actor)) return true;
    const guard = guardCondition(actor);
    return guard === true ? { isDraft: { equals: false } } : { and: [{ isDraft: { equals: false } }, guard] };
  },
  ...writableBy(canManagePages),
};

const isPublished = (row: Row | null) => row !== null && row.isDraft === false;

/** A path the router can mount: absolute, without blanks, single slashes. */
const PATH = /^\/[^\s?#]*$/;

export const appPagesHooks: ResourceHooks<typeof appPages> = {
  async beforeWrite({ tx, actor, action, values, before }) {
    if (actor.userId) {
      values.updatedById = actor.userId;
      if (action === 'create') values.createdById = actor.userId;
    }
    if (typeof values.path === 'string') {
      values.path = values.path.trim().replace(/\/{2,}/g, '/');
      if (!PATH.test(values.path as string)) {
        throw validationFailed([{ pointer: attributePointer('path'), rule: 'format', detail: 'A page path starts with "/" and has no spaces, "?" or "#".' }]);
      }
    }
    const isDraft = (values.isDraft ?? before?.isDraft ?? false) as boolean;
    const path = (values.path ?? before?.path) as string | undefined;
    if (isDraft || !path) return;
    // Two published pages at one path would make one of them unreachable.
    const pages = tablesOf('app-pages').table;
    const same = and(eq(pages.path, path), eq(pages.isDraft, false), before ? ne(pages.id, before.id) : sql`true`);
    const [clash] = await tx.select({ id: pages.id }).from(pages).where(same).limit(1);
    if (clash) throw validationFailed([{ pointer: attributePointer('path'), rule: 'unique', detail: `Another published page already has the path ${path}.` }]);
  },
  /** The router and the menu show published pages: any change of one, or any delete, moves both versions. */
  async afterWrite({ tx, action, before, after }) {
    if (action !== 'delete' && !isPublished(before) && !isPublished(after)) return;
    await bumpVersion(tx, 'environment');
    await bumpVersion(tx, 'menu');
  },
};
