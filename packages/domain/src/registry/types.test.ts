import { describe, expect, expectTypeOf, it } from 'vitest';
import type { appPages, articles, users } from '../resources/index.ts';
import { boolean, enumeration, text, toMany, toOne, toOneOf } from './fields.ts';
import { defineResource } from './resource.ts';
import type { FieldName, FilterName, IncludePath, Model, SortField, StoredRow } from './types.ts';

const posts = defineResource({
  type: 'blog-posts',
  attributes: {
    title: text({ translatable: true, required: true, max: 255 }),
    summary: text({ max: 500 }),
    isPinned: boolean(),
    status: enumeration(['draft', 'published'], { required: true }),
    secret: text({ hidden: true }),
  },
  relationships: { author: toOne('users'), tags: toMany('tags') },
});

const likes = defineResource({ type: 'likes', attributes: {}, relationships: { likable: toOneOf(['blog-posts', 'forum-subjects']) } });

// The checks that matter are compile-time: `tsc -p packages/domain` (npm run lint) fails when a
// `@ts-expect-error` below stops being an error, i.e. when a misspelt field would compile again.
describe('types inferred from a declaration', () => {
  it('gives the web a model with the declared fields and their value types', () => {
    expectTypeOf<Model<typeof posts>['title']>().toEqualTypeOf<string>();
    expectTypeOf<Model<typeof posts>['summary']>().toEqualTypeOf<string | null>();
    expectTypeOf<Model<typeof posts>['isPinned']>().toEqualTypeOf<boolean>();
    expectTypeOf<Model<typeof posts>['status']>().toEqualTypeOf<'draft' | 'published'>();
    expectTypeOf<Model<typeof posts>['type']>().toEqualTypeOf<'blog-posts'>();
    expectTypeOf<NonNullable<Model<typeof posts>['author']>['type']>().toEqualTypeOf<'users'>();
    // @ts-expect-error a hidden attribute never reaches a reader
    expectTypeOf<Model<typeof posts>['secret']>().toBeString();
    // @ts-expect-error a misspelt field is not part of the model
    expectTypeOf<Model<typeof posts>['titel']>().toBeString();
    expect(posts.type).toBe('blog-posts');
  });

  it('gives the server a row with translations per language and to-ones by id', () => {
    expectTypeOf<StoredRow<typeof posts>['title']>().toEqualTypeOf<Record<string, string>>();
    expectTypeOf<StoredRow<typeof posts>['authorId']>().toEqualTypeOf<string | null>();
    expectTypeOf<StoredRow<typeof posts>['secret']>().toEqualTypeOf<string | null>();
    // @ts-expect-error a to-many has no column
    expectTypeOf<StoredRow<typeof posts>['tagsId']>().toBeString();
  });

  it('keeps the target types of a polymorphic to-one, in the model and in the row', () => {
    expectTypeOf<NonNullable<Model<typeof likes>['likable']>['type']>().toEqualTypeOf<'blog-posts' | 'forum-subjects'>();
    expectTypeOf<StoredRow<typeof likes>['likableType']>().toEqualTypeOf<'blog-posts' | 'forum-subjects' | null>();
    expectTypeOf<StoredRow<typeof likes>['likableId']>().toEqualTypeOf<string | null>();
    expect(likes.relationships.likable.types).toEqual(['blog-posts', 'forum-subjects']);
  });

  it('names the fields of the product kinds', () => {
    const pageField: FieldName<typeof appPages> = 'isDraft';
    // @ts-expect-error a misspelt field of a declared kind does not compile
    const misspelt: FieldName<typeof appPages> = 'isDarft';
    expectTypeOf<Model<typeof users>['email']>().toBeString();
    // @ts-expect-error the password hash is hidden
    expectTypeOf<Model<typeof users>['password']>().toBeString();
    expect([pageField, misspelt]).toHaveLength(2);
  });

  it('names the filters, includes and sorts of a declared kind', () => {
    const filter: FilterName<typeof articles> = 'category';
    const byIds: FilterName<typeof articles> = 'id';
    // @ts-expect-error an undeclared filter does not compile
    const undeclared: FilterName<typeof articles> = 'colour';
    const include: IncludePath<typeof articles> = 'category.image';
    // @ts-expect-error an include names a relationship
    const notRelated: IncludePath<typeof articles> = 'title';
    const sort: SortField<typeof articles> = 'accessLevel.weight';
    // @ts-expect-error a misspelt sort field does not compile
    const misspeltSort: SortField<typeof articles> = 'publishdAt';
    expect([filter, byIds, undeclared, include, notRelated, sort, misspeltSort]).toHaveLength(7);
  });
});
