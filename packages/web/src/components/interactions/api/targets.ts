import { COMMENTABLE_TYPES, LIKABLE_TYPES, REMINDABLE_TYPES, REPORTABLE_TYPES } from '@relais/domain';

/** The record an interaction is about: a kind of the registry and a row of it. */
export interface InteractionTarget {
  type: string;
  id: string;
}

const isAmong = (types: readonly string[]) => (type: string) => types.includes(type);

/** What the spec lets each kind take (domain: resources/community/interaction-targets.ts). */
export const isLikable = isAmong(LIKABLE_TYPES);
export const isCommentable = isAmong(COMMENTABLE_TYPES);
export const isReportable = isAmong(REPORTABLE_TYPES);
export const isRemindable = isAmong(REMINDABLE_TYPES);

/** A polymorphic filter's value: `blog-posts:42`. */
export const targetFilter = ({ type, id }: InteractionTarget) => `${type}:${id}`;
