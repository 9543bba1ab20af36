import { text, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/**
 * The catalogue's notes about one product and one list entry (spec, domain "Assistive-communication
 * catalogue": device installed system, software compatible system, software access — "each has a
 * note"): kinds of their own, so the note belongs to the pair. Which product type
 * each fits is the domain's rule (`rules/aac-catalogue.ts`).
 */
const note = { note: text({ translatable: true, max: 2000 }) } as const;
const linkList = { feature: 'aacProducts', adminCategory: 'aacProducts', defaultSort: ['createdAt'] } as const;

/** A system a device comes with installed, and what to know about it. */
export const aacDeviceInstalledSystems = defineResource({
  type: 'aac-device-installed-systems',
  ...linkList,
  filters: ['product', 'system'],
  attributes: note,
  relationships: {
    product: toOne('aac-products', { required: true, onDelete: 'cascade' }),
    system: toOne('aac-systems', { required: true, onDelete: 'cascade' }),
  },
});

/** A system a software works on, and what to know about it. */
export const aacSoftwareCompatibleSystems = defineResource({
  type: 'aac-software-compatible-systems',
  ...linkList,
  filters: ['product', 'system'],
  attributes: note,
  relationships: {
    product: toOne('aac-products', { required: true, onDelete: 'cascade' }),
    system: toOne('aac-systems', { required: true, onDelete: 'cascade' }),
  },
});

/** A way a software can be reached (access type), built in or through a third party, and what to know about it. */
export const aacSoftwareAccesses = defineResource({
  type: 'aac-software-accesses',
  ...linkList,
  filters: ['product', 'accessType', 'accessIntegrationType'],
  attributes: note,
  relationships: {
    product: toOne('aac-products', { required: true, onDelete: 'cascade' }),
    accessType: toOne('aac-access-types', { required: true, onDelete: 'restrict' }),
    accessIntegrationType: toOne('aac-access-integration-types', { required: true, onDelete: 'restrict' }),
  },
});
