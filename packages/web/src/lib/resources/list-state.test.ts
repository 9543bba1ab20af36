import { describe, expect, it } from 'vitest';
import { organizations, roles } from '@relais/domain';
import { gridSearch, listParamsOf, readGridState } from './list-state.ts';

describe('an index grid’s state in the URL', () => {
  it('reads page, size, sort, quick search, declared filters, the trash and the columns', () => {
    const state = readGridState('?page=3&size=50&sort=-name,slug&q=lab&filter.country=FR&trashed=with&columns=name,slug', organizations);
    expect(state).toEqual({ page: 3, size: 50, sort: [{ field: 'name', order: 'desc' }, { field: 'slug', order: 'asc' }], filter: { country: 'FR' }, search: 'lab', trashed: null, columns: ['name', 'slug'] });
    // Organizations have no trash: `trashed` is dropped; the list call gets the rest.
    expect(listParamsOf(state, ['accessLevel'])).toEqual({
      page: { number: 3, size: 50 },
      sort: [{ field: 'name', order: 'desc' }, { field: 'slug', order: 'asc' }],
      filter: { country: 'FR', search: 'lab' },
      include: ['accessLevel'],
    });
  });

  it('drops what the declaration does not allow, so an edited URL never breaks the list call', () => {
    const state = readGridState('?page=-2&size=7&sort=-adminOnlyNotes,password&filter.unknown=1&filter.search=x&columns=', organizations);
    expect(state).toMatchObject({ page: 1, size: 25, sort: [{ field: 'name', order: 'asc' }], filter: {}, search: '', columns: [] });
    // A kind without a search filter has no quick search.
    expect(readGridState('?q=admin', roles).search).toBe('');
  });

  it('writes back only what differs from the defaults, and reads it the same', () => {
    expect(gridSearch({ page: 1, size: 25, filter: {}, search: '', trashed: null, columns: null })).toBe('');
    const search = gridSearch({ page: 2, size: 10, sort: [{ field: 'name', order: 'desc' }], filter: { country: 'FR' }, search: 'a&b' });
    expect(search).toBe('?page=2&size=10&sort=-name&q=a%26b&filter.country=FR');
    expect(readGridState(search, organizations)).toMatchObject({ page: 2, size: 10, search: 'a&b', filter: { country: 'FR' } });
  });
});
