import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { COMMENTABLE_TYPES, LIKABLE_TYPES } from '@relais/domain';
import type { ResourcePermissions } from '@relais/domain';
import type { Kind, MorePermissionsContext } from '../../jsonapi/catalog.ts';
import type { Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import { commentingColumns, takesComments } from './commenting.ts';
import { commentsPolicy, likesPolicy } from './interactions.ts';

const commentable: ReadonlySet<string> = new Set(COMMENTABLE_TYPES);
const likable: ReadonlySet<string> = new Set(LIKABLE_TYPES);

/**
 * `comment` and `like` of each row of a commentable or likable kind (`meta.permissions`): the same
 * rules the writes follow. Commenting: the comments policy lets the reader create one, and the item
 * takes comments now (`takesComments`, the check a new comment meets). Liking: the likes feature is
 * on and the likes policy lets the reader create one. The columns the commenting rule reads come with
 * the rows; only rows read without them (a sparse fieldset) are read again, in one statement.
 */
export async function interactionPermissions(ctx: MorePermissionsContext, kind: Kind, rows: readonly Row[]): Promise<Map<string, Partial<ResourcePermissions>>> {
  const answers = new Map<string, Partial<ResourcePermissions>>();
  const takesLikes = likable.has(kind.type);
  if ((!commentable.has(kind.type) && !takesLikes) || !rows.length) return answers;
  const mayLike = takesLikes && ctx.features.likes && likesPolicy.create(ctx.actor) === true;
  const mayComment = commentable.has(kind.type) && commentsPolicy.create(ctx.actor) === true;
  const states = new Map<string, Record<string, unknown>>(rows.map((row) => [row.id, row]));
  if (mayComment) {
    const columns = commentingColumns(kind.resource);
    const partial = rows.filter((row) => columns.some((column) => row[column] === undefined)).map((row) => row.id);
    if (partial.length) {
      const { table } = tablesOf(kind.type);
      const selection = Object.fromEntries(['id', ...columns].map((column) => [column, table[column] as AnyPgColumn]));
      for (const row of await ctx.db.select(selection).from(table).where(inArray(table.id as AnyPgColumn, partial))) states.set(row.id as string, row);
    }
  }
  const now = new Date();
  for (const row of rows) {
    const granted: Partial<ResourcePermissions> = {};
    if (commentable.has(kind.type)) granted.comment = mayComment && takesComments(kind.resource, states.get(row.id)!, now);
    if (takesLikes) granted.like = mayLike;
    answers.set(row.id, granted);
  }
  return answers;
}
