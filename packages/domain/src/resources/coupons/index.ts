import type { ResourceDefinition } from '../../registry/resource.ts';
import { accountDocuments, accountTransactions } from './accounts.resource.ts';
import { coupons, purchasedCoupons } from './coupons.resource.ts';

/** The coupons kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const COUPONS_RESOURCES = [coupons, purchasedCoupons, accountTransactions, accountDocuments] as const satisfies readonly ResourceDefinition[];

export * from './accounts.resource.ts';
export * from './coupons.resource.ts';
