export * from './registry/fields.ts';
export * from './registry/resource.ts';
export * from './registry/registry.ts';
export * from './resources/index.ts';
export * from './constants/features.ts';
export * from './constants/admin.ts';
export * from './constants/locales.ts';
export * from './constants/access.ts';
