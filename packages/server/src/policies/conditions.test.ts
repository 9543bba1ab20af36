import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPages } from '@relais/domain';
import type { eqlaatReports } from '@relais/domain';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { resourceTables } from '../db/schema.ts';
import { insertPage } from '../services/test-fixtures.ts';
import { tablesOf } from '../services/tables.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/databases.ts';
import { rowsAllowed } from './checks.ts';
import { conditionSql, decide } from './conditions.ts';
import type { AnyCondition, Condition } from './conditions.ts';
import type { Row } from './types.ts';

type PageCondition = Condition<typeof appPages>;

// The checks that matter here are compile-time: `npm run lint` (tsc) fails when a `@ts-expect-error`
// below stops being an error, i.e. when a misspelt field or a wrong value would compile again.
describe('conditions typed from the declaration', () => {
  it('accepts the declared fields with their value types, and refuses anything else', () => {
    const valid: PageCondition[] = [
      { isDraft: { equals: false }, path: { in: ['/a', '/b'] }, styles: { isNull: true } },
      { createdAt: { gte: new Date(0) }, id: { notIn: [] } },
      { or: [{ roles: { containsAnyOf: ['admin'] } }, { roles: { isEmpty: true } }] },
      { accessLevel: { where: { weight: { lte: 300 } } } },
      { and: [{ draftOfPage: { where: { isDraft: { equals: false } } } }, { accessLevel: { equals: 'member_level_1' } }] },
    ];
    const invalid: PageCondition[] = [
      // @ts-expect-error a misspelt field
      { isDarft: { equals: false } },
      // @ts-expect-error a value of the wrong type
      { isDraft: { equals: 'no' } },
      // @ts-expect-error text has no order (it would depend on the database's collation)
      { path: { gt: '/a' } },
      // @ts-expect-error a translatable attribute is an object per language
      { title: { equals: 'Home' } },
      // @ts-expect-error an inverse relationship is stored on the other kind
      { components: { isEmpty: true } },
      // @ts-expect-error a to-many operator on a to-one
      { accessLevel: { containsAnyOf: ['contact'] } },
      // @ts-expect-error a misspelt field of the related kind
      { accessLevel: { where: { wieght: { lte: 300 } } } },
      // @ts-expect-error a misspelt field inside a combinator
      { or: [{ requiresAuht: { equals: true } }] },
    ];
    expect(valid).toHaveLength(5);
    expect(invalid).toHaveLength(8);
  });

  it('types a polymorphic to-one\'s conditions by the kinds it may point at', () => {
    const valid: Condition<typeof eqlaatReports>[] = [
      { reportable: { equals: 'some-id' } },
      { reportable: { whereOf: { 'eqlaat-projects': { users: { containsAnyOf: ['u'] } }, 'eqlaat-appointments': { project: { where: { priority: { gte: 1 } } } } } } },
    ];
    const invalid: Condition<typeof eqlaatReports>[] = [
      // @ts-expect-error a kind the relationship cannot point at
      { reportable: { whereOf: { users: { email: { equals: 'a@b.c' } } } } },
      // @ts-expect-error a misspelt field of one of its kinds
      { reportable: { whereOf: { 'eqlaat-projects': { titel: { equals: 'x' } } } } },
      // @ts-expect-error a one-kind `where` on a polymorphic to-one
      { reportable: { where: { title: { equals: 'x' } } } },
    ];
    expect(valid).toHaveLength(2);
    expect(invalid).toHaveLength(3);
  });

  it('refuses at run time a field a condition cannot compare', () => {
    expect(() => decide({ title: { equals: 'Home' } }, appPages, { id: 'x', title: { en: 'Home' } })).toThrow(/"title"/);
  });
});

