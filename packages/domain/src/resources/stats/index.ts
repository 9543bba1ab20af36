import type { ResourceDefinition } from '../../registry/resource.ts';
import { statsBannedOrigins } from './stats-banned-origins.resource.ts';

/** The stats kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const STATS_RESOURCES = [statsBannedOrigins] as const satisfies readonly ResourceDefinition[];

export * from './stats-banned-origins.resource.ts';
