import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { fullName, isAnonymousAuthor, users } from '@relais/domain';
import { tableOf, tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

interface Author {
  id: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  deletedAt: Date | null;
}

/**
 * `authorName` and `authorAvatarUrl` of the rows of a kind whose `author` is a user (comments,
 * history actions): the author's reduced public profile (what `services/users/:id/profile`
 * answers), which anyone may read though the author's record is not theirs. Null for a deleted or
 * missing author (rules/community `isAnonymousAuthor`). One statement per list, from the rows' ids,
 * since a sparse fieldset may have left the author out.
 */
export const authorNames: NonNullable<ResourceHooks['computed']> = (context) => authorNamesBy('authorId')(context);

/** The same, for a kind whose author is held by another to-one's column (`createdById` of forum messages). */
export const authorNamesBy = (column: 'authorId' | 'createdById'): NonNullable<ResourceHooks['computed']> => async ({ db, resource, rows }) => {
  if (!rows.length) return new Map();
  const table = tablesOf(resource.type).table;
  const people = tableOf(users);
  const found: Author[] = await db
    .select({ id: table.id as AnyPgColumn, firstName: people.firstName, lastName: people.lastName, avatarUrl: people.avatarUrl, deletedAt: people.deletedAt })
    .from(table)
    .innerJoin(people, eq(people.id, table[column] as AnyPgColumn))
    .where(inArray(table.id as AnyPgColumn, rows.map((row) => row.id)))
    .then((read) => read as Author[]);
  const shown = new Map(found.filter((author) => !isAnonymousAuthor(author)).map((author) => [author.id, author]));
  return new Map(
    rows.map((row) => {
      const author = shown.get(row.id);
      return [row.id, { authorName: author ? fullName(author) : null, authorAvatarUrl: author?.avatarUrl ?? null }];
    }),
  );
};

