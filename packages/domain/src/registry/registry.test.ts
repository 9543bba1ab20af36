import { describe, expect, it } from 'vitest';
import { boolean, datetime, integer, json, text, toMany, toOne, toOneOf } from './fields.ts';
import { defineResource } from './resource.ts';
import { createRegistry, throughStep } from './registry.ts';
import { registry, RESOURCES } from '../resources/index.ts';

const pages = defineResource({
  type: 'pages',
  attributes: { title: text({ translatable: true, required: true, max: 10 }), rank: integer() },
  relationships: { blocks: toMany('blocks', { inverse: 'page' }), parent: toOne('pages') },
  filters: ['rank', { name: 'q', kind: 'search', fields: ['title'] }],
});
const blocks = defineResource({ type: 'blocks', attributes: { props: json() }, relationships: { page: toOne('pages', { required: true }) } });

describe('defineResource', () => {
  it('fills the defaults a declaration leaves out', () => {
    expect(pages).toMatchObject({ table: 'pages', idKind: 'uuid', softDelete: false, feature: null, defaultSort: ['-createdAt'], maxPageSize: 100 });
  });

  it('turns a field name into an exact filter and keeps named filters', () => {
    expect(pages.filters).toEqual({ rank: { kind: 'exact', field: 'rank' }, q: { kind: 'search', fields: ['title'] } });
  });

  it('lets every visible, stored, scalar attribute and the timestamps be sorted on by default', () => {
    expect(pages.sortable).toEqual(['title', 'rank', 'createdAt', 'updatedAt']);
    expect(blocks.sortable).toEqual(['createdAt', 'updatedAt']);
  });

  it('names tables in snake case', () => {
    expect(defineResource({ type: 'app-page-components', attributes: {} }).table).toBe('app_page_components');
  });

  it('refuses a type that is not kebab-case', () => {
    expect(() => defineResource({ type: 'AppPages', attributes: {} })).toThrow(/kebab-case/);
  });

  it('makes required fields not nullable and booleans false by default', () => {
    expect(text({ required: true })).toMatchObject({ required: true, nullable: false });
    expect(boolean()).toMatchObject({ defaultValue: false, nullable: false });
  });
});

