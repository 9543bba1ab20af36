import { appPages } from '@relais/domain';
import type { appPageComponents } from '@relais/domain';
import { eq } from 'drizzle-orm';
import type { ResourcePolicy } from '../../policies/types.ts';
import { canManagePages } from '../../services/access.ts';
import { tableOf } from '../../services/tables.ts';
import { bumpVersion } from '../../services/versions.ts';
import type { ResourceHooks } from '../hooks.ts';
import { appPagesPolicy } from './app-pages.ts';
import { checkComponent } from './block-props.ts';
import { writableBy } from './write-policy.ts';

/** A component is readable exactly when its page is. */
export const appPageComponentsPolicy: ResourcePolicy<typeof appPageComponents> = {
  see: canManagePages,
  index: () => true,
  read(actor) {
    const page = appPagesPolicy.read(actor);
    return typeof page === 'boolean' ? page : { page: { where: page } };
  },
  ...writableBy(canManagePages),
};

export const appPageComponentsHooks: ResourceHooks<typeof appPageComponents> = {
  /** A declared block type with valid props, completed with defaults and rich text sanitised. */
  async beforeWrite({ values, before }) {
    checkComponent(values, before);
  },
  /** Editing a block of a published page changes what visitors see: tell the clients to refresh. */
  async afterWrite({ tx, before, after }) {
    const pageId = (after?.pageId ?? before?.pageId) as string | undefined;
    if (!pageId) return;
    const pages = tableOf(appPages);
    const [page] = await tx.select({ isDraft: pages.isDraft }).from(pages).where(eq(pages.id, pageId));
    if (page && page.isDraft === false) await bumpVersion(tx, 'environment');
  },
};
