import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ApiError } from '../../http/errors.ts';
import { createResource, updateResource } from '../../operations/index.ts';
import { systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { insertPage } from '../../services/test-fixtures.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

describe.each(TEST_DATABASES)('page components checked against their block declaration on %s', (kind) => {
  let t: TestApp;
  let pageId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    pageId = await insertPage(t.database.db, { path: '/blocks' });
  });
  afterAll(() => t.close());

  const component = (attributes: Record<string, unknown>) => ({
    data: { type: 'app-page-components', attributes: { position: 0, ...attributes }, relationships: { page: { data: { type: 'app-pages', id: pageId } } } },
  });
  const create = (attributes: Record<string, unknown>) => createResource(systemContext(t.database.db), { type: 'app-page-components', document: component(attributes) });
  const errorsOf = async (write: Promise<unknown>) => {
    const error = await write.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const errors = (error as ApiError).errors.map((e) => ({ code: e.code, pointer: e.source?.pointer, ...(e.meta ? { meta: e.meta } : {}) }));
    return errors.sort((a, b) => String(a.pointer).localeCompare(String(b.pointer)));
  };
  const stored = async (id: string) => {
    const components = tablesOf('app-page-components').table;
    return (await t.database.db.select().from(components).where(eq(components.id, id)))[0]!;
  };

  it('refuses a type that is not a declared block', async () => {
    expect(await errorsOf(create({ name: 'marquee', props: {} }))).toEqual([{ code: 'validation.block', pointer: '/data/attributes/name' }]);
  });

  it('names each wrong prop, unknown ones at their own name', async () => {
    expect(await errorsOf(create({ name: 'pageTitle', props: { title: 'About', colour: 'red', align: 'middle' } }))).toEqual([
      { code: 'validation.block_prop', pointer: '/data/attributes/props/align', meta: { locale: 'en' } },
      { code: 'validation.unknown_prop', pointer: '/data/attributes/props/colour', meta: { locale: 'en' } },
    ]);
    expect(await errorsOf(create({ name: 'pageButtons', props: { buttons: [{ text: 'Go', url: 'javascript:alert(1)' }] } }))).toEqual([
      { code: 'validation.block_prop', pointer: '/data/attributes/props/buttons/0/url', meta: { locale: 'en' } },
    ]);
  });

  it('checks every language, and stores none of a refused write', async () => {
    const components = tablesOf('app-page-components').table;
    const before = (await t.database.db.select().from(components)).length;
    const errors = await errorsOf(create({ name: 'pageTitle', props: { title: 'About' }, translations: { fr: { props: { title: 'À propos', size: 'huge' } } } }));
    expect(errors).toEqual([{ code: 'validation.block_prop', pointer: '/data/attributes/props/size', meta: { locale: 'fr' } }]);
    expect(await t.database.db.select().from(components)).toHaveLength(before);
  });

  it('completes props with their defaults and sanitises their rich text', async () => {
    const { id } = await create({ name: 'pageContent', props: { items: [{ title: 'Hello', content: '<p onclick="steal()">Hi<script>alert(1)</script></p>' }] } });
    const row = await stored(id);
    expect(row.props).toEqual({ en: { display: 'cards', itemsPerRow: 3, items: [{ title: 'Hello', content: '<p>Hi</p>' }] } });
  });

  it('checks the stored props again when only the type changes', async () => {
    const { id } = await create({ name: 'pageTitle', props: { title: 'About' } });
    const retype = { data: { type: 'app-page-components', id, attributes: { name: 'pageButtons' } } };
    expect(await errorsOf(updateResource(systemContext(t.database.db), { type: 'app-page-components', id, document: retype }))).toEqual([
      { code: 'validation.unknown_prop', pointer: '/data/attributes/props/reverse', meta: { locale: 'en' } },
      { code: 'validation.unknown_prop', pointer: '/data/attributes/props/size', meta: { locale: 'en' } },
      { code: 'validation.unknown_prop', pointer: '/data/attributes/props/title', meta: { locale: 'en' } },
    ]);
    expect((await stored(id)).name).toBe('pageTitle');
  });
});
