import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../query-client.ts';
import { ME_QUERY_KEY, meQueryOptions, refreshSession } from './session.ts';

afterEach(() => vi.unstubAllGlobals());

/** A user acting for an organization whose members include that user: `me` as the server sends it. */
function meDocument(firstName: string) {
  const members = Array.from({ length: 3 }, (_, index) => ({ type: 'users', id: `m${index}` }));
  return {
    data: {
      type: 'users',
      id: 'u1',
      attributes: { firstName, lastName: 'Lovelace' },
      relationships: {
        organizations: { data: [{ type: 'organizations', id: 'o1' }] },
        actingAsOrganization: { data: { type: 'organizations', id: 'o1' } },
      },
    },
    included: [
      { type: 'organizations', id: 'o1', attributes: { name: 'Relais' }, relationships: { users: { data: [{ type: 'users', id: 'u1' }, ...members] } } },
      ...members.map((member) => ({
        ...member,
        attributes: { firstName: member.id },
        relationships: { organizations: { data: [{ type: 'organizations', id: 'o1' }] }, actingAsOrganization: { data: { type: 'organizations', id: 'o1' } } },
      })),
    ],
  };
}

describe('the session', () => {
  // The graph is cyclic, so TanStack's structural sharing (a deep walk comparing old and new data)
  // would never end and freeze the tab: `me` must be stored as it comes, without sharing.
  it('reloads a user whose organization lists the user again, without walking the cyclic graph', async () => {
    let firstName = 'Ada';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(meDocument(firstName)), { status: 200 })));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(meQueryOptions());
    expect(queryClient.getQueryCache().find({ queryKey: ME_QUERY_KEY })?.options.structuralSharing).toBe(false);
    firstName = 'Augusta';
    const user = await refreshSession(queryClient);
    expect(user?.firstName).toBe('Augusta');
  });
});
