import type { aacProducts, AacLinkType, AacProductType } from '@relais/domain';
import { AAC_LINK_PRODUCT_TYPES, linkFitsProduct, linksNotFitting } from '@relais/domain';
import { eq } from 'drizzle-orm';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * A catalogue link describes a product of the type it fits (installed systems a device, compatible
 * systems and accesses a software): 422 `validation.product_type` on `product` otherwise.
 */
export function catalogueLinkHooks(link: AacLinkType): ResourceHooks {
  return {
    async beforeWrite({ tx, values, before }) {
      const productId = (values.productId ?? before?.productId) as string | undefined;
      if (!productId || (before && values.productId === undefined)) return;
      const products = tablesOf('aac-products').table;
      const [product] = await tx.select({ productType: products.productType }).from(products).where(eq(products.id, productId));
      if (product && !linkFitsProduct(link, product.productType as AacProductType)) {
        throw validationFailed([{ pointer: relationshipPointer('product'), rule: 'product_type', detail: `This describes a ${AAC_LINK_PRODUCT_TYPES[link]}, not a ${String(product.productType)}.` }]);
      }
    },
  };
}

/** A product does not change type while it keeps links of its former one (they would no longer fit). */
export const aacProductsHooks: ResourceHooks<typeof aacProducts> = {
  async beforeWrite({ tx, values, before }) {
    if (!before || values.productType === undefined || values.productType === before.productType) return;
    for (const link of linksNotFitting(values.productType)) {
      const table = tablesOf(link).table;
      const [kept] = await tx.select({ id: table.id }).from(table).where(eq(table.productId, before.id)).limit(1);
      if (kept) throw validationFailed([{ pointer: attributePointer('productType'), rule: 'product_type', detail: 'Remove the notes that fit its current type first.' }]);
    }
  },
};
