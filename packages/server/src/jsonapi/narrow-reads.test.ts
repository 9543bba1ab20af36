import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tablesOf } from '../services/tables.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { client } from './testing.ts';

/** Lists, includes and related reads select the bulky columns (translations, rich text, json) they send, and no others. */
describe.each(TEST_DATABASES)('narrow reads on %s', (kind) => {
  let t: TestApp;
  let statements: string[] = [];
  let organizationId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' }, onQuery: (sql) => statements.push(sql) });
    const [image] = (await t.database.db.insert(tablesOf('files').table).values({ name: 'Logo', isPublic: true, metadata: { width: 10 } }).returning()) as { id: string }[];
    const [organization] = (await t.database.db
      .insert(tablesOf('organizations').table)
      .values({ name: 'Narrow', shortDescription: { en: 'Short' }, description: { en: '<p>Long</p>' }, imageId: image!.id, accessLevelId: 'contact' })
      .returning()) as { id: string }[];
    organizationId = organization!.id;
  });
  afterAll(() => t.close());

  async function read(url: string) {
    statements = [];
    const response = await client(t).get(url);
    expect(response.statusCode, response.body).toBe(200);
    return { body: response.json(), sql: statements.join('\n') };
  }

  it('leaves out of a sparse list what it does not send, and sends what it asked for', async () => {
    const { body, sql } = await read('/api/v1/organizations?filter[slug]=&fields[organizations]=name,shortDescription,image&include=image&fields[files]=name,url&sort=name');
    expect(sql).not.toMatch(/"description"/);
    expect(sql).toMatch(/"short_description"/);
    expect(sql).not.toMatch(/"metadata"/);
    expect(body.data).toEqual([]);
    const named = await read('/api/v1/organizations?fields[organizations]=name,shortDescription,completeName,image&include=image&fields[files]=name,url');
    const row = named.body.data.find((entry: { id: string }) => entry.id === organizationId);
    expect(row.attributes).toEqual({ name: 'Narrow', shortDescription: 'Short', completeName: 'Narrow' });
    expect(named.body.included[0].attributes).toEqual({ name: 'Logo', url: `/services/files/${named.body.included[0].id}` });
    expect(named.sql).not.toMatch(/"description"/);
  });

  it('reads every column a full answer sends, and whole rows for a single row', async () => {
    const list = await read('/api/v1/organizations?include=image');
    expect(list.sql).toMatch(/"description"/);
    expect(list.sql).toMatch(/"metadata"/);
    expect(list.body.data.find((entry: { id: string }) => entry.id === organizationId).attributes.description).toBe('<p>Long</p>');
    const one = await read(`/api/v1/organizations/${organizationId}?fields[organizations]=name`);
    expect(one.body.data.attributes).toEqual({ name: 'Narrow' });
  });
});
