import type { AacProductType } from '../resources/catalogue/aac-products.resource.ts';

/**
 * The product type each catalogue link fits (spec, domain "Assistive-communication catalogue"):
 * installed systems describe a device; compatible systems and accesses describe a software.
 */
export const AAC_LINK_PRODUCT_TYPES = {
  'aac-device-installed-systems': 'device',
  'aac-software-compatible-systems': 'software',
  'aac-software-accesses': 'software',
} as const satisfies Record<string, AacProductType>;

export type AacLinkType = keyof typeof AAC_LINK_PRODUCT_TYPES;

/** Whether a link of this kind may describe a product of this type. */
export function linkFitsProduct(link: AacLinkType, productType: AacProductType): boolean {
  return AAC_LINK_PRODUCT_TYPES[link] === productType;
}

/** The link kinds a product of this type may not keep: those it would no longer fit were its type changed. */
export function linksNotFitting(productType: AacProductType): AacLinkType[] {
  return (Object.keys(AAC_LINK_PRODUCT_TYPES) as AacLinkType[]).filter((link) => !linkFitsProduct(link, productType));
}