describe('createRegistry', () => {
  it('accepts a consistent set and finds kinds by type', () => {
    const r = createRegistry([pages, blocks]);
    expect(r.get('blocks')).toBe(blocks);
    expect(r.find('nothing')).toBeUndefined();
    expect(() => r.get('nothing')).toThrow(/Unknown resource type/);
  });

  it('refuses a relationship to an undeclared type', () => {
    expect(() => createRegistry([pages])).toThrow(/undeclared type "blocks"/);
  });

  it('refuses an inverse that does not exist on the other side', () => {
    const broken = defineResource({ type: 'blocks', attributes: {}, relationships: { owner: toOne('pages') } });
    expect(() => createRegistry([pages, broken])).toThrow(/inverse "page" is not declared on blocks/);
  });

  it('accepts a to-many inverse of a stored to-many, refuses one declared on both sides', () => {
    const people = defineResource({ type: 'people', attributes: {}, relationships: { teams: toMany('teams') } });
    const teams = defineResource({ type: 'teams', attributes: {}, relationships: { people: toMany('people', { inverse: 'teams' }) } });
    expect(createRegistry([people, teams]).get('teams').relationships.people).toMatchObject({ cardinality: 'many', inverse: 'teams' });
    const both = defineResource({ type: 'people', attributes: {}, relationships: { teams: toMany('teams', { inverse: 'people' }) } });
    expect(() => createRegistry([both, teams])).toThrow(/only one side of a pair declares the inverse/);
  });

  it('filters exactly on a stored to-many and on the inverse of another kind’s stored to-many, never on the inverse of a to-one', () => {
    const people = defineResource({ type: 'people', attributes: {}, relationships: { teams: toMany('teams') }, filters: ['teams'] });
    const teams = defineResource({ type: 'teams', attributes: {}, relationships: { people: toMany('people', { inverse: 'teams' }) } });
    expect(createRegistry([people, teams]).get('people').filters.teams).toEqual({ kind: 'exact', field: 'teams' });
    // A team's people are the people's stored teams, read from their join table's other side (a product's sellers).
    const inverse = defineResource({ type: 'teams', attributes: {}, relationships: { people: toMany('people', { inverse: 'teams' }) }, filters: ['people'] });
    expect(createRegistry([people, inverse]).get('teams').filters.people).toEqual({ kind: 'exact', field: 'people' });
    const members = defineResource({ type: 'members', attributes: {}, relationships: { club: toOne('clubs') } });
    const clubs = defineResource({ type: 'clubs', attributes: {}, relationships: { members: toMany('members', { inverse: 'club' }) }, filters: ['members'] });
    expect(() => createRegistry([members, clubs])).toThrow(/only stored relationships can be filtered/);
    const searched = defineResource({ type: 'teams', attributes: {}, relationships: { people: toMany('people', { inverse: 'teams' }) }, filters: [{ name: 'people', kind: 'isNull', field: 'people' }] });
    expect(() => createRegistry([people, searched])).toThrow(/only stored relationships can be filtered/);
  });

  it('filters through the rows of another kind pointing back, each path reaching one type', () => {
    const tags = defineResource({ type: 'tags', attributes: {} });
    const colours = defineResource({ type: 'colours', attributes: {} });
    const taggings = defineResource({ type: 'taggings', attributes: {}, relationships: { post: toOne('posts'), tag: toOne('tags'), colour: toOne('colours') } });
    const posts = (paths: readonly `${string}.${string}`[]) =>
      defineResource({ type: 'posts', attributes: {}, relationships: { taggings: toMany('taggings', { inverse: 'post' }), tag: toOne('tags') }, filters: [{ name: 'tags', kind: 'through', paths }] });
    const kinds = (paths: readonly `${string}.${string}`[]) => [tags, colours, taggings, posts(paths)];
    expect(createRegistry(kinds(['taggings.tag'])).get('posts').filters.tags).toEqual({ kind: 'through', paths: ['taggings.tag'] });
    expect(throughStep(createRegistry(kinds(['taggings.tag'])).find, posts(['taggings.tag']), 'taggings.tag')).toEqual({ via: 'taggings', back: 'post', field: 'tag', target: 'tags' });
    expect(() => createRegistry(kinds(['tag.id']))).toThrow(/"tag.id" is not "inverse.toOne"/);
    expect(() => createRegistry(kinds(['taggings.post.tag']))).toThrow(/is not "inverse.toOne"/);
    expect(() => createRegistry(kinds(['taggings.missing']))).toThrow(/taggings.missing is not a stored to-one/);
    expect(() => createRegistry(kinds(['taggings.tag', 'taggings.colour']))).toThrow(/reach different types \(tags, colours\)/);
    expect(() => createRegistry(kinds([]))).toThrow(/at least one path/);
  });

  it('takes a range filter on date or date-time fields only, its end field checked too', () => {
    const events = (filter: { field: string; endField?: string }) =>
      defineResource({ type: 'events', attributes: { title: text(), startAt: datetime(), endAt: datetime() }, filters: [{ name: 'between', kind: 'range', ...filter }] });
    expect(createRegistry([events({ field: 'startAt', endField: 'endAt' })]).get('events').filters.between).toEqual({ kind: 'range', field: 'startAt', endField: 'endAt' });
    expect(createRegistry([events({ field: 'createdAt' })]).get('events').filters.between).toEqual({ kind: 'range', field: 'createdAt' });
    expect(() => createRegistry([events({ field: 'title' })])).toThrow(/range filter needs a date or date-time field, not "title"/);
    expect(() => createRegistry([events({ field: 'startAt', endField: 'missing' })])).toThrow(/unknown field "missing"/);
  });

  it('refuses filters and sorts on unknown or hidden fields', () => {
    const secret = defineResource({
      type: 'secrets',
      attributes: { token: text({ hidden: true }) },
      filters: ['token', 'missing'],
      defaultSort: ['token'],
    });
    expect(() => createRegistry([secret])).toThrow(/filter on hidden or computed field "token"[\s\S]*unknown field "missing"[\s\S]*cannot sort/);
  });

  it('sorts through a stored to-one onto a sortable field of its target, and nowhere else', () => {
    const ranked = defineResource({ type: 'ranked', attributes: {}, relationships: { page: toOne('pages'), all: toMany('pages') }, sortableThrough: ['page.rank'] });
    expect(ranked.sortable).toContain('page.rank');
    expect(() => createRegistry([pages, blocks, ranked])).not.toThrow();
    const wrong = (through: `${string}.${string}`) =>
      defineResource({ type: 'wrong', attributes: {}, relationships: { page: toOne('pages'), all: toMany('pages') }, sortableThrough: [through] });
    expect(() => createRegistry([pages, blocks, wrong('page.missing')])).toThrow(/pages cannot be sorted by "missing"/);
    expect(() => createRegistry([pages, blocks, wrong('all.rank')])).toThrow(/one stored to-one/);
    expect(() => createRegistry([pages, blocks, wrong('page.parent.rank')])).toThrow(/one stored to-one/);
  });

  it('accepts a polymorphic to-one among declared types, read back from each of them', () => {
    const likes = defineResource({ type: 'likes', attributes: {}, relationships: { likable: toOneOf(['pages', 'blocks']) }, filters: ['likable'] });
    const liked = defineResource({ type: 'pages', attributes: {}, relationships: { likes: toMany('likes', { inverse: 'likable' }) } });
    const r = createRegistry([liked, blocks, likes]);
    expect(r.get('likes').relationships.likable).toMatchObject({ cardinality: 'one', types: ['pages', 'blocks'], onDelete: 'cascade' });
    expect(r.get('pages').relationships.likes).toMatchObject({ cardinality: 'many', inverse: 'likable' });
  });

  it('refuses a polymorphic to-one towards an undeclared type, one type only or a type twice', () => {
    const likes = (types: readonly [string, ...string[]]) => defineResource({ type: 'likes', attributes: {}, relationships: { likable: toOneOf(types) } });
    expect(() => createRegistry([pages, blocks, likes(['pages', 'posts'])])).toThrow(/likes.likable points at undeclared type "posts"/);
    expect(() => createRegistry([pages, blocks, likes(['pages'])])).toThrow(/at least two types/);
    expect(() => createRegistry([pages, blocks, likes(['pages', 'blocks', 'pages'])])).toThrow(/names a type twice/);
    const clash = defineResource({ type: 'likes', attributes: { likableType: text() }, relationships: { likable: toOneOf(['pages', 'blocks']) } });
    expect(() => createRegistry([pages, blocks, clash])).toThrow(/likes.likableType clashes with the type column of likable/);
  });

  it('refuses an inverse of a polymorphic to-one from a type it cannot point at, and sorting through it', () => {
    const likes = defineResource({ type: 'likes', attributes: {}, relationships: { likable: toOneOf(['pages', 'blocks']) }, sortableThrough: ['likable.rank'] });
    const people = defineResource({ type: 'people', attributes: {}, relationships: { likes: toMany('likes', { inverse: 'likable' }) } });
    expect(() => createRegistry([pages, blocks, likes, people])).toThrow(/one stored to-one relationship of one type[\s\S]*inverse likes.likable points elsewhere/);
  });

  it('refuses a translatable number and a declared type twice', () => {
    const odd = defineResource({ type: 'odds', attributes: { n: integer({ translatable: true }) } });
    expect(() => createRegistry([odd])).toThrow(/only text, richText and json can be translatable/);
    expect(() => createRegistry([blocks, blocks])).toThrow(/declared twice/);
  });

  it('keeps a presentation whose fields exist and refuses one that names an unknown or hidden field', () => {
    const posts = defineResource({
      type: 'posts',
      attributes: { title: text({ max: 255 }), summary: text(), secret: text({ hidden: true }) },
      relationships: { page: toOne('pages') },
      presentation: { titleField: 'title', summaryField: 'summary', defaultColumns: ['title', 'page'] },
    });
    expect(posts.presentation).toEqual({ titleField: 'title', summaryField: 'summary', defaultColumns: ['title', 'page'] });
    expect(() => createRegistry([pages, blocks, posts])).not.toThrow();
    const hidden = defineResource({ type: 'hidden', attributes: { secret: text({ hidden: true }) }, presentation: { titleField: 'secret' } });
    expect(() => createRegistry([hidden])).toThrow(/presentation titleField "secret" is not a readable attribute/);
    // @ts-expect-error a misspelt column of the declaration does not compile
    const misspelt = defineResource({ type: 'misspelt', attributes: { title: text() }, presentation: { titleField: 'title', defaultColumns: ['titel'] } });
    expect(() => createRegistry([misspelt])).toThrow(/presentation column "titel" is not a readable field/);
  });

  it('refuses a reserved attribute name', () => {
    const reserved = defineResource({ type: 'reserved', attributes: { createdAt: text() } });
    expect(() => createRegistry([reserved])).toThrow(/reserved name/);
  });
});