describe.each(TEST_DATABASES)('one condition, two ways of deciding it, on %s', (kind) => {
  let handle: DatabaseHandle;
  let db: Database;
  let rows: Row[];
  const pages = tablesOf('app-pages');
  const tables = (type: string) => resourceTables.get(type);

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
    const a = await insertPage(db, { path: '/a', requiresAuth: false, createdAt: new Date('2024-01-01T00:00:00Z') });
    await insertPage(db, { path: '/b', requiresAuth: true, roles: ['contributor'], accessLevel: 'member_level_1' });
    await insertPage(db, { path: '/c', requiresAuth: true, roles: ['admin', 'eqlaat_member'], accessLevel: 'member_level_2', isDraft: true, draftOfPage: a });
    await insertPage(db, { path: '/d', isDraft: true, createdAt: new Date('2025-06-01T00:00:00Z') });
    await db.update(pages.table).set({ styles: 'body{}' });
    await insertPage(db, { path: '/e', accessLevel: 'contact' });
    rows = (await db.select().from(pages.table)) as Row[];
  });
  afterAll(() => handle.close());

  const CONDITIONS: [string, PageCondition][] = [
    ['equals', { path: { equals: '/a' } }],
    ['equals null', { accessLevel: { equals: null } }],
    ['notEquals, which holds for null', { styles: { notEquals: 'body{}' } }],
    ['notEquals on a to-one, with nulls', { accessLevel: { notEquals: 'member_level_1' } }],
    ['in', { path: { in: ['/a', '/c', '/nowhere'] } }],
    ['in nothing', { path: { in: [] } }],
    ['notIn, which holds for null', { accessLevel: { notIn: ['contact', 'member_level_2'] } }],
    ['notIn nothing', { path: { notIn: [] } }],
    ['isNull', { draftOfPage: { isNull: false } }],
    ['order on instants', { createdAt: { lt: new Date('2025-01-01T00:00:00Z') } }],
    ['and of fields', { isDraft: { equals: true }, requiresAuth: { equals: false } }],
    ['or', { or: [{ path: { equals: '/b' } }, { isDraft: { equals: true } }] }],
    ['empty or', { or: [] }],
    ['empty and', { and: [] }],
    ['a to-many holds one of', { roles: { containsAnyOf: ['contributor', 'eqlaat_member'] } }],
    ['a to-many holds one of nothing', { roles: { containsAnyOf: [] } }],
    ['an empty to-many', { roles: { isEmpty: true } }],
    ['a related row meets a condition', { accessLevel: { where: { weight: { lte: 300 } } } }],
    ['a related row of the same kind', { draftOfPage: { where: { path: { equals: '/a' } } } }],
    ['the page-access rule', { or: [{ requiresAuth: { equals: false } }, { and: [{ roles: { isEmpty: true } }, { accessLevel: { isNull: true } }] }] }],
    ['field and related rows mixed', { or: [{ path: { equals: '/d' } }, { roles: { containsAnyOf: ['admin'] } }] }],
  ];

  it.each(CONDITIONS)('agrees on %s: SQL, the row check and the keyed statement', async (_name, condition) => {
    const any = condition as AnyCondition;
    const inSql = (await db.select({ id: pages.table.id }).from(pages.table).where(conditionSql(any, pages, tables))).map((row) => row.id as string).sort();
    for (const row of rows) {
      const decision = decide(any, appPages, row);
      if (decision !== undefined) expect(decision, `${row.path as string}`).toBe(inSql.includes(row.id));
    }
    expect([...(await rowsAllowed(db, pages, any, rows, tables))].sort()).toEqual(inSql);
    expect(inSql.length).toBeLessThanOrEqual(rows.length);
  });

  it('leaves to the database what the row alone cannot tell, and decides the rest on the row', () => {
    const [row] = rows.filter((r) => r.path === '/b');
    expect(decide({ roles: { containsAnyOf: ['contributor'] } }, appPages, row!)).toBeUndefined();
    expect(decide({ accessLevel: { where: { weight: { lte: 300 } } } }, appPages, row!)).toBeUndefined();
    expect(decide({ and: [{ path: { equals: '/a' } }, { roles: { isEmpty: true } }] }, appPages, row!)).toBe(false);
    expect(decide({ or: [{ path: { equals: '/b' } }, { roles: { isEmpty: true } }] }, appPages, row!)).toBe(true);
    // A column the row was read without is the database's to tell, too.
    expect(decide({ path: { equals: '/b' } }, appPages, { id: row!.id })).toBeUndefined();
  });
});
