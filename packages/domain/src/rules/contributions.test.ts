import { describe, expect, it } from 'vitest';
import { contributionPath, contributionState, isContributionType } from './contributions.ts';
import { shellRouteOf } from './shell-routes.ts';

const now = new Date('2030-06-01T12:00:00Z');

describe('a contribution', () => {
  it('has its author’s screen on the site, new or by id, known to the shell', () => {
    expect(contributionPath('blog-posts')).toBe('/account/contributions/blog-posts/new');
    expect(contributionPath('calendar-events', 'a b')).toBe('/account/contributions/calendar-events/a%20b');
    expect(shellRouteOf('/account/contributions', {})).toBeDefined();
    expect(shellRouteOf(contributionPath('articles', 'x1'), {})).toBeDefined();
    expect(isContributionType('blog-posts')).toBe(true);
    expect(isContributionType('training-resources')).toBe(false);
  });

  it('is a draft until published, scheduled while its date is to come, then published', () => {
    expect(contributionState({ publishedAt: null }, now)).toBe('draft');
    expect(contributionState({ publishedAt: '2030-06-02T00:00:00Z' }, now)).toBe('scheduled');
    expect(contributionState({ publishedAt: '2030-05-31T00:00:00Z' }, now)).toBe('published');
  });

  it('reads an article’s status: a draft stays one whatever its date, an unlisted one is read by its link', () => {
    expect(contributionState({ publishedAt: '2030-05-31T00:00:00Z', status: 'draft' }, now)).toBe('draft');
    expect(contributionState({ publishedAt: '2030-05-31T00:00:00Z', status: 'unlisted' }, now)).toBe('unlisted');
    expect(contributionState({ publishedAt: '2030-05-31T00:00:00Z', status: 'published' }, now)).toBe('published');
  });
});
