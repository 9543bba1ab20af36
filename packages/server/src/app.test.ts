import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './test/databases.ts';
import { createTestApp } from './test/app.ts';
import type { TestApp } from './test/app.ts';

describe.each(TEST_DATABASES)('the application on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers its health check', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown route with a JSON:API not-found error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });

  it('has the tables of every declared kind', async () => {
    const result = await t.database.db.execute(`select count(*)::int as n from information_schema.tables where table_name = 'app_pages'`);
    expect((result as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (result as unknown as { n: number }[])[0]?.n).toBe(1);
  });
});
