import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { useDelete, useAnyList, useOne, useUpdate } from './hooks.ts';

afterEach(() => vi.unstubAllGlobals());

/** A tiny server of one kind, `notes`, held in memory by the test: each GET reads what PATCH and DELETE left. */
function serveNotes() {
  const notes = new Map([['n1', 'First'], ['n2', 'Second']]);
  const gets: string[] = [];
  const resource = (id: string) => ({ type: 'notes', id, attributes: { title: notes.get(id) } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const id = /\/notes\/([^/?]+)/.exec(url)?.[1];
      if (method === 'GET') gets.push(url);
      if (method === 'PATCH' && id) notes.set(id, JSON.parse(String(init.body)).data.attributes.title);
      if (method === 'DELETE' && id) notes.delete(id);
      if (method === 'DELETE') return new Response(null, { status: 204 });
      const body = id ? { data: resource(id) } : { data: [...notes.keys()].map(resource), meta: { page: { currentPage: 1, perPage: 20, total: notes.size, lastPage: 1 } } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return gets;
}

function wrapper() {
  const queryClient = createQueryClient();
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

describe('the data hooks', () => {
  it('refresh every read of a kind after a write of that kind', async () => {
    const gets = serveNotes();
    const { result } = renderHook(() => ({ list: useAnyList<{ title: string }>('notes'), one: useOne<{ title: string }>('notes', 'n1'), update: useUpdate('notes'), remove: useDelete('notes') }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.list.data?.data.map((note) => note.title)).toEqual(['First', 'Second']));
    await waitFor(() => expect(result.current.one.data?.title).toBe('First'));
    expect(gets).toHaveLength(2);

    await act(() => result.current.update.mutateAsync({ id: 'n1', values: { attributes: { title: 'Renamed' } } }));
    await waitFor(() => expect(result.current.one.data?.title).toBe('Renamed'));
    await waitFor(() => expect(result.current.list.data?.data.map((note) => note.title)).toEqual(['Renamed', 'Second']));

    await act(() => result.current.remove.mutateAsync({ id: 'n2' }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
  });

  it('never asks again for a record deleted while its screen is open (it would answer 404), but refreshes the list', async () => {
    const gets = serveNotes();
    const { result } = renderHook(() => ({ list: useAnyList<{ title: string }>('notes'), one: useOne<{ title: string }>('notes', 'n1'), remove: useDelete('notes') }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.one.data?.title).toBe('First'));
    await waitFor(() => expect(result.current.list.data?.total).toBe(2));
    await act(() => result.current.remove.mutateAsync({ id: 'n1' }));
    await waitFor(() => expect(result.current.list.data?.total).toBe(1));
    expect(gets.filter((url) => /\/notes\/n1/.test(url))).toHaveLength(1);
  });

  it('does not ask for a row without an id', () => {
    const gets = serveNotes();
    const { result } = renderHook(() => useOne('notes', undefined), { wrapper: wrapper() });
    expect(result.current.fetchStatus).toBe('idle');
    expect(gets).toEqual([]);
  });
});
