import type { ReactNode } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { recordsKey } from './query-keys.ts';
import { useCreateRecord, useDeleteRecord, useList, useRecord, useUpdateRecord } from './records.ts';
import type { RecordOf } from './records.ts';

afterEach(() => vi.unstubAllGlobals());

type Row = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> };

/** A tiny API held in memory by the test: tags and articles; each GET reads what the writes left. */
function serve() {
  const rows = new Map<string, Row>([
    ['tags/t1', { type: 'tags', id: 't1', attributes: { name: 'Braille' } }],
    ['categories/c1', { type: 'categories', id: 'c1', attributes: { name: 'News' } }],
    ['articles/a1', { type: 'articles', id: 'a1', attributes: { title: 'First' } }],
  ]);
  const gets: string[] = [];
  let made = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const [, type, id] = /\/api\/v1\/([a-z-]+)(?:\/([^/?]+))?/.exec(url) ?? [];
      if (method === 'GET') gets.push(url);
      const body = init.body ? (JSON.parse(String(init.body)) as { data: Row }).data : undefined;
      if (method === 'POST' && body) rows.set(`${type}/n${++made}`, { ...body, id: `n${made}` });
      if (method === 'PATCH' && body) rows.set(`${type}/${id}`, { ...rows.get(`${type}/${id}`)!, attributes: { ...rows.get(`${type}/${id}`)!.attributes, ...body.attributes } });
      if (method === 'DELETE') {
        rows.delete(`${type}/${id}`);
        return new Response(null, { status: 204 });
      }
      const ofKind = [...rows.values()].filter((row) => row.type === type);
      const answer = id && method === 'GET' ? { data: rows.get(`${type}/${id}`) } : method === 'GET' ? { data: ofKind, meta: { page: { currentPage: 1, perPage: 20, total: ofKind.length, lastPage: 1 } } } : { data: ofKind.at(-1) };
      return new Response(JSON.stringify(answer), { status: method === 'POST' ? 201 : 200 });
    }),
  );
  return gets;
}

function setUp() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

/** A block screen's query as `blocks/screen-data` keys it: its reads' URLs. */
const useBlockScreen = (url: string) => useQuery({ queryKey: ['block-data', 'en', 'posts', url], queryFn: () => fetch(url).then((answer) => answer.json() as Promise<{ data: Row[] }>) });

const keysOf = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().map((query) => query.queryKey);

describe('the typed records hooks', () => {
  it('key every read of a kind under records and the kind', async () => {
    serve();
    const { queryClient, wrapper } = setUp();
    const { result } = renderHook(() => ({ list: useList('tags', { sort: [{ field: 'name', order: 'asc' }], filter: { search: 'bra' } }), one: useRecord('articles', 'a1', { include: ['category'] }) }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.data.map((tag) => tag.name)).toEqual(['Braille']));
    await waitFor(() => expect(result.current.one.data?.title).toBe('First'));
    expect(keysOf(queryClient).map((key) => key.slice(0, 3))).toEqual(expect.arrayContaining([recordsKey('tags', 'list'), recordsKey('articles', 'one')]));
  });

  it('refresh the lists of a kind and the block screens that read it after a member creates one', async () => {
    const gets = serve();
    const { queryClient, wrapper } = setUp();
    // The answer a server-drawn document carried for the screen: a stale copy once the kind changes.
    queryClient.setQueryData(['block-data', '/api/v1/tags?page[size]=9', 'en'], { data: [] });
    const { result } = renderHook(() => ({ list: useList('tags'), screen: useBlockScreen('/api/v1/tags?page[size]=9'), create: useCreateRecord('tags') }), { wrapper });
    await waitFor(() => expect(result.current.screen.data?.data).toHaveLength(1));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));

    await act(() => result.current.create.mutateAsync({ attributes: { name: 'Sign language' } }));
    await waitFor(() => expect(result.current.list.data?.data.map((tag) => tag.name)).toEqual(['Braille', 'Sign language']));
    await waitFor(() => expect(result.current.screen.data?.data).toHaveLength(2));
    expect(queryClient.getQueryData(['block-data', '/api/v1/tags?page[size]=9', 'en'])).toBeUndefined();
    expect(gets.filter((url) => url.startsWith('/api/v1/tags')).length).toBe(4);
  });

  it('refresh the kinds a write links to, and leave the others alone', async () => {
    const gets = serve();
    const { wrapper } = setUp();
    const { result } = renderHook(() => ({ categories: useList('categories'), tags: useList('tags'), update: useUpdateRecord('articles') }), { wrapper });
    await waitFor(() => expect(result.current.categories.data?.total).toBe(1));
    await waitFor(() => expect(result.current.tags.data?.total).toBe(1));
    await act(() => result.current.update.mutateAsync({ id: 'a1', write: { attributes: { title: 'Renamed' }, relationships: { category: 'c1' } } }));
    await waitFor(() => expect(gets.filter((url) => url.startsWith('/api/v1/categories'))).toHaveLength(2));
    expect(gets.filter((url) => url.startsWith('/api/v1/tags'))).toHaveLength(1);
  });

  it('never ask again for a record deleted for good, but refresh its kind', async () => {
    const gets = serve();
    const { wrapper } = setUp();
    const { result } = renderHook(() => ({ list: useList('tags'), one: useRecord('tags', 't1'), remove: useDeleteRecord('tags') }), { wrapper });
    await waitFor(() => expect(result.current.one.data?.name).toBe('Braille'));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    await act(() => result.current.remove.mutateAsync('t1'));
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    expect(gets.filter((url) => url.startsWith('/api/v1/tags/t1'))).toHaveLength(1);
  });

  // The checks that matter are compile-time: `tsc -p packages/web` fails when a `@ts-expect-error`
  // below stops being an error, i.e. when a misspelt name would build again.
  it('type the model and the names of fields, filters, sorts and includes from the declaration', () => {
    expectTypeOf<RecordOf<'articles'>['title']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<'articles'>['status']>().toEqualTypeOf<'draft' | 'unlisted' | 'published'>();
    expectTypeOf<RecordOf<'articles'>['type']>().toEqualTypeOf<'articles'>();
    // @ts-expect-error a misspelt attribute is not part of the model
    expectTypeOf<RecordOf<'articles'>['titel']>().toBeString();
    const check = () => {
      useList('articles', { filter: { category: 'c1', id: ['a1'] }, sort: [{ field: 'publishedAt', order: 'desc' }], include: ['category.image'], fields: { articles: ['title'], categories: ['name'] } });
      // @ts-expect-error an undeclared filter does not compile
      useList('articles', { filter: { colour: 'red' } });
      // @ts-expect-error a misspelt sort field does not compile
      useList('articles', { sort: [{ field: 'publishdAt', order: 'desc' }] });
      // @ts-expect-error an include names a relationship
      useRecord('articles', 'a1', { include: ['title'] });
      // @ts-expect-error a sparse fieldset names the kind's own fields
      useList('articles', { fields: { categories: ['title'] } });
      // @ts-expect-error an undeclared kind does not compile
      useList('article', {});
      // @ts-expect-error a write's attribute has its model's value type
      useCreateRecord('tags').mutate({ attributes: { name: 3 } });
    };
    expect(check).toBeTypeOf('function');
  });
});
