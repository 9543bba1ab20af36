import { describe, expect, it } from 'vitest';
import { repositoryItemsUrl, repositoryListStateOf } from './repository-listing.ts';

describe('a repository list’s address', () => {
  it('opens on the newest items, first page, without narrowing', () => {
    expect(repositoryListStateOf({})).toEqual({ category: null, tag: null, q: '', sort: 'newest', page: 1 });
  });

  it('keeps a well-formed category, tag, words, a known sort and a page from 1, and drops the rest', () => {
    expect(repositoryListStateOf({ category: 'c1', tag: 't-2', q: '  switch  ', sort: 'mostLiked', page: '3' })).toEqual({ category: 'c1', tag: 't-2', q: 'switch', sort: 'mostLiked', page: 3 });
    expect(repositoryListStateOf({ category: 'a b', tag: '../x', sort: 'oldest', page: '-1' })).toEqual({ category: null, tag: null, q: '', sort: 'newest', page: 1 });
    expect(repositoryListStateOf({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('reads the page asked, sorted and narrowed as the address says, words encoded', () => {
    const url = repositoryItemsUrl(repositoryListStateOf({ category: 'c1', tag: 't1', q: 'a&b', sort: 'mostLiked', page: '2' }), 12);
    expect(url.startsWith('/api/v1/repository-items?')).toBe(true);
    expect(url).toContain('sort=-likesCount,-createdAt');
    expect(url).toContain('page[size]=12&page[number]=2');
    expect(url).toContain('filter[categories]=c1');
    expect(url).toContain('filter[tags]=t1');
    expect(url).toContain('filter[search]=a%26b');
    const plain = repositoryItemsUrl(repositoryListStateOf({}), 12);
    expect(plain).toContain('sort=-createdAt');
    expect(plain).not.toContain('filter[');
  });
});