describe('the product registry', () => {
  it('declares every first kind with a plural kebab-case type', () => {
    expect(RESOURCES.map((r) => r.type)).toEqual(
      expect.arrayContaining(['app-envs', 'app-pages', 'app-page-components', 'app-menu-items', 'app-redirections', 'app-short-urls', 'language-lines', 'files', 'users', 'roles', 'access-levels']),
    );
  });

  it('never lets a user password or two-factor secret be read', () => {
    const users = registry.get('users');
    expect(users.attributes.password?.hidden).toBe(true);
    expect(users.attributes.twoFactorSecret?.hidden).toBe(true);
    expect(users.attributes.isAdmin?.privileged).toBe(true);
    expect(users.relationships.roles?.privileged).toBe(true);
  });

  it('links page components to their page through one stored column', () => {
    expect(registry.get('app-pages').relationships.components).toMatchObject({ cardinality: 'many', inverse: 'page' });
    expect(registry.get('app-page-components').relationships.page).toMatchObject({ cardinality: 'one', required: true });
  });

  it('gives the content kinds a presentation: the title field that names their records and their first columns', () => {
    for (const type of ['articles', 'blog-posts', 'calendar-events', 'categories', 'tags', 'publication-requests']) {
      expect(registry.get(type).presentation?.titleField, type).toBeTruthy();
    }
    expect(registry.get('articles').presentation).toMatchObject({ titleField: 'title', summaryField: 'shortDescription' });
  });

  it('reads the members of an organization from the users\' organizations', () => {
    expect(registry.get('organizations').relationships.users).toMatchObject({ cardinality: 'many', type: 'users', inverse: 'organizations', readOnly: true });
  });
});
