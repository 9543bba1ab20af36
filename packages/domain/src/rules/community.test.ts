import { describe, expect, it } from 'vitest';
import { blogPostShortDescription, canComment, isAnonymousAuthor, mapsSearchUrl, notificationForcesReload, publishableAuthor } from './community.ts';

const now = new Date('2026-05-01T10:00:00Z');

describe('the author of a publishable item', () => {
  const item = { organization: { name: 'CHU Lyon' }, createdBy: { firstName: 'Ada' } };

  it('is the organization when organizations and author-organization are both on', () => {
    expect(publishableAuthor(item, { organizations: true, authorOrganization: true })).toEqual({ kind: 'organization', organization: { name: 'CHU Lyon' } });
  });

  it('is the creator otherwise, or when the item has no organization', () => {
    expect(publishableAuthor(item, { organizations: true, authorOrganization: false })).toEqual({ kind: 'user', user: { firstName: 'Ada' } });
    expect(publishableAuthor(item, { organizations: false, authorOrganization: true })).toEqual({ kind: 'user', user: { firstName: 'Ada' } });
    expect(publishableAuthor({ ...item, organization: null }, { organizations: true, authorOrganization: true })).toEqual({ kind: 'user', user: { firstName: 'Ada' } });
    expect(publishableAuthor({}, { organizations: true, authorOrganization: true })).toBeNull();
  });
});

describe('commenting', () => {
  const published = { publishedAt: '2026-04-01T00:00:00Z', deletedAt: null, hasComments: true };

  it('is open on a published item with comments on', () => {
    expect(canComment(published, now)).toBe(true);
  });

  it('is closed when the item is soft-deleted, unpublished or has comments off', () => {
    expect(canComment({ ...published, deletedAt: '2026-04-20T00:00:00Z' }, now)).toBe(false);
    expect(canComment({ ...published, publishedAt: null }, now)).toBe(false);
    expect(canComment({ ...published, publishedAt: '2026-06-01T00:00:00Z' }, now)).toBe(false);
    expect(canComment({ ...published, hasComments: false }, now)).toBe(false);
  });

  it('shows a deleted or missing author as anonymous', () => {
    expect(isAnonymousAuthor(null)).toBe(true);
    expect(isAnonymousAuthor({ deletedAt: '2026-01-01' })).toBe(true);
    expect(isAnonymousAuthor({ deletedAt: null })).toBe(false);
  });
});

describe('notifications', () => {
  const current = 'https://relais.example/forum/42?page=2';

  it('reload the page for an accepted validation request', () => {
    expect(notificationForcesReload({ notificationType: 'auth-accepted-validation-request', actionUrl: '/account/profile' }, current)).toBe(true);
  });

  it('reload the page when their link targets the page shown', () => {
    expect(notificationForcesReload({ notificationType: 'forum-new-message', actionUrl: '/forum/42#message-7' }, current)).toBe(true);
    expect(notificationForcesReload({ notificationType: 'forum-new-message', actionUrl: 'https://relais.example/forum/42' }, current)).toBe(true);
  });

  it('do not reload for another page, another site or no link', () => {
    expect(notificationForcesReload({ notificationType: 'forum-new-message', actionUrl: '/forum/43' }, current)).toBe(false);
    expect(notificationForcesReload({ notificationType: 'forum-new-message', actionUrl: 'https://other.example/forum/42' }, current)).toBe(false);
    expect(notificationForcesReload({ notificationType: 'forum-new-message', actionUrl: null }, current)).toBe(false);
  });
});

describe('calendar events and blog posts', () => {
  it('link a location to a map search', () => {
    expect(mapsSearchUrl(' 12 rue de la Paix, Paris ')).toBe('https://www.openstreetmap.org/search?query=12%20rue%20de%20la%20Paix%2C%20Paris');
    expect(mapsSearchUrl('  ')).toBeNull();
    expect(mapsSearchUrl(null)).toBeNull();
  });

  it('fall back to the content for a missing short description, cut to 200 characters', () => {
    expect(blogPostShortDescription({ shortDescription: 'Our new lending service', content: '<p>Long text</p>' })).toBe('Our new lending service');
    expect(blogPostShortDescription({ shortDescription: ' ', content: '<p>Lending <em>opens</em> in May.</p>' })).toBe('Lending opens in May.');
    const preview = blogPostShortDescription({ shortDescription: null, content: `<p>${'word '.repeat(100)}</p>` });
    expect([...preview]).toHaveLength(200);
  });
});
