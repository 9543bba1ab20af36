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
 * missing author (rules/community `isAnonymousAuthor`). One statement per list: the authors by their
 * key when the rows hold their ids (a hash join over every user was the planner's choice for a join
 * from 20 rows), else joined from the rows' ids when a sparse read left the column out.
 */
export const authorNames: NonNullable<ResourceHooks['computed']> = (context) => authorNamesBy('authorId')(context);

/** The same, for a kind whose author is held by another to-one's column (`createdById` of forum messages). */
export const authorNamesBy = (column: 'authorId' | 'createdById'): NonNullable<ResourceHooks['computed']> => async ({ db, resource, rows }) => {
  if (!rows.length) return new Map();
  const people = tableOf(users);
  const person = { firstName: people.firstName, lastName: people.lastName, avatarUrl: people.avatarUrl, deletedAt: people.deletedAt };
  let found: Author[];
  if (rows.every((row) => column in row)) {
    // The rows hold their authors' ids (a list reads whole rows): the authors alone, by their key.
    const authorOf = new Map(rows.map((row) => [row.id as string, (row as Record<string, unknown>)[column] as string | null]));
    const authorIds = [...new Set([...authorOf.values()].filter((id): id is string => !!id))];
    const byId = new Map(
      authorIds.length ? (await db.select({ id: people.id, ...person }).from(people).where(inArray(people.id, authorIds))).map((author) => [author.id as string, author]) : [],
    );
    found = rows.flatMap((row) => {
      const author = byId.get(authorOf.get(row.id as string) ?? '');
      return author ? [{ ...author, id: row.id as string } as Author] : [];
    });
  } else {
    // A sparse read left the author's column out: joined from the rows' ids.
    const table = tablesOf(resource.type).table;
    found = (await db
      .select({ id: table.id as AnyPgColumn, ...person })
      .from(table)
      .innerJoin(people, eq(people.id, table[column] as AnyPgColumn))
      .where(inArray(table.id as AnyPgColumn, rows.map((row) => row.id)))) as Author[];
  }
  const shown = new Map(found.filter((author) => !isAnonymousAuthor(author)).map((author) => [author.id, author]));
  return new Map(
    rows.map((row) => {
      const author = shown.get(row.id);
      return [row.id, { authorName: author ? fullName(author) : null, authorAvatarUrl: author?.avatarUrl ?? null }];
    }),
  );
};

