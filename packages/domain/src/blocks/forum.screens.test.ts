import { describe, expect, it } from 'vitest';
import { forumListStateOf, forumScreens, FORUM_HOME_LATEST } from './forum.screens.ts';
import { screenReads } from './screens.ts';
import type { BlockScreen } from './screens.ts';

const props = { title: 'Forum', perPage: 20, messagesPerPage: 20 };
const readsOf = (screen: string, query: Record<string, string> = {}, params: Record<string, string> = {}) =>
  screenReads(forumScreens[screen as keyof typeof forumScreens] as BlockScreen<never, never>, { props, params, query });

describe('the forum block’s screens', () => {
  it('read on the home the categories, the subjects pinned on it and the latest unpinned ones, and no search', () => {
    const reads = readsOf('main');
    expect(Object.keys(reads).sort()).toEqual(['categories', 'pinned', 'subjects']);
    expect(reads.pinned).toContain('filter[pinnedOnHome]=false');
    expect(reads.subjects).toContain('filter[pinnedOnHome]=true');
    expect(reads.subjects).toContain(`page[size]=${FORUM_HOME_LATEST}`);
    expect(reads.subjects).toContain('sort=-lastActivityAt');
  });

  it('read a category’s pinned subjects apart on its first page, then the others by latest activity, a page at a time', () => {
    const first = readsOf('main', { category: 'c1' });
    expect(first.pinned).toContain('filter[category]=c1&filter[pinnedOnCategory]=false');
    expect(first.subjects).toContain('filter[category]=c1');
    expect(first.subjects).toContain('filter[pinnedOnCategory]=true');
    expect(first.subjects).toContain('page[size]=20&page[number]=1');
    const third = readsOf('main', { category: 'c1', page: '3' });
    expect(third.pinned).toBeUndefined();
    expect(third.subjects).toContain('page[number]=3');
  });

  it('narrow to a tag with its name, and search titles and messages without the pins', () => {
    const tagged = readsOf('main', { tag: 't 1' });
    expect(tagged.subjects).toContain('filter[tags]=t%201');
    expect(tagged.tag).toBe('/api/v1/tags/t%201?fields[tags]=name');
    expect(tagged.pinned).toBeUndefined();
    const searched = readsOf('main', { q: '  eye gaze ', category: 'c1' });
    expect(searched.subjects).toContain('filter[search]=eye%20gaze');
    expect(searched.subjects).toContain('filter[category]=c1');
    expect(searched.subjects).not.toContain('filter[pinnedOnCategory]');
    expect(searched.messages).toContain('/api/v1/forum-subject-messages?filter[search]=eye%20gaze');
  });

  it('read a subject and the page of its messages the address asks for, in order', () => {
    const reads = readsOf('/:id', { page: '2' }, { id: 's/1' });
    expect(reads.subject).toMatch(/^\/api\/v1\/forum-subjects\/s%2F1\?/);
    expect(reads.messages).toContain('filter[subject]=s%2F1&sort=createdAt&page[size]=20&page[number]=2');
    expect(forumScreens['/:id'].record).toBe('subject');
    expect(forumScreens['/:subject/messages/:message'].record).toBe('message');
    expect(Object.keys(readsOf('/create')).sort()).toEqual(['categories', 'tags']);
  });

  it('keep the list’s state from the address, trimmed', () => {
    expect(forumListStateOf({ category: ' c1 ', tag: '', q: ' x ', page: '0' })).toEqual({ category: 'c1', tag: null, search: 'x', page: 1 });
  });
});
