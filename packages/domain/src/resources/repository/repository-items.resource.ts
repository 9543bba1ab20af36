import { boolean, integer, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';
import { interactionAttributes } from '../community/interaction-targets.ts';

/**
 * A shared item of the repository (spec, domain "repository-item"): a member's 3D model, device
 * configuration or document, with its files as attachments (saved with it, `POST /operations`),
 * tags, categories and the external sites it was exchanged with. Shown at `/{item}`.
 */
export const repositoryItems = defineResource({
  type: 'repository-items',
  /** A large kind the back office lists whole: its total is kept by trigger. */
  countedTotal: true,
  feature: 'repository',
  adminCategory: 'repository',
  defaultSort: ['-createdAt'],
  filters: ['organization', 'createdBy', 'tags', 'categories', { name: 'search', kind: 'search', fields: ['title', 'description'] }],
  attributes: {
    title: text({ translatable: true, required: true, min: 1, max: 255 }),
    description: richText({ translatable: true, max: 100_000 }),
    printerSettingsDescription: richText({ translatable: true, max: 20_000 }),
    recordsCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
    /** Likes and comments (spec, domain "Commentable"), counted by the server. */
    ...interactionAttributes,
    /** Whether the reader may change or delete this item (the policy's answer for the row). */
    canEdit: boolean({ computed: true, readOnly: true }),
    canDelete: boolean({ computed: true, readOnly: true }),
    /** Who shared it, by the author rule (the organization it was signed for, else its creator); null for a deleted author. */
    authorName: text({ computed: true, readOnly: true }),
    authorAvatarUrl: text({ computed: true, readOnly: true }),
  },
  relationships: {
    /** The default LifeCompanion configuration files (.lcc) of the item, computer and mobile. */
    lcDefaultConfig: toOne('files'),
    lcDefaultMobileConfig: toOne('files'),
    image: toOne('files'),
    additionalImages: toMany('files'),
    tags: toMany('tags'),
    categories: toMany('repository-categories'),
    attachments: toMany('repository-attachments', { inverse: 'repositoryItem' }),
    externalInteractions: toMany('external-repository-interactions', { inverse: 'repositoryItem' }),
    createdBy: toOne('users', { readOnly: true }),
    updatedBy: toOne('users', { readOnly: true }),
    /** The organization the author acted for when creating it; only administrators change it. */
    organization: toOne('organizations', { privileged: true }),
  },
});
