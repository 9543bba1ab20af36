import { text } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * The named lists of the assistive-communication catalogue (spec, domain "Assistive-communication
 * catalogue"): each is a translatable name and a note. Access and integration types have the
 * readable ids of `constants/catalogue.ts`, seeded; the others are the moderators' to fill.
 */
const named = {
  name: text({ translatable: true, required: true, min: 1, max: 255 }),
  note: text({ translatable: true, max: 2000 }),
} as const;

const catalogueList = { feature: 'aacProducts', adminCategory: 'aacProducts', defaultSort: ['createdAt'], filters: [{ name: 'search', kind: 'search', fields: ['name'] }] } as const;

/** How a user reaches a device: pointing, head pointer, eye pointer, scanning. */
export const aacAccessTypes = defineResource({ type: 'aac-access-types', idKind: 'string', ...catalogueList, attributes: named });
/** Whether an access is built in (direct) or comes from a third party. */
export const aacAccessIntegrationTypes = defineResource({ type: 'aac-access-integration-types', idKind: 'string', ...catalogueList, attributes: named });
export const aacKeyboardTypes = defineResource({ type: 'aac-keyboard-types', ...catalogueList, attributes: named });
export const aacPictogramTypes = defineResource({ type: 'aac-pictogram-types', ...catalogueList, attributes: named });
export const aacConjugationTypes = defineResource({ type: 'aac-conjugation-types', ...catalogueList, attributes: named });
