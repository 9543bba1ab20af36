import type { ResourceDefinition } from '../../registry/resource.ts';
import { aacDeviceInstalledSystems, aacSoftwareAccesses, aacSoftwareCompatibleSystems } from './aac-product-links.resource.ts';
import { aacProducts } from './aac-products.resource.ts';
import { aacProductContributions } from './aac-product-contributions.resource.ts';
import { aacSellers } from './aac-sellers.resource.ts';
import { aacSystems } from './aac-systems.resource.ts';
import { aacAccessIntegrationTypes, aacAccessTypes, aacConjugationTypes, aacKeyboardTypes, aacPictogramTypes } from './aac-types.resource.ts';

/** The catalogue kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const CATALOGUE_RESOURCES = [aacAccessTypes, aacAccessIntegrationTypes, aacSystems, aacKeyboardTypes, aacPictogramTypes, aacConjugationTypes, aacProducts, aacSellers, aacDeviceInstalledSystems, aacSoftwareCompatibleSystems, aacSoftwareAccesses, aacProductContributions] as const satisfies readonly ResourceDefinition[];

export * from './aac-product-contributions.resource.ts';
export * from './aac-product-links.resource.ts';
export * from './aac-products.resource.ts';
export * from './aac-sellers.resource.ts';
export * from './aac-systems.resource.ts';
export * from './aac-types.resource.ts';
