import { boolean, datetime, integer, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * A badge awarded to someone by an issuer organization (spec, domain "open-badge-assertion"). Only an
 * organization whose access level reaches the configured `openBadgeIssuerAccessLevel` issues; an
 * assertion is expired once `expiresAt` is past, and revoked once `revokedAt` is set.
 */
export const openBadgeAssertions = defineResource({
  type: 'open-badge-assertions',
  feature: 'openBadges',
  adminCategory: 'openBadges',
  defaultSort: ['-issuedAt'],
  filters: ['badge', 'issuer', 'recipientEmail', { name: 'search', kind: 'search', fields: ['recipientName', 'recipientEmail'] }],
  attributes: {
    recipientName: text({ required: true, min: 1, max: 255 }),
    recipientEmail: text({ required: true, min: 3, max: 254 }),
    revocationReason: text({ max: 2000 }),
    /** Now when left out; the expiry is counted from it. */
    issuedAt: datetime(),
    /** issuedAt plus the badge's validityDuration when left out (never, for a badge without one). */
    expiresAt: datetime(),
    revokedAt: datetime(),
    imageURL: text({ max: 2048 }),
    jsonURL: text({ max: 2048 }),
    isExpired: boolean({ computed: true, readOnly: true }),
    /**
     * Its place in its issuer's Bitstring Status List (the Open Badges 3.0 credential's
     * `credentialStatus`): set by the server when issued, the next free one of the issuer.
     */
    statusListIndex: integer({ readOnly: true, min: 0 }),
  },
  relationships: {
    badge: toOne('open-badges', { required: true, onDelete: 'cascade' }),
    issuer: toOne('organizations', { required: true, onDelete: 'cascade' }),
    evidences: toMany('files'),
  },
});
