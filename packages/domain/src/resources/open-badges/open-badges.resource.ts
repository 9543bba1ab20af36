import { boolean, datetime, integer, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * An open badge (spec, domain "Open badges"): what it certifies, how long an assertion of it stays
 * valid, its training modules (saved with it, `POST /operations`) and the chain of its versions.
 * Readers see it once published; its page (`/{id}` under the open-badges block) exists from then on.
 */
export const openBadges = defineResource({
  type: 'open-badges',
  feature: 'openBadges',
  adminCategory: 'openBadges',
  defaultSort: ['-createdAt'],
  filters: ['publishedAt', 'previousBadge', 'newestBadge', { name: 'search', kind: 'search', fields: ['title'] }, { name: 'published', kind: 'isSet', field: 'publishedAt' }],
  attributes: {
    title: text({ translatable: true, required: true, min: 1, max: 255 }),
    description: richText({ translatable: true, max: 50_000 }),
    version: integer({ nullable: false, defaultValue: 1, min: 1, max: 10_000 }),
    /** How many days an assertion stays valid after it is issued; none means it never expires. */
    validityDuration: integer({ min: 1, max: 36_500 }),
    publishedAt: datetime(),
    /** Kept by the assertions' writes (`count ± 1` in their transaction). */
    assertionsCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
    /** Whether the badge has a public page: once published. */
    hasPage: boolean({ computed: true, readOnly: true }),
  },
  relationships: {
    image: toOne('files'),
    criteriaFile: toOne('files'),
    /** The version this one replaces; the server then points the whole chain's newestBadge here. */
    previousBadge: toOne('open-badges'),
    newestBadge: toOne('open-badges', { readOnly: true }),
    modules: toMany('open-badge-training-modules', { inverse: 'badge', readOnly: true }),
    assertions: toMany('open-badge-assertions', { inverse: 'badge', readOnly: true }),
  },
});

/** A training module of a badge: what a trainee goes through, in order. */
export const openBadgeTrainingModules = defineResource({
  type: 'open-badge-training-modules',
  feature: 'openBadges',
  adminCategory: 'openBadges',
  defaultSort: ['position'],
  filters: ['badge'],
  attributes: {
    position: integer({ nullable: false, defaultValue: 0, min: 0, max: 10_000 }),
    title: text({ translatable: true, required: true, min: 1, max: 255 }),
    content: richText({ translatable: true, max: 100_000 }),
  },
  relationships: {
    badge: toOne('open-badges', { required: true, onDelete: 'cascade' }),
  },
});
