import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { isPublishableType, PUBLISHABLE_TYPES } from './publishable.ts';

describe('the publishing base', () => {
  it('is shared by articles, blog posts, calendar events, training resources and their requests, each with every base field', () => {
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
      ['training-resources', true],
      ['training-resource-requests', true],
    ]);
  });

});
