import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRegistry, defineResource, registry as productRegistry, text, toMany, toOne } from '@relais/domain';
import { buildResourceTables } from '../db/resource-tables.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import type { Catalog } from './catalog.ts';
import { notesApp, notesCatalog } from './testing-kind.ts';
import { adminActor, client } from './testing.ts';
import type { Client } from './testing.ts';

/**
 * Kinds the product does not have, for the `through` filter: folders listed by the labels of their
 * entries (a kind of its own between them, as the catalogue's notes are between products and
 * systems). An entry whose text is "private" is read by admins only; entries sit behind a feature.
 */
const labels = defineResource({ type: 'labels', attributes: { name: text({ required: true, max: 100 }) } });
const folderEntries = defineResource({
  type: 'folder-entries',
  feature: 'blogPosts',
  attributes: { text: text({ max: 100 }) },
  relationships: { folder: toOne('folders', { required: true }), label: toOne('labels', { required: true }), otherLabel: toOne('labels') },
});
const folders = defineResource({
  type: 'folders',
  defaultSort: ['name'],
  filters: [{ name: 'labels', kind: 'through', paths: ['entries.label', 'entries.otherLabel'] }],
  attributes: { name: text({ required: true, max: 100 }) },
  relationships: { entries: toMany('folder-entries', { inverse: 'folder', readOnly: true }) },
});

const everyone: ResourcePolicy = {
  see: (actor) => actor.isAdmin,
  index: () => true,
  read: () => true,
  create: (actor) => actor.isAdmin,
  update: (actor) => actor.isAdmin,
  delete: (actor) => actor.isAdmin,
  softDelete: (actor) => actor.isAdmin,
  restore: (actor) => actor.isAdmin,
};
const policies: Record<string, ResourcePolicy> = {
  labels: everyone,
  folders: everyone,
  'folder-entries': { ...everyone, read: (actor) => actor.isAdmin || { text: { notEquals: 'private' } } },
};
const registry = createRegistry([...productRegistry.resources, ...notesCatalog.registry.resources.filter((r) => r.type === 'notes'), labels, folderEntries, folders]);
const catalog: Catalog = {
  registry,
  tables: buildResourceTables(registry),
  policyFor: (type) => policies[type] ?? notesCatalog.policyFor(type),
  hooksFor: (type) => (policies[type] ? {} : notesCatalog.hooksFor(type)),
};

async function tablesMigration() {
  const previous = generateDrizzleJson({});
  const tables = Object.fromEntries(['labels', 'folders', 'folder-entries'].map((type) => [type, catalog.tables.get(type)!.table]));
  return (await generateMigration(previous, generateDrizzleJson(tables, previous.id))).map((statement) => sql.raw(statement));
}

describe.each(TEST_DATABASES)('a filter through linking rows on %s', (kind) => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  let admin: Client;
  let visitor: Client;
  let visitorWithoutEntries: Client;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const tables = await tablesMigration();
    const actors = { admin: adminActor() };
    const app = await notesApp(t, { actors, catalog, tables, features: { blogPosts: true } });
    const featureOff = await notesApp(t, { actors, catalog, features: { blogPosts: false } });
    apps.push(app, featureOff);
    admin = client({ app }, { 'x-test-actor': 'admin' });
    visitor = client({ app });
    visitorWithoutEntries = client({ app: featureOff });
    const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, string> = {}) => {
      const linkage = Object.fromEntries(Object.entries(relationships).map(([name, id]) => [name, { data: { type: name === 'folder' ? 'folders' : 'labels', id } }]));
      const response = await admin.send('POST', `/api/v1/${type}`, { data: { type, attributes, relationships: linkage } });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as string;
    };
    for (const name of ['red', 'blue', 'green']) ids[name] = await create('labels', { name });
    for (const name of ['Letters', 'Bills', 'Diaries', 'Empty']) ids[name] = await create('folders', { name });
    await create('folder-entries', { text: 'a letter' }, { folder: ids.Letters!, label: ids.red! });
    await create('folder-entries', { text: 'a bill' }, { folder: ids.Bills!, label: ids.blue!, otherLabel: ids.red! });
    await create('folder-entries', { text: 'private' }, { folder: ids.Diaries!, label: ids.green! });
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  const names = async (as: Client, query: string) => {
    const response = await as.get(`/api/v1/folders?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { names: (response.json().data as { attributes: { name: string } }[]).map((row) => row.attributes.name), total: response.json().meta.page.total as number };
  };

  it('keeps the rows that a linking row points at any of the ids, through any of the paths', async () => {
    expect(await names(visitor, `filter[labels]=${ids.red}`)).toEqual({ names: ['Bills', 'Letters'], total: 2 });
    expect(await names(visitor, `filter[labels]=${ids.blue}`)).toEqual({ names: ['Bills'], total: 1 });
    expect(await names(visitor, `filter[labels]=${ids.blue},${ids.red}&page[size]=1`)).toEqual({ names: ['Bills'], total: 2 });
  });

  it('counts only the linking rows the reader may read', async () => {
    expect(await names(visitor, `filter[labels]=${ids.green}`)).toEqual({ names: [], total: 0 });
    expect(await names(admin, `filter[labels]=${ids.green}`)).toEqual({ names: ['Diaries'], total: 1 });
    // The same query again, by the visitor, after the admin's was compiled: each reads with its own rule.
    expect(await names(visitor, `filter[labels]=${ids.green}`)).toEqual({ names: [], total: 0 });
  });

  it('matches nothing when the linking kind is out of reach (its feature off)', async () => {
    expect(await names(visitorWithoutEntries, `filter[labels]=${ids.red}`)).toEqual({ names: [], total: 0 });
    expect((await names(visitorWithoutEntries, '')).total).toBe(4);
  });

  it('refuses an id the target kind cannot have, naming the parameter', async () => {
    const response = await visitor.get('/api/v1/folders?filter[labels]=red');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source).toEqual({ parameter: 'filter[labels]' });
  });
});
