import { boolean, datetime, integer, text, toMany, toOne } from '../../registry/fields.ts';

/**
 * What every publishable item shares (spec, domain §3 "Publishing base"): an access level that
 * restricts who reads it (none: everyone), a translatable title, when it was published, its authors
 * and the organizations it names. Articles, blog posts, calendar events, training resources and their
 * requests spread these into their declarations, so a field is declared once for all.
 */

/** The kinds built on the publishing base: what a publication request may point at. */
export const PUBLISHABLE_TYPES = ['articles', 'blog-posts', 'calendar-events', 'training-resources', 'training-resource-requests'] as const;
export type PublishableType = (typeof PUBLISHABLE_TYPES)[number];

export const isPublishableType = (type: string): type is PublishableType => (PUBLISHABLE_TYPES as readonly string[]).includes(type);

export const publishableAttributes = {
  title: text({ translatable: true, required: true, min: 1, max: 255 }),
  /** Readers see the item from this instant on; set by administrators or by an accepted publication request. */
  publishedAt: datetime({ privileged: true }),
  /** Whether the reader may change or delete this item (the policy's answer for the row). */
  canEdit: boolean({ computed: true, readOnly: true }),
  canDelete: boolean({ computed: true, readOnly: true }),
  /** Views recorded for the item. */
  recordsCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
  /** The id of the item's publication request still waiting for a decision, or null. */
  pendingPublicationRequest: text({ computed: true, readOnly: true }),
  /**
   * Who the item is shown as written by (spec: the author rule, rules/community
   * `publishableAuthor`): its organization's name, else its creator's public name; null for a
   * deleted or missing creator. Visitors may read neither record, so the server names them.
   */
  authorName: text({ computed: true, readOnly: true }),
} as const;

export const publishableRelationships = {
  /** Readers below this level do not see the item; none means everyone (spec: "restricted or all"). */
  accessLevel: toOne('access-levels'),
  createdBy: toOne('users', { readOnly: true }),
  updatedBy: toOne('users', { readOnly: true }),
  /** The organization the author acted for when creating it; only administrators change it. */
  organization: toOne('organizations', { privileged: true }),
  associatedOrganizations: toMany('organizations'),
  publicationRequests: toMany('publication-requests', { inverse: 'publishable' }),
} as const;

// Who an item is shown as written by: rules/community.ts (publishableAuthor).
