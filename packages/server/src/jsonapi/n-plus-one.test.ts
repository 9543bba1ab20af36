import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThrough, systemContext } from '../seed/operations.ts';
import { createResource } from '../operations/index.ts';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';
import { signIn } from '../test/auth.ts';
import { TEST_DATABASES } from '../test/databases.ts';
import { adminActor, operationContext } from './testing.ts';

describe.each(TEST_DATABASES)('the cost of a list on %s', (kind) => {
  let t: TestApp;
  let headers: Record<string, string>;
  let statements = 0;

  /** SQL statements sent to render one request (the session's own lookups included, the same for every call). */
  async function cost(url: string): Promise<number> {
    statements = 0;
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return statements;
  }

  beforeAll(async () => {
    // No job worker: its polls would be counted as the requests' statements.
    t = await createTestApp(kind, { env: { JOB_POLL_MS: '0' }, onQuery: () => statements++ });
    const admin = await signIn(t, { isAdmin: true });
    headers = admin.headers;
    const ctx = operationContext(t, { actor: adminActor(admin.userId) });
    for (let i = 0; i < 50; i++) {
      const roles = { data: [{ type: 'roles', id: 'admin' }, { type: 'roles', id: i % 2 ? 'contributor' : 'app_admin' }] };
      const page = await createResource(ctx, { type: 'app-pages', document: { data: { type: 'app-pages', attributes: { path: `/cost/${i}`, title: `Page ${i}` }, relationships: { roles } } } });
      const component = { data: { type: 'app-page-components', attributes: { name: 'pageContent', position: 0 }, relationships: { page: { data: { type: 'app-pages', id: page.id } } } } };
      await createResource(ctx, { type: 'app-page-components', document: component });
    }
    // Organizations whose members are read through the users' join table (an inverse to-many),
    // written through the operations as the seed writes them.
    const system = systemContext(t.database.db);
    const organizations: string[] = [];
    for (let i = 0; i < 20; i++) organizations.push(await createThrough(system, 'organizations', { name: `Cost ${i}` }));
    for (const id of ['cost-job-a', 'cost-job-b']) await createResource(system, { type: 'jobs', document: { data: { type: 'jobs', id, attributes: { name: id } } } });
    for (let i = 0; i < 20; i++) {
      await createThrough(system, 'users', { firstName: 'Member', lastName: String(i), email: `cost-member-${i}@example.test` }, {
        job: ['jobs', i % 2 ? 'cost-job-a' : 'cost-job-b'],
        organizations: ['organizations', [organizations[i]!, organizations[(i + 1) % 20]!]],
      });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('does not grow with the page size', async () => {
    expect(await cost('/api/v1/app-pages?page[size]=50')).toBe(await cost('/api/v1/app-pages?page[size]=5'));
  });

  it('costs one more statement per included relationship, whatever the page size', async () => {
    const plain = await cost('/api/v1/app-pages?page[size]=5');
    const include = 'include=roles,components,createdBy';
    const small = await cost(`/api/v1/app-pages?page[size]=5&${include}`);
    const large = await cost(`/api/v1/app-pages?page[size]=50&${include}`);
    expect(large).toBe(small);
    // Without the include, whether the actor may see each author (createdBy) is read beside the page's
    // rows (an EXISTS, no statement of its own); with it, the include reads them: each include adds one.
    expect(small - plain).toBe(3);
  });

  it('reads two to-ones towards the same kind (author and last editor) in one statement, each linked as stored', async () => {
    expect(await cost('/api/v1/app-pages?page[size]=50&include=createdBy,updatedBy')).toBe(await cost('/api/v1/app-pages?page[size]=50&include=createdBy'));
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/app-pages?page[size]=5&filter[search]=/cost/&include=createdBy,updatedBy', headers });
    const document = response.json() as { data: { relationships: Record<string, { data: { id: string } | null }> }[]; included: { type: string; id: string }[] };
    expect(document.data).toHaveLength(5);
    for (const page of document.data) {
      expect(page.relationships.createdBy!.data).not.toBeNull();
      expect(page.relationships.updatedBy!.data).not.toBeNull();
    }
    const linked = new Set(document.data.flatMap((page) => [page.relationships.createdBy!.data!.id, page.relationships.updatedBy!.data!.id]));
    expect(new Set(document.included.filter((resource) => resource.type === 'users').map((resource) => resource.id))).toEqual(linked);
  });

  it('costs one more statement per level of a nested include', async () => {
    const one = await cost('/api/v1/app-pages?page[size]=50&include=components');
    expect(await cost('/api/v1/app-pages?page[size]=50&include=components.page')).toBe(one + 1);
    expect(await cost('/api/v1/app-pages?page[size]=50&include=components.page.roles')).toBe(one + 2);
  });

  it('reads an inverse to-many of a to-many (organization members) in one statement per level', async () => {
    const plain = await cost('/api/v1/organizations?page[size]=5');
    expect(await cost('/api/v1/organizations?page[size]=50&include=users')).toBe(await cost('/api/v1/organizations?page[size]=5&include=users'));
    // The members, whether the actor may see the targets of their to-ones (their jobs) read beside them.
    expect(await cost('/api/v1/organizations?page[size]=5&include=users')).toBe(plain + 1);
    expect(await cost('/api/v1/organizations?page[size]=50&include=users.job')).toBe(await cost('/api/v1/organizations?page[size]=50') + 2);
  });
});
