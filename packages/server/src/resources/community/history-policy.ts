import type { historyActions } from '@relais/domain';
import { adminOnlyPolicy } from '../../policies/defaults.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { authoredBy } from '../content/publishable.ts';

/**
 * Administrators read every history; a signed-in user reads the history of the items they
 * authored: the publishable items they created or that the organization they act for signs (as
 * they may change them, `authoredBy`), the forum subjects and messages they created, their comments.
 * Nobody writes history through the API.
 */
export const historyActionsPolicy: ResourcePolicy<typeof historyActions> = {
  ...adminOnlyPolicy,
  index: (actor) => actor.userId !== null,
  read(actor) {
    if (actor.isAdmin) return true;
    const publishable = authoredBy(actor);
    if (!publishable || actor.userId === null) return false;
    const own = { equals: actor.userId };
    return {
      item: {
        whereOf: {
          articles: publishable,
          'blog-posts': publishable,
          'calendar-events': publishable,
          'forum-subjects': { createdBy: own },
          'forum-subject-messages': { createdBy: own },
          comments: { author: own },
        },
      },
    };
  },
};
