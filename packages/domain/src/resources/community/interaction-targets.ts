import { boolean, integer } from '../../registry/fields.ts';

// The kinds the interactions may point at live apart from the field declarations below: the web
// reads them on every record's page without the fields registry.
export { COMMENTABLE_TYPES, HISTORY_ITEM_TYPES, LIKABLE_TYPES, REMINDABLE_TYPES, REPORTABLE_TYPES } from './interaction-target-types.ts';

/**
 * What a commentable and likable kind declares (spec, domain "Commentable"): comments are taken
 * while `hasComments` is on and the item published and not deleted (rules/community `canComment`);
 * the counters are kept by the server as comments and likes come and go.
 */
export const interactionAttributes = {
  hasComments: boolean({ defaultValue: true }),
  commentsCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
  likesCount: integer({ readOnly: true, nullable: false, defaultValue: 0, min: 0 }),
} as const;
