import { enumeration, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** What a catalogue product is: a device (its installed systems) or a software (its compatible systems). */
export const AAC_PRODUCT_TYPES = ['device', 'software'] as const;
export type AacProductType = (typeof AAC_PRODUCT_TYPES)[number];

/**
 * An assistive-communication product of the catalogue (spec, domain §2 "Assistive products", §3
 * "Assistive-communication catalogue"): compared and shown at `{page}/:id`. Its further fields are
 * not in the spec; these are the lists the catalogue names.
 */
export const aacProducts = defineResource({
  type: 'aac-products',
  feature: 'aacProducts',
  adminCategory: 'aacProducts',
  defaultSort: ['name'],
  filters: ['productType', { name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    productType: enumeration(AAC_PRODUCT_TYPES, { nullable: false, defaultValue: 'software' }),
    description: text({ translatable: true, max: 5000 }),
    note: text({ translatable: true, max: 2000 }),
    website: text({ max: 2048 }),
  },
  relationships: {
    image: toOne('files'),
    /** A device's installed systems; a software's compatible systems. */
    systems: toMany('aac-systems'),
    accessTypes: toMany('aac-access-types'),
    accessIntegrationTypes: toMany('aac-access-integration-types'),
    keyboardTypes: toMany('aac-keyboard-types'),
    pictogramTypes: toMany('aac-pictogram-types'),
    conjugationTypes: toMany('aac-conjugation-types'),
    sellers: toMany('aac-sellers', { inverse: 'products' }),
    /** The notes per pair (`aac-product-links.resource.ts`), written on the link kinds. */
    deviceInstalledSystems: toMany('aac-device-installed-systems', { inverse: 'product', readOnly: true }),
    softwareCompatibleSystems: toMany('aac-software-compatible-systems', { inverse: 'product', readOnly: true }),
    softwareAccesses: toMany('aac-software-accesses', { inverse: 'product', readOnly: true }),
  },
});
