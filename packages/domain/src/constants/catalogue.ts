/** Assistive-communication catalogue reference data (spec, domain "Assistive-communication catalogue"). */

/** How a user reaches a device: by pointing, head pointer, eye pointer or scanning. */
export const AAC_ACCESS_TYPES = ['pointing', 'head_pointer', 'eye_pointer', 'scanning'] as const;
export type AacAccessType = (typeof AAC_ACCESS_TYPES)[number];

/** Whether an access is built into the product or comes from a third party. */
export const AAC_ACCESS_INTEGRATION_TYPES = ['direct', 'third_party'] as const;
export type AacAccessIntegrationType = (typeof AAC_ACCESS_INTEGRATION_TYPES)[number];
