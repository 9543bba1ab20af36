import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { mapsSearchUrl } from './calendar-events.resource.ts';
import { isPublishableType, PUBLISHABLE_TYPES, publishableAuthor } from './publishable.ts';

describe('the publishing base', () => {
  const item = { organization: { name: 'Relais demo' }, createdBy: { fullName: 'Ada Admin' } };

  it('names the organization as author only when the organizations and author-organization features are both on', () => {
    expect(publishableAuthor(item, { organizations: true, authorOrganization: true })).toEqual({ kind: 'organization', author: item.organization });
    expect(publishableAuthor(item, { organizations: true, authorOrganization: false })).toEqual({ kind: 'user', author: item.createdBy });
    expect(publishableAuthor(item, { organizations: false, authorOrganization: true })).toEqual({ kind: 'user', author: item.createdBy });
    expect(publishableAuthor({ ...item, organization: null }, { organizations: true, authorOrganization: true })).toEqual({ kind: 'user', author: item.createdBy });
  });

  it('is shared by articles, blog posts and calendar events, each with every base field', () => {
    for (const type of PUBLISHABLE_TYPES) {
      const resource = registry.get(type);
      expect(Object.keys(resource.attributes)).toEqual(expect.arrayContaining(['title', 'publishedAt', 'canEdit', 'canDelete', 'recordsCount', 'pendingPublicationRequest']));
      expect(Object.keys(resource.relationships)).toEqual(expect.arrayContaining(['accessLevel', 'createdBy', 'updatedBy', 'organization', 'associatedOrganizations']));
    }
    expect(isPublishableType('blog-posts')).toBe(true);
    expect(isPublishableType('tags')).toBe(false);
  });

  it('puts blog posts and calendar events in the trash, as the spec says, and deletes articles for good', () => {
    expect(PUBLISHABLE_TYPES.map((type) => [type, registry.get(type).softDelete])).toEqual([
      ['articles', false],
      ['blog-posts', true],
      ['calendar-events', true],
    ]);
  });

  it('builds a maps search from an event location', () => {
    expect(mapsSearchUrl(' 5 place Bellecour, Lyon ')).toBe('https://www.openstreetmap.org/search?query=5%20place%20Bellecour%2C%20Lyon');
  });
});
