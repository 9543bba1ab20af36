/** Repository reference data (spec, domain "external-repository-interaction"). */

/** The sites repository items are exchanged with. */
export const EXTERNAL_REPOSITORY_TYPES = ['thingiverse', 'myminifactory'] as const;
export type ExternalRepositoryType = (typeof EXTERNAL_REPOSITORY_TYPES)[number];

/** Whether an item came from the other site or was sent to it. */
export const EXTERNAL_INTERACTION_STATUSES = ['pulled', 'pushed'] as const;
export type ExternalInteractionStatus = (typeof EXTERNAL_INTERACTION_STATUSES)[number];
