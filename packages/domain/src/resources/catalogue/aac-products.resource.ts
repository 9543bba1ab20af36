import { enumeration, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** What a catalogue product is: a device (its installed systems) or a software (its compatible systems). */
export const AAC_PRODUCT_TYPES = ['device', 'software'] as const;
export type AacProductType = (typeof AAC_PRODUCT_TYPES)[number];

/**
 * An assistive-communication product of the catalogue (spec, domain §2 "Assistive products", §3
 * "Assistive-communication catalogue"): compared and shown at `{page}/:id`. Its further fields are
 * not in the spec; these are the lists the catalogue names. Its systems, access types and
 * integration types are those of its notes (`aac-product-links.resource.ts`), the one place they are
 * written: the filters of the same names read them there.
 */
export const aacProducts = defineResource({
  type: 'aac-products',
  feature: 'aacProducts',
  adminCategory: 'aacProducts',
  defaultSort: ['name'],
  filters: [
    'productType',
    { name: 'search', kind: 'search', fields: ['name'] },
    /** A device's installed systems or a software's compatible systems. */
    { name: 'systems', kind: 'through', paths: ['deviceInstalledSystems.system', 'softwareCompatibleSystems.system'] },
    { name: 'accessTypes', kind: 'through', paths: ['softwareAccesses.accessType'] },
    { name: 'accessIntegrationTypes', kind: 'through', paths: ['softwareAccesses.accessIntegrationType'] },
    /** The catalogue's other dimensions (issue 28 item 5): any of the ids, each combinable with the others. */
    'keyboardTypes',
    'pictogramTypes',
    'conjugationTypes',
    'sellers',
  ],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
    productType: enumeration(AAC_PRODUCT_TYPES, { nullable: false, defaultValue: 'software' }),
    description: text({ translatable: true, max: 5000 }),
    note: text({ translatable: true, max: 2000 }),
    website: text({ max: 2048 }),
  },
  relationships: {
    image: toOne('files'),
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
